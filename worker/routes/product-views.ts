import { Hono } from 'hono';
import { IdParamSchema } from '#schema/ids.ts';
import type { AppEnv } from '#worker/env.ts';
import { rateLimitVisitorAndAddress } from '#worker/middleware/rate-limit.ts';
import { validate } from '#worker/middleware/validate.ts';
import { countProductView } from '#worker/services/catalog/product-views.ts';

/** Crawlers, link previews and headless browsers open pages nobody looks at. */
const NOT_A_PERSON = /bot|crawl|spider|slurp|preview|headless|lighthouse/i;

/** A prefetch (Sec-Purpose / Purpose) or a crawler: not a view. */
const isNoView = (userAgent: string | undefined, purpose: string | undefined) =>
  NOT_A_PERSON.test(userAgent ?? '') || /prefetch|prerender/i.test(purpose ?? '');

/**
 * POST /api/products/{id}/view: the product page says it was opened (docs/product.md §3), once per opening, after it
 * shows. Answered at once; the count is written after the answer (services/catalog/product-views.ts). Limited as
 * the gallery's views are.
 */
export const productViewRoutes = new Hono<AppEnv>().post(
  '/:id/view',
  rateLimitVisitorAndAddress({ perVisitor: 'VIEW_LIMIT', perAddress: 'VIEW_ADDRESS_LIMIT' }),
  validate('param', IdParamSchema),
  (c) => {
    if (!isNoView(c.req.header('user-agent'), c.req.header('sec-purpose') ?? c.req.header('purpose'))) {
      c.executionCtx.waitUntil(countProductView(c.var.db, c.req.valid('param').id));
    }
    return c.body(null, 204);
  },
);
