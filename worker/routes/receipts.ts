import { Hono } from 'hono';
import { OrderIdParamSchema, receiptAnswer } from '#schema/orders-api.ts';
import { CreateReceiptLinkSchema, EmailReceiptSchema, ReceiptTokenParamSchema, type ReceiptConfig } from '#schema/receipts-api.ts';
import { refuse } from '#worker/middleware/errors.ts';
import { privateReceipt } from '#worker/middleware/private-receipt.ts';
import { rateLimitVisitorAndAddress } from '#worker/middleware/rate-limit.ts';
import type { AdminEnv } from '#worker/env.ts';
import { validate } from '#worker/middleware/validate.ts';
import { visitorSession, type VisitorEnv } from '#worker/middleware/visitor-session.ts';
import { publicOrigin } from '#worker/pages/public-origin.ts';
import { deliverMail } from '#worker/services/mail/outbox.ts';
import { mailProviderOf } from '#worker/services/mail/configured-provider.ts';
import { queueReceiptEmail } from '#worker/services/receipts/email-receipt.ts';
import { createReceiptLink, receiptByToken, revokeReceiptLinks } from '#worker/services/receipts/links.ts';
import { fail } from '#worker/services/result.ts';

/** Opening a link, and making one: the visitor's and the address's limits, like the shop's other public calls. */
export const receiptReadLimit = rateLimitVisitorAndAddress({ perVisitor: 'RECEIPT_LIMIT', perAddress: 'RECEIPT_ADDRESS_LIMIT' });

/** docs/product.md §6, "A receipt that travels": private links to a receipt, and "Email me this receipt". */
export const receiptRoutes = new Hono<VisitorEnv>()
  .use(privateReceipt)
  .get('/config', (c) => c.json({ email: mailProviderOf(c.env) !== null } satisfies ReceiptConfig, 200))
  .post('/', visitorSession, receiptReadLimit, validate('json', CreateReceiptLinkSchema), async (c) => {
    const result = await createReceiptLink(c.var.db, c.req.valid('json').orderId, c.var.sessionId);
    return result.ok ? c.json(result.value, 201) : refuse(c, result);
  })
  .get('/:token', receiptReadLimit, validate('param', ReceiptTokenParamSchema), async (c) => {
    const result = await receiptByToken(c.var.db, c.req.valid('param').token);
    return result.ok ? c.json(receiptAnswer(result.value), 200) : refuse(c, result);
  })
  // Written to the outbox first, then sent after the answer: a provider's failure or slowness never reaches the
  // shopper, and the Cron sweep retries it (services/mail/outbox.ts).
  .post(
    '/:token/email',
    rateLimitVisitorAndAddress({ perVisitor: 'MAIL_LIMIT', perAddress: 'MAIL_ADDRESS_LIMIT' }),
    validate('param', ReceiptTokenParamSchema),
    validate('json', EmailReceiptSchema),
    async (c) => {
      const provider = mailProviderOf(c.env);
      if (!provider) return refuse(c, fail('mail_unavailable', 'This shop sends no mail'));
      const { email, language } = c.req.valid('json');
      // The message links to the receipt at the shop's own address; unknown (PUBLIC_ORIGIN unset), it carries none.
      const request = { token: c.req.valid('param').token, email, language, origin: publicOrigin(c.env, c.req.url) };
      const result = await queueReceiptEmail(c.var.db, request);
      if (!result.ok) return refuse(c, result);
      c.executionCtx.waitUntil(deliverMail(c.var.db, provider, result.value.mailId));
      return c.json({ queued: true }, 202);
    },
  );

/** Staff (under requireAdmin, so audited): an order's private links stop opening its receipt. */
export const staffReceiptLinkRoutes = new Hono<AdminEnv>().delete(
  '/:id/receipt-links',
  validate('param', OrderIdParamSchema),
  async (c) => {
    const result = await revokeReceiptLinks(c.var.db, c.req.valid('param').id);
    return result.ok ? c.json(result.value, 200) : refuse(c, result);
  },
);
