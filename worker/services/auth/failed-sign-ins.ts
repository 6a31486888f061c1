/**
 * Refused sign-ins, kept apart from the staff audit log so that anyone's tries never push staff actions out
 * of it; staff read them in the admin area's Failed sign-ins tab. The sweep keeps only the newest
 * FAILED_SIGN_INS_KEPT (worker/services/sweep/storage-sweep.ts).
 */
import { desc, lt } from 'drizzle-orm';
import type { FailedSignInPage } from '#schema/audit-api.ts';
import type { FailedSignInReason } from '#schema/catalog.ts';
import { failedSignIns } from '#schema/tables.ts';
import type { Database } from '#worker/env.ts';
import type { Result } from '#worker/services/result.ts';
import { pageNewestFirst } from '#worker/services/newest-first.ts';
import { log } from '#worker/lib/log.ts';

/** Why a sign-in answer is a failed sign-in, or null when it is not one (a success, or the prompt for a code). */
export function failedSignInReason(result: Result<unknown>): FailedSignInReason | null {
  if (result.ok) return null;
  if (result.code === 'invalid_credentials') return 'wrong_credentials';
  return result.code === 'rate_limited' ? 'throttled' : null;
}

/** Like the audit log, this record never costs the caller an answer: a failed write is logged and the call goes on. */
export async function recordFailedSignIn(
  db: Database,
  entry: { clientAddress: string; usernameTried: string; reason: FailedSignInReason },
): Promise<void> {
  try {
    await db.insert(failedSignIns).values(entry);
  } catch (error) {
    log.error('auth.failed_sign_in_not_recorded', { error });
  }
}

/** The failed sign-ins newest first, one page after `cursor`. */
export async function listFailedSignIns(db: Database, page: { limit: number; cursor?: number }): Promise<FailedSignInPage> {
  return pageNewestFirst(page, (before, count) =>
    db
      .select()
      .from(failedSignIns)
      .where(before === undefined ? undefined : lt(failedSignIns.id, before))
      .orderBy(desc(failedSignIns.id))
      .limit(count),
  );
}
