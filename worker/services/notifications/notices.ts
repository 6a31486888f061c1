import { sql, type SQL } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type { MailKind } from '#schema/mail.ts';
import { outbox } from '#schema/tables.ts';
import type { Database } from '#worker/env.ts';
import { noticeMail, type NoticeWriter } from './notice-mail.ts';
import { recipientsOf, type NoticeTopic } from './recipients.ts';

export type NoticeStatement = BatchItem<'sqlite'>;

export type Notice = { topic: NoticeTopic; kind: MailKind; ref: string; write: NoticeWriter };

/**
 * The outbox rows of one notice to everyone who chose its topic, each in their own language, as statements to run in
 * the same batch as the event's own write: a row is written only when `when` holds as the batch runs (the order did
 * just become paid), and the sweep sends it and retries a failed send (services/mail/outbox.ts), so a provider never
 * blocks or fails the event. None when nobody chose the topic.
 */
export async function noticeStatements(db: Database, notice: Notice, when: SQL, now = Date.now()): Promise<NoticeStatement[]> {
  const recipients = await recipientsOf(db, notice.topic);
  const written = new Map(
    await Promise.all(
      [...new Set(recipients.map((r) => r.language))].map(
        async (language) => [language, await noticeMail(notice.write, language)] as const,
      ),
    ),
  );
  return recipients.map(({ email, language }) => {
    const mail = written.get(language)!;
    // Every column in the table's order (drizzle's INSERT ... SELECT names them all): the id is the table's own.
    return db
      .insert(outbox)
      .select(
        sql`SELECT NULL, ${notice.kind}, ${email}, ${mail.subject}, ${mail.text}, ${mail.html}, ${notice.ref}, 'pending', 0, ${now}, NULL, NULL, ${now} WHERE ${when}`,
      );
  });
}

/** Runs notice statements on their own, for an event whose write is already done. */
export async function writeNotices(db: Database, statements: NoticeStatement[]): Promise<void> {
  const [first, ...rest] = statements;
  if (first) await db.batch([first, ...rest]);
}

/** A batch of the notices, then `write`: for a write whose change the notices' condition must see before it. */
export function noticesThen(notices: NoticeStatement[], write: BatchItem<'sqlite'>): [BatchItem<'sqlite'>, ...BatchItem<'sqlite'>[]] {
  const [first, ...rest] = notices;
  return first ? [first, ...rest, write] : [write];
}
