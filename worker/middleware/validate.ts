import { vValidator } from '@hono/valibot-validator';
import type { ValidationTargets } from 'hono';
import type { GenericSchema } from 'valibot';
import { describeIssues, issueField } from '#schema/issues.ts';
import { fail } from '#worker/services/result.ts';
import { refuse } from './errors.ts';

/** valibot at the edge of the Worker: a failure answers 400 `invalid_input`, naming the first bad field. */
export const validate = <Target extends keyof ValidationTargets, Schema extends GenericSchema>(target: Target, schema: Schema) =>
  vValidator(target, schema, (result, c) => {
    if (!result.success) return refuse(c, fail('invalid_input', describeIssues(result.issues), { field: issueField(result.issues) }));
  });
