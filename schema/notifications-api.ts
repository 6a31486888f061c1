/** Staff notifications (docs/product.md, "Account"): what each person chooses to be mailed about, and in which language. */
import * as v from 'valibot';
import { LANGUAGE_CODES } from './catalog.ts';
import { emailField } from './fields.ts';

/** PUT /api/admin/account/notifications: where to, in which language, and which of the three notices. */
export const NotificationChoicesSchema = v.pipe(
  v.strictObject({
    email: v.nullable(emailField),
    language: v.picklist(LANGUAGE_CODES, 'is not a language of the shop'),
    paidOrders: v.boolean('must be true or false'),
    attention: v.boolean('must be true or false'),
    wholesale: v.boolean('must be true or false'),
  }),
  v.forward(
    v.check((choices) => choices.email !== null || !(choices.paidOrders || choices.attention || choices.wholesale), 'is needed to send to'),
    ['email'],
  ),
);
export type NotificationChoices = v.InferOutput<typeof NotificationChoicesSchema>;

/** GET /api/admin/account/notifications: the person's choices, and whether the shop sends mail at all (README, "Mail"). */
export type NotificationSettings = NotificationChoices & { mailOn: boolean };
