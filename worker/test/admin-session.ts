import { createSession, SESSION_TTL_MS } from '#worker/services/auth/sessions.ts';
import { testDb } from './factories.ts';

/** A real session row whose expiry has passed, as a Cookie header value. */
export async function expiredAdminCookie(): Promise<string> {
  const { token } = await createSession(testDb(), 'admin', Date.now() - SESSION_TTL_MS - 60_000);
  return `admin_session=${token}`;
}

/** An Origin that is not the shop's (the tests call http://shop.test). */
export const FOREIGN_ORIGIN = 'https://evil.example';
export const OWN_ORIGIN = 'http://shop.test';
