import { darajaTimestamp, stkPassword, stkPushBody, type StkPushInput } from './stk-request.ts';

export type DarajaConfig = {
  consumerKey: string;
  consumerSecret: string;
  shortcode: string;
  passkey: string;
  callbackUrl: string;
  baseUrl: string;
};

export const DARAJA_BASE_URLS = { sandbox: 'https://sandbox.safaricom.co.ke', production: 'https://api.safaricom.co.ke' } as const;

/**
 * The push's callback address: DARAJA_CALLBACK_URL (whose last segment is its secret) with the order appended, so its
 * callback finds the order even if the push's own references were never recorded (stk-callback.ts).
 */
export function callbackUrlFor(callbackUrl: string, orderId: string): string {
  const url = new URL(callbackUrl);
  url.pathname = `${url.pathname.replace(/\/+$/, '')}/${encodeURIComponent(orderId)}`;
  return url.toString();
}

/** A token is dropped this long before Daraja says it expires, so none expires on its way. */
const TOKEN_MARGIN_MS = 60_000;

type CachedToken = { token: string; expiresAt: number };

/** OAuth tokens per consumer key, kept by the isolate: one token serves every STK push until it nears its end. */
export type TokenCache = Map<string, CachedToken>;
const isolateTokens: TokenCache = new Map();

export type StkPushAnswer = { merchantRequestId: string; checkoutRequestId: string };

/** What the STK Push Query answers: the payment's result code, or null while M-Pesa is still processing it. */
export type StkQueryAnswer = { resultCode: number | null };

/**
 * Daraja's three calls: OAuth, STK push, STK push query. `fetcher` is injected so tests answer with
 * Daraja's documented shapes; `now` so the token's expiry and the request timestamp can be set.
 */
export function darajaApi(config: DarajaConfig, fetcher: typeof fetch, tokens: TokenCache = isolateTokens, now: () => number = Date.now) {
  async function accessToken(): Promise<string> {
    const key = `${config.baseUrl} ${config.consumerKey}`;
    const cached = tokens.get(key);
    if (cached && cached.expiresAt > now()) return cached.token;
    const response = await fetcher(`${config.baseUrl}/oauth/v1/generate?grant_type=client_credentials`, {
      headers: { authorization: `Basic ${btoa(`${config.consumerKey}:${config.consumerSecret}`)}` },
      signal: AbortSignal.timeout(10_000),
    });
    const body = (await response.json().catch(() => null)) as { access_token?: unknown; expires_in?: unknown } | null;
    if (!response.ok || typeof body?.access_token !== 'string') throw new Error(`Daraja OAuth answered ${response.status}`);
    const lifetimeMs = Number(body.expires_in ?? 3599) * 1000;
    tokens.set(key, { token: body.access_token, expiresAt: now() + lifetimeMs - TOKEN_MARGIN_MS });
    return body.access_token;
  }

  async function post(path: string, body: unknown): Promise<{ ok: boolean; status: number; body: Record<string, unknown> | null }> {
    const response = await fetcher(`${config.baseUrl}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await accessToken()}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    });
    return { ok: response.ok, status: response.status, body: (await response.json().catch(() => null)) as Record<string, unknown> | null };
  }

  return {
    accessToken,

    async stkPush(input: Omit<StkPushInput, 'shortcode' | 'passkey' | 'callbackUrl' | 'nowMs'>): Promise<StkPushAnswer> {
      const body = stkPushBody({
        ...input,
        shortcode: config.shortcode,
        passkey: config.passkey,
        callbackUrl: callbackUrlFor(config.callbackUrl, input.orderId),
        nowMs: now(),
      });
      const answer = await post('/mpesa/stkpush/v1/processrequest', body);
      const { MerchantRequestID, CheckoutRequestID, ResponseCode } = answer.body ?? {};
      if (!answer.ok || String(ResponseCode) !== '0' || typeof MerchantRequestID !== 'string' || typeof CheckoutRequestID !== 'string') {
        throw new Error(`Daraja STK push answered ${answer.status}: ${JSON.stringify(answer.body)}`);
      }
      return { merchantRequestId: MerchantRequestID, checkoutRequestId: CheckoutRequestID };
    },

    async stkQuery(checkoutRequestId: string): Promise<StkQueryAnswer> {
      const timestamp = darajaTimestamp(now());
      const answer = await post('/mpesa/stkpushquery/v1/query', {
        BusinessShortCode: config.shortcode,
        Password: stkPassword(config.shortcode, config.passkey, timestamp),
        Timestamp: timestamp,
        CheckoutRequestID: checkoutRequestId,
      });
      // While the shopper has not answered, Daraja refuses the query ("The transaction is being processed").
      const resultCode = answer.body?.ResultCode;
      if (!answer.ok || resultCode === undefined || resultCode === null) return { resultCode: null };
      return { resultCode: Number(resultCode) };
    },
  };
}

export type DarajaApi = ReturnType<typeof darajaApi>;
