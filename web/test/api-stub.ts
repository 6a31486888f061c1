/**
 * The Worker's API as a web test meets it: one stub of `fetch` for every test that talks to the API. A test
 * names the answers it cares about in a routes table ('GET /api/products/:id' -> an answer); the requests
 * every page makes by itself (the cart, the rates, the payment config, who is signed in) have plain
 * defaults a test may override; anything else is the API's 404. Every request is recorded.
 */
import { QueryClient } from '@tanstack/react-query';
import { vi } from 'vitest';
import type { PaymentConfig } from '#schema/payments-api.ts';
import { FALLBACK_RATES } from '#schema/catalog.ts';
import type { StaffSession } from '#schema/staff-api.ts';
import { staffSession } from '#testing/factories.ts';
import { apiOf, type Api } from '#web/lib/api.ts';

/** One request the page sent, as a route's answer sees it. */
export type ApiRequest = {
  method: string;
  /** The path without the query string (`/api/products/7`). */
  path: string;
  url: URL;
  /** The values of the route's `:name` segments. */
  params: Record<string, string>;
  /** The JSON body, parsed (undefined without one). */
  body: unknown;
  headers: Headers;
  credentials: RequestCredentials | undefined;
};

/** A Response as it is, any other value as its JSON; a promise of either waits (a promise never settled: a request still loading). */
type AnswerValue = Response | object | string | number | boolean | null;
export type Answer = AnswerValue | ((request: ApiRequest) => AnswerValue | Promise<AnswerValue>);

/** 'METHOD /api/path/:param' -> its answer. */
export type ApiRoutes = Record<`${'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'} /api/${string}`, Answer>;

export type ApiStubOptions = {
  /** The staff member signed in (GET /api/admin/session answers them: a name is an owner of that name); nobody when left out (401). */
  signedIn?: string | Partial<StaffSession>;
};

/** A JSON answer, as the Worker writes one. */
export const json = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The API's refusal with `code` (schema/errors.ts), as the Worker writes one. */
export const refusal = (status: number, code: string, params?: Record<string, unknown>): Response =>
  json({ error: code, code, ...(params ? { params } : {}) }, status);

/** Payments simulated for both methods (PAYMENTS_MODE=demo). */
export const SIMULATED_PAYMENTS: PaymentConfig = {
  card: 'simulated',
  mobile: 'simulated',
  demo: false,
  stripePublishableKey: null,
  stripePaymentMethodTypes: null,
};

const defaultRoutes = ({ signedIn }: ApiStubOptions): ApiRoutes => ({
  'GET /api/admin/session': () =>
    signedIn === undefined
      ? refusal(401, 'unauthorized')
      : staffSession(typeof signedIn === 'string' ? { username: signedIn, name: signedIn } : signedIn),
  'GET /api/cart': [],
  'GET /api/rates': { base: 'USD', rates: FALLBACK_RATES, source: 'fallback', fetchedAt: '2026-11-25T00:00:00.000Z' },
  'GET /api/payments/config': SIMULATED_PAYMENTS,
});

/** The `:name` values of `path` when it matches `pattern`, else null. */
function paramsOf(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/');
  const have = path.split('/');
  if (want.length !== have.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of want.entries()) {
    const actual = have[index] ?? '';
    if (part.startsWith(':')) params[part.slice(1)] = decodeURIComponent(actual);
    else if (part !== actual) return null;
  }
  return params;
}

function parsedBody(init: RequestInit | undefined): unknown {
  if (typeof init?.body !== 'string') return init?.body ?? undefined;
  try {
    return JSON.parse(init.body);
  } catch {
    return init.body;
  }
}

const asResponse = (value: AnswerValue): Response => (value instanceof Response ? value : json(value));

/**
 * Stubs the global `fetch` with the API of `routes` (over the defaults) until the test ends, and returns
 * what was asked: `requests` in order, `calls(method, path)` those of one route.
 */
export function stubApi(routes: ApiRoutes = {}, options: ApiStubOptions = {}) {
  const table = Object.entries({ ...defaultRoutes(options), ...routes }).map(([key, answer]) => {
    const [method = '', pattern = ''] = key.split(' ');
    return { method, pattern, answer };
  });
  const requests: ApiRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://shop.test');
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    for (const route of table) {
      const params = route.method === method ? paramsOf(route.pattern, url.pathname) : null;
      if (!params) continue;
      const request: ApiRequest = {
        method,
        path: url.pathname,
        url,
        params,
        body: parsedBody(init),
        headers: new Headers(init?.headers),
        credentials: init?.credentials,
      };
      requests.push(request);
      const { answer } = route;
      return asResponse(typeof answer === 'function' ? await answer(request) : answer);
    }
    requests.push({
      method,
      path: url.pathname,
      url,
      params: {},
      body: parsedBody(init),
      headers: new Headers(init?.headers),
      credentials: init?.credentials,
    });
    return refusal(404, 'not_found');
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetch: fetchMock,
    requests,
    /** The requests sent to `path` (a path, not a pattern) with `method`. */
    calls: (method: string, path: string) => requests.filter((request) => request.method === method && request.path === path),
  };
}

export type ApiStub = ReturnType<typeof stubApi>;

/** The browser's API client, for a test that calls an API function itself. */
export const testApi = (): Api => apiOf(new QueryClient());
