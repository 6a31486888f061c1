import { Hono } from 'hono';
import type { AppEnv, Bindings } from './env.ts';
import { database } from './middleware/database.ts';
import { apiNotFound, onError } from './middleware/errors.ts';
import { boundedJsonBodies } from './middleware/json-body.ts';
import { noStore } from './middleware/no-store.ts';
import { requestId } from './middleware/request-id.ts';
import { privateReceipt } from './middleware/private-receipt.ts';
import { discardUnreadBody } from './middleware/unread-body.ts';
import { securityHeaders } from './middleware/security-headers.ts';
import { adminRoutes } from './routes/admin.ts';
import { adminDashboardRoutes } from './routes/admin-dashboard.ts';
import { adminExportRoutes } from './routes/admin-exports.ts';
import { cartRoutes } from './routes/cart.ts';
import { certificateRoutes } from './routes/certificates.ts';
import { galleryRoutes } from './routes/gallery.ts';
import { objectRoutes } from './routes/objects.ts';
import { browserLanguage } from './pages/preferences.ts';
import { servePage } from './routes/pages.ts';
import { seoRoutes } from './routes/seo.ts';
import { orderRoutes } from './routes/orders.ts';
import { paymentCallbackRoutes } from './routes/payment-callbacks.ts';
import { paymentRoutes } from './routes/payments.ts';
import { productRoutes } from './routes/products.ts';
import { productViewRoutes } from './routes/product-views.ts';
import { qrRoutes } from './routes/qr.ts';
import { receiptRoutes, receiptReadLimit } from './routes/receipts.ts';
import { ratesRoutes } from './routes/rates.ts';
import { searchRoutes } from './routes/search.ts';
import { staffInviteRoutes } from './routes/staff-invites.ts';
import { uploadRoutes } from './routes/uploads.ts';
import { wholesaleRoutes } from './routes/wholesale.ts';
import { withRequestId } from './lib/log.ts';
import { RememberedRouter } from './lib/remembered-router.ts';
import { sweepOrders } from './services/sweep/sweep.ts';

/** Every /api resource, one sub-app each; its type is the web client's contract. */
const api = new Hono<AppEnv>()
  .use(boundedJsonBodies)
  .use(database)
  .route('/admin/dashboard', adminDashboardRoutes)
  .route('/admin/exports', adminExportRoutes)
  .route('/admin', adminRoutes)
  .route('/cart', cartRoutes)
  .route('/certificates', certificateRoutes)
  .route('/objects', uploadRoutes)
  .route('/orders', orderRoutes)
  .route('/', paymentRoutes)
  .route('/', paymentCallbackRoutes)
  .route('/products', productRoutes)
  .route('/products', productViewRoutes)
  .route('/qr', qrRoutes)
  .route('/rates', ratesRoutes)
  .route('/search', searchRoutes)
  .route('/receipts', receiptRoutes)
  .route('/staff-invites', staffInviteRoutes)
  .route('/uploaded-images', galleryRoutes)
  .route('/wholesale', wholesaleRoutes);

api.notFound(apiNotFound);

const app = new Hono<AppEnv>({ router: new RememberedRouter() })
  .use(requestId)
  .use(discardUnreadBody)
  .use(securityHeaders)
  // The staff area's pages, like its API answers (routes/admin.ts, requireAdmin), are never cached.
  .use('/admin/*', noStore)
  // A private receipt link's page: as its API, limited, never cached, indexed or passed on as a Referer.
  .use('/receipts/*', privateReceipt, database, receiptReadLimit)
  .route('/api', api)
  .all('/api/*', apiNotFound)
  .route('/objects', objectRoutes)
  .route('/', seoRoutes)
  // A rendered page answers its own API calls through the app itself, in-process.
  .all(
    '*',
    browserLanguage,
    servePage((request, env, executionCtx): Response | Promise<Response> => app.fetch(request, env, executionCtx)),
  );

app.onError(onError);

export type AppType = typeof api;

/** Every route of the app, method and path pattern (the fuzz test walks them all). */
export const appRoutes: readonly { method: string; path: string }[] = app.routes.map(({ method, path }) => ({ method, path }));
export default {
  fetch: app.fetch,
  // A Cron run has no cf-ray: its lines carry the run's scheduled time instead.
  scheduled: (controller, env, ctx) =>
    ctx.waitUntil(withRequestId(`cron-${new Date(controller.scheduledTime).toISOString()}`, () => sweepOrders(env))),
} satisfies ExportedHandler<Bindings>;
