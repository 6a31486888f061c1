import { and, eq, isNotNull } from 'drizzle-orm';
import type { LanguageCode } from '#schema/catalog.ts';
import { staffMembers } from '#schema/tables.ts';
import type { Database } from '#worker/env.ts';

/** What staff can choose to be mailed about (their Account page). */
export type NoticeTopic = 'paidOrders' | 'attention' | 'wholesale';

export type Recipient = { email: string; language: LanguageCode };

const choiceOf = {
  paidOrders: staffMembers.notifyPaidOrders,
  attention: staffMembers.notifyAttention,
  wholesale: staffMembers.notifyWholesale,
} as const;

/** The active staff who chose `topic` and have an address, each with the language their mail is written in. */
export async function recipientsOf(db: Database, topic: NoticeTopic): Promise<Recipient[]> {
  const rows = await db
    .select({ email: staffMembers.email, language: staffMembers.language })
    .from(staffMembers)
    .where(and(eq(choiceOf[topic], true), eq(staffMembers.active, true), isNotNull(staffMembers.email)));
  return rows.flatMap(({ email, language }) => (email ? [{ email, language }] : []));
}
