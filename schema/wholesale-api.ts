/** Wholesale applications (docs/product.md §5): what the form sends and what staff read. */
import * as v from 'valibot';
import { emailField, phoneField } from './fields.ts';
import type { AsJson, wholesaleApplications } from './tables.ts';
import { optionalText, requiredText } from './text.ts';

export type WholesaleApplication = AsJson<typeof wholesaleApplications.$inferSelect>;

export const WholesaleApplicationSchema = v.object({
  businessName: requiredText(200),
  contactName: requiredText(120),
  email: emailField,
  phone: phoneField,
  businessType: requiredText(100),
  taxId: optionalText(64),
  message: optionalText(2000),
  /**
   * The honeypot: a field people never see (the form hides it from eyes and screen readers) that form-filling
   * bots fill in. A filled one is answered as if accepted, and nothing is stored (docs/design.md §12).
   */
  website: v.optional(v.pipe(v.string(), v.maxLength(200, 'is too long'))),
});
export type WholesaleApplicationInput = v.InferInput<typeof WholesaleApplicationSchema>;

export type WholesaleApplicationData = v.InferOutput<typeof WholesaleApplicationSchema>;
