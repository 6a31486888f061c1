import { eq } from 'drizzle-orm';
import type { NotificationChoices } from '#schema/notifications-api.ts';
import { staffMembers } from '#schema/tables.ts';
import type { Database } from '#worker/env.ts';

const choiceColumns = {
  email: staffMembers.email,
  language: staffMembers.language,
  paidOrders: staffMembers.notifyPaidOrders,
  attention: staffMembers.notifyAttention,
  wholesale: staffMembers.notifyWholesale,
};

/** What the signed-in person chose to be mailed about, where to and in which language. */
export async function readChoices(db: Database, staffId: number): Promise<NotificationChoices> {
  const [row] = await db.select(choiceColumns).from(staffMembers).where(eq(staffMembers.id, staffId));
  if (!row) throw new Error('the signed-in staff member has no row');
  return row;
}

/** Saves them; the language is also what any other staff mail to them is written in. */
export async function saveChoices(db: Database, staffId: number, choices: NotificationChoices): Promise<NotificationChoices> {
  const [row] = await db
    .update(staffMembers)
    .set({
      email: choices.email,
      language: choices.language,
      notifyPaidOrders: choices.paidOrders,
      notifyAttention: choices.attention,
      notifyWholesale: choices.wholesale,
    })
    .where(eq(staffMembers.id, staffId))
    .returning(choiceColumns);
  if (!row) throw new Error('the signed-in staff member has no row');
  return row;
}
