import type { FailureReason } from '#worker/services/payments/settlement.ts';
import {
  darajaTimestamp,
  failureReasonOf,
  stkPassword,
  stkPushBody,
  type DarajaTransactionType,
  type StkPushInput,
} from './stk-request.ts';

export type DarajaConfig = {
  consumerKey: string;
  consumerSecret: string;
  shortcode: string;
  passkey: string;
  callbackUrl: string;
  baseUrl: string;
  transactionType: DarajaTransactionType;
  /** Who receives the money: the paybill's shortcode, or the till number (active-provider.ts). */
  partyB: string;
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

/**
 * What the STK Push Query tells: M-Pesa's verdict (its result code), that it is still processing, or that the query
 * itself failed. A `configuration` error (credentials, shortcode, passkey refused) will not pass by waiting: staff must
 * fix the settings. A `transient` one (network, Daraja's own trouble) may: the next sweep asks again.
 */
export type StkQueryAnswer =
  | { state: 'paid'; receipt?: string; amount?: number }
  | { state: 'failed'; reason: FailureReason }
  | { state: 'pending' }
  | { state: 'error'; kind: 'configuration' | 'transient'; message: string };

/** An error Daraja answers with: `{ requestId, errorCode, errorMessage }`. */
export class DarajaError extends Error {
  constructor(
    readonly kind: 'configuration' | 'transient',
    message: string,
  ) {
    super(message);
  }
}

/**
 * How Daraja's refusals read (https://developer.safaricom.co.ke, "Error codes"): 400.002.02 names a field it refuses
 * (BusinessShortCode, Password, ...), "Invalid Authentication" the consumer key and secret, "Merchant does not exist"
 * and "Wrong credentials" the shortcode and passkey. Anything else may pass (5xx, 429, a timeout).
 */
const CONFIGURATION_ERROR = /^400\.002\.02$|invalid authentication|merchant does not exist|wrong credentials|invalid credentials/i;
/** Daraja refuses a query while the shopper has not answered the prompt. */
const STILL_PROCESSING = /being processed/i;

function queryRefusal(status: number, body: Record<string, unknown> | null): StkQueryAnswer {
  const code = typeof body?.errorCode === 'string' ? body.errorCode : '';
  const text = typeof body?.errorMessage === 'string' ? body.errorMessage : JSON.stringify(body);
  if (STILL_PROCESSING.test(text)) return { state: 'pending' };
  const message = `Daraja STK query answered ${status}: ${code} ${text}`.trim();
  const configuration = status === 401 || status === 403 || CONFIGURATION_ERROR.test(code) || CONFIGURATION_ERROR.test(text);
  return { state: 'error', kind: configuration ? 'configuration' : 'transient', message };
}

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
    if (!response.ok || typeof body?.access_token !== 'string') {
      // Daraja answers 400 "Invalid Authentication" to a wrong consumer key or secret: no retry fixes that.
      const kind = response.status === 400 || response.status === 401 ? 'configuration' : 'transient';
      throw new DarajaError(kind, `Daraja OAuth answered ${response.status}: ${JSON.stringify(body)}`);
    }
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

    async stkPush(
      input: Omit<StkPushInput, 'shortcode' | 'transactionType' | 'partyB' | 'passkey' | 'callbackUrl' | 'nowMs'>,
    ): Promise<StkPushAnswer> {
      const body = stkPushBody({
        ...input,
        shortcode: config.shortcode,
        transactionType: config.transactionType,
        partyB: config.partyB,
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

    /** Never throws: every failure is told apart in the answer. */
    async stkQuery(checkoutRequestId: string): Promise<StkQueryAnswer> {
      const timestamp = darajaTimestamp(now());
      try {
        const answer = await post('/mpesa/stkpushquery/v1/query', {
          BusinessShortCode: config.shortcode,
          Password: stkPassword(config.shortcode, config.passkey, timestamp),
          Timestamp: timestamp,
          CheckoutRequestID: checkoutRequestId,
        });
        const resultCode = answer.body?.ResultCode;
        if (!answer.ok || resultCode === undefined || resultCode === null || resultCode === '')
          return queryRefusal(answer.status, answer.body);
        const code = Number(resultCode);
        // The query reports no amount or receipt: the push's own recorded charge is what was paid.
        return code === 0 ? { state: 'paid' } : { state: 'failed', reason: failureReasonOf(code) };
      } catch (error) {
        if (error instanceof DarajaError) return { state: 'error', kind: error.kind, message: error.message };
        return { state: 'error', kind: 'transient', message: `Daraja STK query failed: ${String(error)}` };
      }
    },
  };
}

export type DarajaApi = ReturnType<typeof darajaApi>;
