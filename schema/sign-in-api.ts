/** Staff sign-in (POST /api/admin/login). */
import * as v from 'valibot';

export const LoginSchema = v.object({
  username: v.pipe(v.string('is required'), v.trim(), v.nonEmpty('is required'), v.maxLength(100, 'is too long')),
  password: v.pipe(v.string('is required'), v.nonEmpty('is required'), v.maxLength(200, 'is too long')),
  /** The authenticator app's code, asked for when staff sign-in has a second factor; empty means not given. */
  code: v.optional(v.pipe(v.string(), v.trim(), v.regex(/^(\d{6})?$/, 'must be the 6-digit code'))),
});
export type LoginInput = v.InferInput<typeof LoginSchema>;
