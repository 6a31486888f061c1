import { Hono } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { LoginSchema } from '#schema/api.ts';
import type { AppEnv } from '#worker/env.ts';
import { refuse } from '#worker/middleware/errors.ts';
import { requireAdmin, sameOriginWrites, SESSION_COOKIE, type AdminEnv } from '#worker/middleware/require-admin.ts';
import { validate } from '#worker/middleware/validate.ts';
import { signIn } from '#worker/services/auth/sign-in.ts';
import { deleteSession, SESSION_TTL_MS } from '#worker/services/auth/sessions.ts';
import { releaseStaleOrders } from '#worker/services/order-expiry.ts';
import { listOrders } from '#worker/services/orders.ts';
import { settleDuePayments } from '#worker/services/payments/payments.ts';
import { listApplications } from '#worker/services/wholesale.ts';

const COOKIE_OPTIONS = { httpOnly: true, secure: true, sameSite: 'Strict', path: '/' } as const;

/** Sign-in, sign-out and "who am I"; everything else under /api/admin sits behind requireAdmin. */
const auth = new Hono<AppEnv>()
  .post('/login', sameOriginWrites, validate('json', LoginSchema), async (c) => {
    const address = c.req.header('cf-connecting-ip') ?? 'unknown';
    const result = await signIn(c.var.db, c.req.valid('json'), address, c.env);
    if (!result.ok) return refuse(c, result);
    const { username, token, expiresAt } = result.value;
    setCookie(c, SESSION_COOKIE, token, { ...COOKIE_OPTIONS, expires: expiresAt, maxAge: SESSION_TTL_MS / 1000 });
    return c.json({ username }, 200);
  })
  .post('/logout', sameOriginWrites, async (c) => {
    const token = getCookie(c, SESSION_COOKIE);
    if (token) await deleteSession(c.var.db, token);
    deleteCookie(c, SESSION_COOKIE, COOKIE_OPTIONS);
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
