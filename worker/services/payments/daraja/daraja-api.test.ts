import { describe, expect, it } from 'vitest';
import { fakeFetch, json, type RecordedCall } from '#worker/test/payment-providers.ts';
import { darajaApi, type DarajaConfig, type TokenCache } from './daraja-api.ts';
import { wholeShillings } from '#schema/money.ts';
import { darajaTimestamp, stkPassword } from './stk-request.ts';

const CONFIG: DarajaConfig = {
  consumerKey: 'consumer-key',
  consumerSecret: 'consumer-secret',
  shortcode: '174379',
  passkey: 'bfb279f9aa9bdbcf158e97dd71a467cd2e0c893059b10f78e6b72ada1ed2c919',
  callbackUrl: 'https://shop.example/api/mpesa/callback/secret-token',
  baseUrl: 'https://sandbox.safaricom.co.ke',
  transactionType: 'CustomerPayBillOnline',
  partyB: '174379',
};

/** 21:30:05 UTC on 23 November 2026 is 00:30:05 the next day in Nairobi. */
const NOW = Date.UTC(2026, 10, 23, 21, 30, 5);

/** Daraja's documented answers: OAuth, STK push, STK push query. */
function darajaAnswers(url: string, _call: RecordedCall) {
  if (url.startsWith('https://sandbox.safaricom.co.ke/oauth/v1/generate')) return json({ access_token: 'token-1', expires_in: '3599' });
  if (url === 'https://sandbox.safaricom.co.ke/mpesa/stkpush/v1/processrequest') {
    return json({
      MerchantRequestID: '29115-34620561-1',
      CheckoutRequestID: 'ws_CO_191220191020363925',
      ResponseCode: '0',
      ResponseDescription: 'Success. Request accepted for processing',
      CustomerMessage: 'Success. Request accepted for processing',
    });
  }
  return undefined;
}

function api(now = () => NOW, tokens: TokenCache = new Map()) {
  const fake = fakeFetch(darajaAnswers);
  return { api: darajaApi(CONFIG, fake.fetcher, tokens, now), calls: fake.calls };
}

const oauthCalls = (calls: RecordedCall[]) => calls.filter((call) => call.url.includes('/oauth/'));

describe('the Daraja OAuth token', () => {
  it('is asked for with the consumer key and secret as Basic credentials', async () => {
    const { api: daraja, calls } = api();

    expect(await daraja.accessToken()).toBe('token-1');

    expect(calls[0]?.url).toBe('https://sandbox.safaricom.co.ke/oauth/v1/generate?grant_type=client_credentials');
    expect(calls[0]?.headers.get('authorization')).toBe(`Basic ${btoa('consumer-key:consumer-secret')}`);
  });

  it('is cached until shortly before it expires, then asked for again', async () => {
    let now = NOW;
    const { api: daraja, calls } = api(() => now);

    await daraja.accessToken();
    now += 58 * 60 * 1000;
    await daraja.accessToken();
    expect(oauthCalls(calls)).toHaveLength(1);

    now += 60 * 1000 + 1;
    await daraja.accessToken();
    expect(oauthCalls(calls)).toHaveLength(2);
  });

  it('serves every STK push of the isolate from one token', async () => {
    const tokens: TokenCache = new Map();
    const first = api(() => NOW, tokens);
    const second = api(() => NOW, tokens);

    await first.api.stkPush({ orderId: crypto.randomUUID(), phone: '254712345678', shillings: 10, description: 'Gems' });
    await second.api.stkPush({ orderId: crypto.randomUUID(), phone: '254712345678', shillings: 10, description: 'Gems' });

    expect(oauthCalls([...first.calls, ...second.calls])).toHaveLength(1);
  });
});

describe('the STK push request', () => {
  it('sends exactly the body Daraja documents, with the bearer token', async () => {
    const { api: daraja, calls } = api();

    const answer = await daraja.stkPush({
      orderId: '3f2a9c4e-1b7d-4e8a-9c6f-2d4b8a1e7c35',
      phone: '254712345678',
      shillings: 6469,
      description: 'Gemstone purchase from Gemstone Gallery',
    });

    expect(answer).toEqual({ merchantRequestId: '29115-34620561-1', checkoutRequestId: 'ws_CO_191220191020363925' });
    const push = calls.find((call) => call.url.endsWith('/mpesa/stkpush/v1/processrequest'));
    expect(push?.headers.get('authorization')).toBe('Bearer token-1');
    expect(JSON.parse(push?.body ?? '')).toEqual({
      BusinessShortCode: '174379',
      Password: btoa(`174379${CONFIG.passkey}20261124003005`),
      Timestamp: '20261124003005',
      TransactionType: 'CustomerPayBillOnline',
      Amount: 6469,
      PartyA: '254712345678',
      PartyB: '174379',
      PhoneNumber: '254712345678',
      // The secret callback address, naming the order so its callback finds it even if the push was never recorded.
      CallBackURL: 'https://shop.example/api/mpesa/callback/secret-token/3f2a9c4e-1b7d-4e8a-9c6f-2d4b8a1e7c35',
      AccountReference: '3f2a9c4e1b7d',
      TransactionDesc: 'Gemstone purc',
    });
  });

  it('throws when Daraja does not accept the push, so the order is released', async () => {
    const fake = fakeFetch((url) =>
      url.includes('/oauth/')
        ? json({ access_token: 'token-1', expires_in: '3599' })
        : json({ requestId: '1', errorCode: '400.002.02', errorMessage: 'Bad Request - Invalid PhoneNumber' }, 400),
    );
    const daraja = darajaApi(CONFIG, fake.fetcher, new Map(), () => NOW);

    await expect(daraja.stkPush({ orderId: crypto.randomUUID(), phone: '254712345678', shillings: 1, description: '' })).rejects.toThrow(
      /Invalid PhoneNumber/,
    );
  });
});

describe('the STK push of a till (Buy Goods)', () => {
  it('names the transaction type and pays the till, signed with the store number', async () => {
    const fake = fakeFetch(darajaAnswers);
    const till = darajaApi({ ...CONFIG, transactionType: 'CustomerBuyGoodsOnline', partyB: '5678901' }, fake.fetcher, new Map(), () => NOW);

    await till.stkPush({ orderId: crypto.randomUUID(), phone: '254712345678', shillings: 10, description: 'Gems' });

    const push = JSON.parse(fake.calls.find((call) => call.url.endsWith('/processrequest'))?.body ?? '');
    expect(push).toMatchObject({ BusinessShortCode: '174379', TransactionType: 'CustomerBuyGoodsOnline', PartyB: '5678901' });
  });
});

describe('the STK request parts', () => {
  it('writes the timestamp in East Africa Time as YYYYMMDDHHmmss', () => {
    expect(darajaTimestamp(NOW)).toBe('20261124003005');
    expect(darajaTimestamp(Date.UTC(2026, 0, 1, 0, 0, 0))).toBe('20260101030000');
  });

  it('makes the password base64(Shortcode + Passkey + Timestamp)', () => {
    expect(stkPassword('174379', 'passkey', '20260101030000')).toBe('MTc0Mzc5cGFzc2tleTIwMjYwMTAxMDMwMDAw');
  });

  it('charges whole shillings, rounded up, never less than one', () => {
    expect(wholeShillings(5000, 129.37)).toBe(6469);
    expect(wholeShillings(5000, 129.4)).toBe(6470);
    expect(wholeShillings(1, 0.5)).toBe(1);
    // 100 x 128.99 is 12898.999999999998 in floating point: still 12899 shillings, not 12900.
    expect(wholeShillings(10_000, 128.99)).toBe(12899);
  });
});

describe('the STK push query answer', () => {
  const oauth = (url: string) => (url.includes('/oauth/') ? json({ access_token: 'token-1', expires_in: '3599' }) : undefined);

  /** Daraja's query answering `answer`, after an OAuth that answers `token` (default: a token). */
  function query(answer: () => Response, token: (url: string) => Response | undefined = oauth) {
    const fake = fakeFetch((url) => token(url) ?? (url.endsWith('/mpesa/stkpushquery/v1/query') ? answer() : undefined));
    return darajaApi(CONFIG, fake.fetcher, new Map(), () => NOW).stkQuery('ws_CO_191220191020363925');
  }
  const refusal = (status: number, errorCode: string, errorMessage: string) => () =>
    json({ requestId: '1', errorCode, errorMessage }, status);
  const verdict = (ResultCode: string) => () =>
    json({ ResponseCode: '0', MerchantRequestID: '29115-1', CheckoutRequestID: 'ws_CO_1', ResultCode, ResultDesc: '' });

  it.each([
    { label: 'ResultCode 0', answer: verdict('0'), expected: { state: 'paid' } },
    { label: 'ResultCode 1032', answer: verdict('1032'), expected: { state: 'failed', reason: 'cancelled' } },
    { label: 'ResultCode 1037', answer: verdict('1037'), expected: { state: 'failed', reason: 'unreachable' } },
    {
      label: '"The transaction is being processed"',
      answer: refusal(500, '500.001.1001', 'The transaction is being processed'),
      expected: { state: 'pending' },
    },
    {
      label: 'a wrong passkey ("Wrong credentials")',
      answer: refusal(500, '500.001.1001', 'Wrong credentials'),
      expected: { state: 'error', kind: 'configuration' },
    },
    {
      label: 'a refused field (400.002.02 Invalid BusinessShortCode)',
      answer: refusal(400, '400.002.02', 'Bad Request - Invalid BusinessShortCode'),
      expected: { state: 'error', kind: 'configuration' },
    },
    {
      label: "Daraja's own trouble (503)",
      answer: () => new Response('upstream down', { status: 503 }),
      expected: { state: 'error', kind: 'transient' },
    },
    {
      label: 'rate limiting (429)',
      answer: refusal(429, '429.001.01', 'Spike arrest violation'),
      expected: { state: 'error', kind: 'transient' },
    },
  ])('tells $label apart', async ({ answer, expected }) => {
    expect(await query(answer)).toMatchObject(expected);
  });

  it('tells a wrong consumer key or secret (OAuth "Invalid Authentication") as configuration, never as still processing', async () => {
    const badCredentials = () => json({ requestId: '1', errorCode: '400.008.01', errorMessage: 'Invalid Authentication passed' }, 400);

    const answer = await query(verdict('0'), (url) => (url.includes('/oauth/') ? badCredentials() : undefined));

    expect(answer).toMatchObject({ state: 'error', kind: 'configuration', message: expect.stringContaining('Invalid Authentication') });
  });

  it('tells a network failure as transient', async () => {
    const failing = darajaApi(
      CONFIG,
      (async () => Promise.reject(new TypeError('Network connection lost'))) as typeof fetch,
      new Map(),
      () => NOW,
    );

    expect(await failing.stkQuery('ws_CO_1')).toMatchObject({ state: 'error', kind: 'transient' });
  });
});
