import { createMiddleware } from 'hono/factory';
import type { AppEnv, Database } from '#worker/env.ts';
import { log } from '#worker/lib/log.ts';
import { mailProviderOf } from '#worker/services/mail/configured-provider.ts';
import { sendDueMail } from '#worker/services/mail/outbox.ts';
import type { MailSettings } from '#worker/services/mail/provider.ts';

/**
 * Sends the mail that is due (the staff notices a write just queued, services/notifications/) in the background;
 * whatever fails stays in the outbox for the Cron sweep, and nothing reaches the caller.
 */
export async function sendDueMailNow(env: MailSettings, db: Database): Promise<void> {
  const provider = mailProviderOf(env);
  if (!provider) return;
  await sendDueMail(db, provider).catch((error: unknown) => log.error('mail.send_due_failed', { error }));
}

/** After the answer: sends what the request queued, so a notice goes out at once rather than at the next sweep. */
export const sendDueMailAfter = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  c.executionCtx.waitUntil(sendDueMailNow(c.env, c.var.db));
});
