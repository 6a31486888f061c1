import { and, count, eq, gte, lt, lte, sql } from 'drizzle-orm';
import type { MailKind } from '#schema/mail.ts';
import { outbox } from '#schema/tables.ts';
import type { Database } from '#worker/env.ts';
import type { MailMessage, MailProvider } from './provider.ts';
import { log } from '#worker/lib/log.ts';

/** Tries before a message is given up (`failed`): the first, right away, then the sweep's retries. */
export const MAIL_MAX_ATTEMPTS = 8;

/** The pause after the first failed try; it doubles after each one, up to MAIL_MAX_PAUSE_MS (about 10 hours in all). */
export const FIRST_PAUSE_MS = 5 * 60_000;
export const MAIL_MAX_PAUSE_MS = 6 * 60 * 60_000;

/** Messages one sweep sends at most: the rest wait for the next. */
const SWEEP_BATCH = 20;

/** Rows are removed this long after they were written, sent or not: the outbox is no archive of customers' mail. */
export const KEPT_MS = 7 * 24 * 60 * 60_000;

/** Why a send failed, as stored: short. */
const ERROR_LENGTH = 500;

export type OutgoingMail = MailMessage & { kind: MailKind; ref: string | null };

/** Writes the message to the outbox, due now; its id is what `deliverMail` sends. */
export async function enqueueMail(db: Database, mail: OutgoingMail, now = Date.now()): Promise<number> {
  const [row] = await db
    .insert(outbox)
    .values({ ...mail, recipient: mail.to, nextAttemptAt: new Date(now) })
    .returning({ id: outbox.id });
  if (!row) throw new Error('outbox insert returned no row');
  return row.id;
}

/** Messages of `kind` about `ref` written since `since`, whatever became of them. */
export async function mailCountSince(db: Database, kind: MailKind, ref: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ sent: count() })
    .from(outbox)
    .where(and(eq(outbox.kind, kind), eq(outbox.ref, ref), gte(outbox.createdAt, since)));
  return row?.sent ?? 0;
}

/**
 * Takes the message for one try, if it is pending and due: one conditional write counts the try and moves its next
 * time on, so the same message is never sent twice at once (the request's background send and the sweep), and one
 * whose sender died mid-try is due again after the pause.
 */
async function claim(db: Database, id: number, now: number) {
  const [row] = await db
    .update(outbox)
    .set({
      attempts: sql`${outbox.attempts} + 1`,
      nextAttemptAt: sql`${now} + min(${FIRST_PAUSE_MS} * (1 << ${outbox.attempts}), ${MAIL_MAX_PAUSE_MS})`,
    })
    .where(and(eq(outbox.id, id), eq(outbox.status, 'pending'), lte(outbox.nextAttemptAt, new Date(now))))
    .returning();
  return row;
}

/** One try of message `id`: sent, or its error kept (and given up after MAIL_MAX_ATTEMPTS). Never rejects. */
export async function deliverMail(
  db: Database,
  provider: MailProvider,
  id: number,
  now = Date.now(),
): Promise<'sent' | 'failed' | 'skipped'> {
  const row = await claim(db, id, now);
  if (!row) return 'skipped';
  try {
    await provider.send({ to: row.recipient, subject: row.subject, text: row.text, html: row.html });
  } catch (error) {
    const lastError = String(error instanceof Error ? error.message : error).slice(0, ERROR_LENGTH);
    const gaveUp = row.attempts >= MAIL_MAX_ATTEMPTS;
    await db
      .update(outbox)
      .set({ lastError, ...(gaveUp ? { status: 'failed' as const } : {}) })
      .where(eq(outbox.id, id));
    log.error('mail.send_failed', { id, kind: row.kind, attempt: row.attempts, gaveUp, error: lastError });
    return 'failed';
  }
  await db
    .update(outbox)
    .set({ status: 'sent', sentAt: new Date(now) })
    .where(eq(outbox.id, id));
  return 'sent';
}

/** Gives each pending message that is due a try, oldest due first, a batch at a time; answers the outcomes. */
export async function sendDueMail(db: Database, provider: MailProvider, now = Date.now()) {
  const due = await db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(eq(outbox.status, 'pending'), lte(outbox.nextAttemptAt, new Date(now))))
    .orderBy(outbox.nextAttemptAt)
    .limit(SWEEP_BATCH);
  const outcomes: Awaited<ReturnType<typeof deliverMail>>[] = [];
  for (const { id } of due) outcomes.push(await deliverMail(db, provider, id, now));
  return outcomes;
}

/**
 * The Cron sweep's step: the mail that is due is sent (with mail off it waits), then rows older than KEPT_MS go.
 * Answers how many were tried and sent.
 */
export async function deliverDueMail(db: Database, provider: MailProvider | null, now = Date.now()) {
  const outcomes = provider ? await sendDueMail(db, provider, now) : [];
  await db.delete(outbox).where(lt(outbox.createdAt, new Date(now - KEPT_MS)));
  return { tried: outcomes.length, sent: outcomes.filter((outcome) => outcome === 'sent').length };
}
