/**
 * The one way the web talks to the Worker: Hono's typed RPC client over the Worker's own route types, so
 * a path, a body or an answer that changes on one side fails the typecheck on the other. Cookies are
 * always sent; a JSON content type only when there is a body (hc adds it for `json`); any non-OK answer
 * is thrown as `ApiError`, whose message is "<status>: <body or status text>" (docs/product.md §8).
 */
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { hc, type ClientResponse } from 'hono/client';
import type { SuccessStatusCode } from 'hono/utils/http-status';
import { isErrorCode, type ErrorCode, type ErrorParams } from '#schema/errors.ts';
import { IN_PROCESS_API_ORIGIN } from '#schema/pages.ts';
import type { AppType } from '#worker/index.ts';

const browserApi = hc<AppType>('/api', { init: { credentials: 'include' } });

export type Api = typeof browserApi;

const serverApis = new WeakMap<QueryClient, Api>();

/**
 * On the server, where the Worker renders a page: the queries of `client` are answered by `fetchInProcess`
 * (the Worker's own app, no network), so the page's loaders run unchanged there.
 */
export function answerQueriesWith(client: QueryClient, fetchInProcess: typeof fetch): void {
  serverApis.set(client, hc<AppType>(`${IN_PROCESS_API_ORIGIN}/api`, { fetch: fetchInProcess }));
}

/**
 * The one way to the API: the client of the request `client` serves, the Worker's own app in-process when
 * it renders a page, fetch from the browser otherwise. A query function passes its context's `client`, a
 * mutation function its own; a hook calls useApi(). There is no other client to import, so a query can
 * never reach for the browser's while the Worker renders (ESLint forbids `hc` outside this file).
 */
export const apiOf = (client: QueryClient): Api => serverApis.get(client) ?? browserApi;

/** apiOf for a hook or component: the client of the QueryClient it runs under. */
export const useApi = (): Api => apiOf(useQueryClient());

export class ApiError extends Error {
  readonly code: ErrorCode | undefined;
  readonly params: ErrorParams;

  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiError';
    const parsed = parseErrorBody(body);
    this.code = parsed.code;
    this.params = parsed.params;
  }
}

/** The `code` and `params` of the API's error shape (schema/errors.ts), when the body has them. */
function parseErrorBody(body: string): { code: ErrorCode | undefined; params: ErrorParams } {
  try {
    const parsed: unknown = JSON.parse(body);
    if (!parsed || typeof parsed !== 'object') return { code: undefined, params: {} };
    const code = 'code' in parsed && isErrorCode(parsed.code) ? parsed.code : undefined;
    const params = 'params' in parsed && parsed.params && typeof parsed.params === 'object' ? (parsed.params as ErrorParams) : {};
    return { code, params };
  } catch {
    return { code: undefined, params: {} };
  }
}

/** The body type of the successful answers of a call; null for an answer without a body. */
export type Answer<R> =
  R extends ClientResponse<infer Body, infer Status, infer Format>
    ? Status extends SuccessStatusCode
      ? Format extends 'json'
        ? Body
        : null
      : never
    : never;

/** Awaits an RPC call: the parsed answer when it is OK, an ApiError otherwise. */
export async function call<R extends ClientResponse<unknown, number, string>>(request: Promise<R>): Promise<Answer<R>> {
  const response = await request;
  if (!response.ok) throw new ApiError(response.status, await response.text().catch(() => ''), response.statusText);
  const text = response.status === 204 ? '' : await response.text();
  return (text ? JSON.parse(text) : null) as Answer<R>;
}

/**
 * Awaits an RPC call for one thing that may not exist: null when the API answers that it does not (a 404,
 * or what `isAbsent` says). Absence is then a query's data rather than its error, so a page the Worker
 * rendered as not found hands it to the browser with the rest, and the browser does not ask again.
 */
export async function callOrAbsent<R extends ClientResponse<unknown, number, string>>(
  request: Promise<R>,
  isAbsent: (error: ApiError) => boolean = (error) => error.status === 404,
): Promise<Answer<R> | null> {
  try {
    return await call(request);
  } catch (error) {
    if (error instanceof ApiError && isAbsent(error)) return null;
    throw error;
  }
}

/** A list call that pages when asked to (`limit`) answers a page: this says so to the types. */
export function pageOf<Page extends { items: unknown[] }>(answer: Page | unknown[]): Page {
  if (Array.isArray(answer)) throw new Error('expected a page, not the whole list: was the limit sent?');
  return answer;
}
