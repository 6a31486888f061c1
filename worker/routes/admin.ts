import { Hono } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { LoginSchema } from '#schema/api.ts';
import type { AppEnv } from '#worker/env.ts';
import { AuditListQuerySchema, type AuditAction } from '#schema/audit-api.ts';
import {
  ApplicationIdParamSchema,
  ApplicationListQuerySchema,
  ApplicationStatusSchema,
  OrderListQuerySchema,
} from '#schema/staff-lists-api.ts';
import { clientAddress } from '#worker/middleware/audit-staff-writes.ts';
import { refuse, statusFor } from '#worker/middleware/errors.ts';
import { noStore } from '#worker/middleware/no-store.ts';
import { requireAdmin, sameOriginWrites, SESSION_COOKIE, type AdminEnv } from '#worker/middleware/require-admin.ts';
import { byClientAddress, rateLimit } from '#worker/middleware/rate-limit.ts';
import { validate } from '#worker/middleware/validate.ts';
import { signIn } from '#worker/services/auth/sign-in.ts';
import { deleteSession, SESSION_TTL_MS } from '#worker/services/auth/sessions.ts';
import { releaseStaleOrders } from '#worker/services/order-expiry.ts';
import { listOrderPage } from '#worker/services/order-list.ts';
import { settleDuePayments } from '#worker/services/payments/payments.ts';
import { setApplicationStatus } from '#worker/services/wholesale.ts';
import { listApplicationPage } from '#worker/services/wholesale-list.ts';
import { listAudit, recordAudit } from '#worker/services/audit.ts';
import type { Result } from '#worker/services/result.ts';

/** Sign-ins the audit log records: successes, and refusals of wrong credentials (not the ones the limit stopped unchecked). */
function signInOutcome(result: Result<unknown>): AuditAction | null {
  if (result.ok) return 'sign_in.succeeded';
  return result.code === 'invalid_credentials' ? 'sign_in.failed' : null;
}

const statusOf = (result: Result<unknown>): number => (result.ok ? 200 : statusFor(result.code));

const COOKIE_OPTIONS = { httpOnly: true, secure: true, sameSite: 'Strict', path: '/' } as const;

/** Sign-in, sign-out and "who am I"; everything else under /api/admin sits behind requireAdmin. */
const auth = new Hono<AppEnv>()
  .post('/login', sameOriginWrites, rateLimit('SIGN_IN_LIMIT', byClientAddress), validate('json', LoginSchema), async (c) => {
    const address = clientAddress(c);
    const credentials = c.req.valid('json');
    const result = await signIn(c.var.db, credentials, address, c.env);
    const outcome = signInOutcome(result);
    if (outcome)
      await recordAudit(c.var.db, {
        actor: credentials.username,
        action: outcome,
        target: null,
        status: statusOf(result),
        clientAddress: address,
      });
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
  .get('/orders', validate('query', OrderListQuerySchema), async (c) => {
    // The Cron Trigger does both every 10 minutes; doing them here too shows staff the current state.
    await settleDuePayments(c.var.db);
    await releaseStaleOrders(c.var.db);
    return c.json(await listOrderPage(c.var.db, c.req.valid('query')), 200);
  })
  .get('/wholesale-applications', validate('query', ApplicationListQuerySchema), async (c) =>
    c.json(await listApplicationPage(c.var.db, c.req.valid('query')), 200),
  )
  .patch(
    '/wholesale-applications/:id',
    validate('param', ApplicationIdParamSchema),
    validate('json', ApplicationStatusSchema),
    async (c) => {
      const result = await setApplicationStatus(c.var.db, c.req.valid('param').id, c.req.valid('json').status);
      return result.ok ? c.json(result.value, 200) : refuse(c, result);
    },
  )
  .get('/audit', validate('query', AuditListQuerySchema), async (c) => c.json(await listAudit(c.var.db, c.req.valid('query')), 200));

export const adminRoutes = new Hono<AppEnv>().use(noStore).route('/', auth).route('/', staff);
