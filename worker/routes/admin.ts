import { Hono } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { LoginSchema } from '#schema/api.ts';
import type { AppEnv } from '#worker/env.ts';
import { requireAdmin, sameOriginWrites, SESSION_COOKIE, type AdminEnv } from '#worker/middleware/require-admin.ts';
import { validate } from '#worker/middleware/validate.ts';
import { releaseStaleOrders } from '#worker/services/order-expiry.ts';
import { listOrders } from '#worker/services/orders.ts';
import { settleDuePayments } from '#worker/services/payments/payments.ts';
import { listApplications } from '#worker/services/wholesale.ts';
import { textsEqual, verifyPassword } from '#worker/services/auth/password.ts';
import {
  clearFailures,
  createSession,
  deleteSession,
  MAX_FAILED_LOGINS,
  recentFailures,
  recordFailure,
  SESSION_TTL_MS,
} from '#worker/services/auth/sessions.ts';

const clientAddress = (header: string | undefined) => header ?? 'unknown';

/** Sign-in, sign-out and "who am I"; everything else under /api/admin sits behind requireAdmin. */
const auth = new Hono<AppEnv>()
  .post('/login', sameOriginWrites, validate('json', LoginSchema), async (c) => {
    const { username, password } = c.req.valid('json');
    const address = clientAddress(c.req.header('cf-connecting-ip'));
    const failures = await recentFailures(c.var.db, username, address);
    if (failures.count >= MAX_FAILED_LOGINS) {
      const minutes = Math.max(1, Math.ceil(failures.retryAfterMs / 60_000));
      c.header('Retry-After', String(Math.ceil(failures.retryAfterMs / 1000)));
      return c.json({ error: `Too many failed sign-ins. Try again in ${minutes} minute(s).` }, 429);
    }
    // Both checks always run, so a wrong username takes as long as a wrong password.
    const [userMatches, passwordMatches] = await Promise.all([
      textsEqual(username, c.env.ADMIN_USERNAME ?? ''),
      verifyPassword(password, c.env.ADMIN_PASSWORD_HASH ?? ''),
    ]);
    if (!userMatches || !passwordMatches) {
      await recordFailure(c.var.db, username, address);
      return c.json({ error: 'Invalid credentials' }, 401);
    }
    await clearFailures(c.var.db, username, address);
    const session = await createSession(c.var.db, username);
    setCookie(c, SESSION_COOKIE, session.token, {
      httpOnly: true,
      secure: true,
      sameSite: 'Strict',
      path: '/',
      maxAge: SESSION_TTL_MS / 1000,
      expires: session.expiresAt,
    });
    return c.json({ username }, 200);
  })
  .post('/logout', sameOriginWrites, async (c) => {
    const token = getCookie(c, SESSION_COOKIE);
    if (token) await deleteSession(c.var.db, token);
    deleteCookie(c, SESSION_COOKIE, { path: '/', secure: true, httpOnly: true, sameSite: 'Strict' });
    return c.body(null, 204);
  });

const staff = new Hono<AdminEnv>()
  .use(requireAdmin)
  .get('/session', (c) => c.json({ username: c.var.admin }, 200))
  .get('/orders', async (c) => {
    // The Cron Trigger does both every 10 minutes; doing them here too shows staff the current state.
    await settleDuePayments(c.var.db);
    await releaseStaleOrders(c.var.db);
    return c.json(await listOrders(c.var.db), 200);
  })
  .get('/wholesale-applications', async (c) => c.json(await listApplications(c.var.db), 200));

export const adminRoutes = new Hono<AppEnv>().route('/', auth).route('/', staff);
