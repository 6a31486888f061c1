import { SESSION_TTL_MS } from '#worker/services/auth/sessions.ts';
import { call } from './app.ts';
import { firstOwner, sessionCookieOf } from './staff-factories.ts';

/** A real session row whose expiry has passed, as a Cookie header value. */
export async function expiredAdminCookie(): Promise<string> {
  return sessionCookieOf(await firstOwner(), Date.now() - SESSION_TTL_MS - 60_000);
}

/** An Origin that is not the shop's (the tests call http://shop.test). */
export const FOREIGN_ORIGIN = 'https://evil.example';
export const OWN_ORIGIN = 'http://shop.test';

/** A staff request as the admin area sends it: the session cookie, our Origin, and a JSON body if any. */
export const staffCall = (cookie: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
  call(path, {
    method,
    headers: { cookie, origin: OWN_ORIGIN, ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

/** The staff session's Set-Cookie line of an answer, or null: answers also carry the D1 bookmark cookie (docs/design.md §17). */
export const staffSessionSetCookie = (response: Response): string | null =>
  response.headers.getSetCookie().find((line) => line.startsWith('admin_session=')) ?? null;
