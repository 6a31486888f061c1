/** The outbox's vocabulary (schema/tables.ts `outbox`, worker/services/mail/). */

/** What a message is: a shopper's receipt, or a staff notification (services/notifications/). */
export const MAIL_KINDS = ['receipt', 'order_paid', 'order_attention', 'wholesale_application'] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/** `pending` until sent; `failed` once MAIL_MAX_ATTEMPTS tries have failed (the sweep gives up). */
export const MAIL_STATUSES = ['pending', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/** The mail providers the Worker can send through (README, "Mail"); MAIL_PROVIDER unset: mail is off. */
export const MAIL_PROVIDERS = ['send_email', 'resend'] as const;
export type MailProviderName = (typeof MAIL_PROVIDERS)[number];
