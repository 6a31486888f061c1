import { Hono } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { LoginSchema } from '#schema/sign-in-api.ts';
import { OrderIdParamSchema } from '#schema/orders-api.ts';
import type { AppEnv, AdminEnv } from '#worker/env.ts';
import { AuditListQuerySchema } from '#schema/audit-api.ts';
import {
  ApplicationIdParamSchema,
  ApplicationListQuerySchema,
  ApplicationStatusSchema,
  AttentionResolutionSchema,
  OrderListQuerySchema,
} from '#schema/staff-lists-api.ts';
import { clientAddress } from '#worker/middleware/audit-staff-writes.ts';
import { refuse } from '#worker/middleware/errors.ts';
import { noStore } from '#worker/middleware/no-store.ts';
import { requireAdmin, sameOriginWrites, SESSION_COOKIE } from '#worker/middleware/require-admin.ts';
import { requireOwner } from '#worker/middleware/require-owner.ts';
import { byClientAddress, rateLimit } from '#worker/middleware/rate-limit.ts';
import { validate } from '#worker/middleware/validate.ts';
import { failedSignInReason, listFailedSignIns, recordFailedSignIn } from '#worker/services/auth/failed-sign-ins.ts';
import { signIn } from '#worker/services/auth/sign-in.ts';
import { deleteSession, SESSION_TTL_MS } from '#worker/services/auth/sessions.ts';
import { listOrderPage } from '#worker/services/orders/order-list.ts';
import { resolveAttention } from '#worker/services/payments/attention.ts';
import { settleAndRelease } from '#worker/services/payments/payment-sweep.ts';
import { setApplicationStatus } from '#worker/services/wholesale/wholesale.ts';
import { listApplicationPage } from '#worker/services/wholesale/wholesale-list.ts';
import { listAudit, recordAudit } from '#worker/services/audit/audit.ts';
import { log } from '#worker/lib/log.ts';
import { staffReceiptLinkRoutes } from './receipts.ts';
import { accountRoutes } from './account.ts';
import { staffRoutes } from './staff.ts';
import { sendDueMailAfter } from '#worker/middleware/send-due-mail.ts';

const COOKIE_OPTIONS = { httpOnly: true, secure: true, sameSite: 'Strict', path: '/' } as const;

/** Sign-in and sign-out; everything else under /api/admin sits behind requireAdmin (and the owners' routes behind requireOwner). */
const auth = new Hono<AppEnv>()
  .post('/login', sameOriginWrites, rateLimit('SIGN_IN_LIMIT', byClientAddress), validate('json', LoginSchema), async (c) => {
    const address = clientAddress(c);
    const credentials = c.req.valid('json');
    const result = await signIn(c.var.db, credentials, address, c.env);
    if (!result.ok) {
      const reason = failedSignInReason(result);
      if (reason) await recordFailedSignIn(c.var.db, { clientAddress: address, usernameTried: credentials.username, reason });
      return refuse(c, result);
    }
    const { staff, token, expiresAt } = result.value;
    const entry = { actor: staff.name, actorId: staff.id, action: 'sign_in.succeeded', target: null, status: 200 } as const;
    await recordAudit(c.var.db, { ...entry, clientAddress: address });
    setCookie(c, SESSION_COOKIE, token, { ...COOKIE_OPTIONS, expires: expiresAt, maxAge: SESSION_TTL_MS / 1000 });
    return c.json(staff, 200);
  })
  .post('/logout', sameOriginWrites, async (c) => {
    const token = getCookie(c, SESSION_COOKIE);
    if (token) await deleteSession(c.var.db, token);
    deleteCookie(c, SESSION_COOKIE, COOKIE_OPTIONS);
    return c.body(null, 204);
  });

const staff = new Hono<AdminEnv>()
  .use(requireAdmin)
  .get('/session', (c) => c.json(c.var.staff, 200))
  .route('/account', accountRoutes)
  .route('/staff', staffRoutes)
  // A read: it settles and releases nothing (a prefetch or a crawler must change nothing); staff ask for that below.
  .get('/orders', validate('query', OrderListQuerySchema), async (c) => c.json(await listOrderPage(c.var.db, c.req.valid('query')), 200))
  // The Cron sweep's payment steps, now: settle what the providers decided, then release stale orders. Audited.
  .post('/orders/sweep', sendDueMailAfter, async (c) => {
    const failed: string[] = [];
    await settleAndRelease(c.var.db, c.env, fetch, Date.now(), async (name, work) => {
      try {
        await work();
        return true;
      } catch (error) {
        log.error('sweep.step_failed', { step: name, by: 'staff', error });
        failed.push(name);
        return false;
      }
    });
    return c.json({ failedSteps: failed }, 200);
  })
  .post('/orders/:id/resolve', validate('param', OrderIdParamSchema), validate('json', AttentionResolutionSchema), async (c) => {
    const result = await resolveAttention(c.var.db, c.req.valid('param').id, c.req.valid('json').resolution);
    return result.ok ? c.json(result.value, 200) : refuse(c, result);
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
  // The logs are the owners' (docs/design.md §2).
  .get('/audit', requireOwner(), validate('query', AuditListQuerySchema), async (c) =>
    c.json(await listAudit(c.var.db, c.req.valid('query')), 200),
  )
  .get('/failed-sign-ins', requireOwner(), validate('query', AuditListQuerySchema), async (c) =>
    c.json(await listFailedSignIns(c.var.db, c.req.valid('query')), 200),
  )
  .route('/orders', staffReceiptLinkRoutes);

export const adminRoutes = new Hono<AppEnv>().use(noStore).route('/', auth).route('/', staff);
