/** The text of every 400 answer, made from valibot's issues. */
import type * as v from 'valibot';

/** "<field>: <message>" for the first problem, the text of every 400 answer. */
export function describeIssues(issues: readonly v.BaseIssue<unknown>[]): string {
  const first = issues[0];
  if (!first) return 'Invalid input';
  const path = issueField(issues);
  // valibot's own text for an absent key ("Invalid key: Expected ... but received undefined") says less.
  const message = first.received === 'undefined' ? 'is required' : first.message;
  return path ? `${path}: ${message}` : message;
}

/** The dotted path of the first bad field ('' when the whole value is wrong). */
export function issueField(issues: readonly v.BaseIssue<unknown>[]): string {
  return issues[0]?.path?.map((item) => String(item.key)).join('.') ?? '';
}
