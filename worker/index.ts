import { Hono } from 'hono';
import type { AppEnv, Bindings } from './env.ts';
import { database, openDatabase } from './middleware/database.ts';
import { apiNotFound, onError } from './middleware/errors.ts';
import { boundedJsonBodies } from './middleware/json-body.ts';
import { noStore } from './middleware/no-store.ts';
import { discardUnreadBody } from './middleware/unread-body.ts';
import { securityHeaders } from './middleware/security-headers.ts';
import { adminRoutes } from './routes/admin.ts';
import { cartRoutes } from './routes/cart.ts';
import { galleryRoutes } from './routes/gallery.ts';
import { objectRoutes } from './routes/objects.ts';
import { servePage } from './routes/pages.ts';
import { seoRoutes } from './routes/seo.ts';
import { orderRoutes } from './routes/orders.ts';
import { paymentCallbackRoutes } from './routes/payment-callbacks.ts';
import { paymentRoutes } from './routes/payments.ts';
import { productRoutes } from './routes/products.ts';
import { ratesRoutes } from './routes/rates.ts';
import { staffInviteRoutes } from './routes/staff-invites.ts';
import { uploadRoutes } from './routes/uploads.ts';
import { wholesaleRoutes } from './routes/wholesale.ts';
import { forgetVersionIfBumpedSince } from './services/catalog-version.ts';
import { settleAndRelease } from './services/payments/payment-sweep.ts';
import { purgeExpiredRows } from './services/storage-sweep.ts';

/** Every /api resource, one sub-app each; its type is the web client's contract. */
const api = new Hono<AppEnv>()
  .use(boundedJsonBodies)
  .use(database)
  .route('/admin', adminRoutes)
  .route('/cart', cartRoutes)
  .route('/objects', uploadRoutes)
  .route('/orders', orderRoutes)
  .route('/', paymentRoutes)
  .route('/', paymentCallbackRoutes)
  .route('/products', productRoutes)
  .route('/rates', ratesRoutes)
  .route('/staff-invites', staffInviteRoutes)
  .route('/uploaded-images', galleryRoutes)
  .route('/wholesale', wholesaleRoutes);

api.notFound(apiNotFound);

const app = new Hono<AppEnv>()
  .use(discardUnreadBody)
  .use(securityHeaders)
  // The staff area's pages, like its API answers (routes/admin.ts, requireAdmin), are never cached.
  .use('/admin/*', noStore)
  .route('/api', api)
  .all('/api/*', apiNotFound)
  .route('/objects', objectRoutes)
  .route('/', seoRoutes)
  // A rendered page answers its own API calls through the app itself, in-process.
  .all(
    '*',
    servePage((request, env, executionCtx): Response | Promise<Response> => app.fetch(request, env, executionCtx)),
  );

app.onError(onError);

/** Runs one step of the sweep; a failure is logged and kept, so the steps after it still run. */
async function sweepStep(name: string, failures: unknown[], work: () => Promise<unknown>): Promise<boolean> {
  try {
    await work();
    return true;
  } catch (error) {
    console.error(`sweep step failed: ${name}`, error);
    failures.push(error);
    return false;
  }
}

/**
 * The Cron Trigger's work (wrangler.jsonc): payments are settled and stale orders released (services/payments/
 * payment-sweep.ts: due payments, M-Pesa pushes whose callback never came and stale Stripe intents are asked about
 * first, so an order that was in fact paid, or can still be, is never taken for abandoned); then rows past their time
 * (idle carts, expired sessions, old sign-in attempts and audit entries) are removed, whatever happened before.
 * Rejects after all steps when one failed.
 */
export async function sweepOrders(
  env: Pick<Bindings, 'DB'> & Partial<Bindings>,
  fetcher: typeof fetch = fetch,
  now = Date.now(),
): Promise<void> {
  const db = openDatabase(env.DB);
  const started = Date.now();
  const failures: unknown[] = [];
  await settleAndRelease(db, env, fetcher, now, (name, work) => sweepStep(name, failures, work));
  await sweepStep('purge expired rows', failures, async () => {
    const purged = await purgeExpiredRows(db, now);
    if (Object.values(purged).some((count) => count > 0)) console.log('purged expired rows', purged);
  });
  forgetVersionIfBumpedSince(started);
  if (failures.length > 0) throw new AggregateError(failures, `${failures.length} sweep step(s) failed`);
}

export type AppType = typeof api;

/** Every route of the app, method and path pattern (the fuzz test walks them all). */
export const appRoutes: readonly { method: string; path: string }[] = app.routes.map(({ method, path }) => ({ method, path }));
export default {
  fetch: app.fetch,
  scheduled: (_controller, env, ctx) => ctx.waitUntil(sweepOrders(env)),
} satisfies ExportedHandler<Bindings>;
