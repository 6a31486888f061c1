import { Hono } from 'hono';
import * as v from 'valibot';
import { LANGUAGE_CODES } from '#schema/catalog.ts';
import { IdParamSchema } from '#schema/ids.ts';
import type { AppEnv } from '#worker/env.ts';
import { refuse } from '#worker/middleware/errors.ts';
import { validate } from '#worker/middleware/validate.ts';
import { publicOrigin } from '#worker/pages/public-origin.ts';
import { qrSvg } from '#worker/services/qr/qr-svg.ts';
import { fail } from '#worker/services/result.ts';

const QrQuerySchema = v.object({ lang: v.picklist(LANGUAGE_CODES, `must be one of ${LANGUAGE_CODES.join(', ')}`) });

/** The same address always draws the same code; a day keeps a changed PUBLIC_ORIGIN from lingering long. */
const CACHE_CONTROL = 'public, max-age=86400';

/**
 * /api/qr/products/:id?lang=: a QR code (SVG) of a stone's own page in that language, as the product page and the
 * receipt print it (docs/product.md §2). It names the shop's PUBLIC_ORIGIN only, never the request's Host.
 */
export const qrRoutes = new Hono<AppEnv>().get('/products/:id', validate('param', IdParamSchema), validate('query', QrQuerySchema), (c) => {
  const origin = publicOrigin(c.env, c.req.url);
  if (!origin) return refuse(c, fail('not_found', 'QR codes need the shop\'s PUBLIC_ORIGIN (README, "Configuration")'));
  const address = `${origin}/products/${c.req.valid('param').id}?lang=${c.req.valid('query').lang}`;
  return c.body(qrSvg(address), 200, { 'content-type': 'image/svg+xml; charset=utf-8', 'cache-control': CACHE_CONTROL });
});
