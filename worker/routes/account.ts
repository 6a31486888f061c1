import { Hono } from 'hono';
import { NotificationChoicesSchema, type NotificationSettings } from '#schema/notifications-api.ts';
import { SecondFactorSchema } from '#schema/staff-api.ts';
import { refuse } from '#worker/middleware/errors.ts';
import type { AdminEnv } from '#worker/env.ts';
import { validate } from '#worker/middleware/validate.ts';
import { codeMatchesSecret, newTotpSecret } from '#worker/services/auth/totp.ts';
import { fail } from '#worker/services/result.ts';
import { setOwnSecondFactor } from '#worker/services/staff/members.ts';
import { mailProviderOf } from '#worker/services/mail/configured-provider.ts';
import { readChoices, saveChoices } from '#worker/services/notifications/choices.ts';

/** /api/admin/account: what every signed-in person does for themselves (docs/product.md, "Account"). */
export const accountRoutes = new Hono<AdminEnv>()
  // A read that changes nothing: a fresh secret to scan; it is kept only once a code of it is sent back below.
  .get('/new-totp-secret', (c) => c.json({ secret: newTotpSecret() }, 200))
  .put('/second-factor', validate('json', SecondFactorSchema), async (c) => {
    const { totpSecret, code } = c.req.valid('json');
    if (!(await codeMatchesSecret(totpSecret, code))) {
      return refuse(c, fail('totp_code_wrong', 'That code is not the current one of this secret'));
    }
    await setOwnSecondFactor(c.var.db, c.var.staff.id, totpSecret);
    return c.json({ ...c.var.staff, hasSecondFactor: true }, 200);
  })
  .get('/notifications', async (c) => {
    const choices = await readChoices(c.var.db, c.var.staff.id);
    return c.json({ ...choices, mailOn: mailProviderOf(c.env) !== null } satisfies NotificationSettings, 200);
  })
  .put('/notifications', validate('json', NotificationChoicesSchema), async (c) => {
    const choices = await saveChoices(c.var.db, c.var.staff.id, c.req.valid('json'));
    return c.json({ ...choices, mailOn: mailProviderOf(c.env) !== null } satisfies NotificationSettings, 200);
  });
