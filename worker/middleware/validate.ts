import { vValidator } from '@hono/valibot-validator';
import type { ValidationTargets } from 'hono';
import type { GenericSchema } from 'valibot';
import { describeIssues } from '#schema/api.ts';

/** valibot at the edge of the Worker: a failure answers 400 `{ error }` naming the first bad field. */
export const validate = <Target extends keyof ValidationTargets, Schema extends GenericSchema>(
  target: Target,
  schema: Schema,
) =>
  vValidator(target, schema, (result, c) => {
    if (!result.success) return c.json({ error: describeIssues(result.issues) }, 400);
  });
