import type { Bindings } from '#worker/env.ts';
import { openDatabase } from '#worker/services/database.ts';
import { forgetVersionIfBumpedSince } from '#worker/services/catalog/catalog-version.ts';
import { settleAndRelease } from '#worker/services/payments/payment-sweep.ts';
import { purgeExpiredRows } from './storage-sweep.ts';
import { log } from '#worker/lib/log.ts';
import { deliverDueMail } from '#worker/services/mail/outbox.ts';
import { mailProviderOf } from '#worker/services/mail/configured-provider.ts';

/** Runs one step of the sweep; a failure is logged and kept, so the steps after it still run. */
async function sweepStep(name: string, failures: unknown[], work: () => Promise<unknown>): Promise<boolean> {
  try {
    await work();
    return true;
  } catch (error) {
    log.error('sweep.step_failed', { step: name, error });
    failures.push(error);
    return false;
  }
}

/**
 * The Cron Trigger's work (wrangler.jsonc): payments are settled and stale orders released (services/payments/
 * payment-sweep.ts: due payments, M-Pesa pushes whose callback never came and stale Stripe intents are asked about
 * first, so an order that was in fact paid, or can still be, is never taken for abandoned); then rows past their time
 * (idle carts, expired sessions, old sign-in attempts and audit entries) are removed, whatever happened before; then the
 * mail that is due is sent (services/mail/outbox.ts: a failed send is retried with a growing pause).
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
    if (Object.values(purged).some((count) => count > 0)) log.info('sweep.purged', purged);
  });
  await sweepStep('send mail', failures, () => deliverDueMail(db, mailProviderOf(env, fetcher), now));
  forgetVersionIfBumpedSince(started);
  if (failures.length > 0) throw new AggregateError(failures, `${failures.length} sweep step(s) failed`);
}
