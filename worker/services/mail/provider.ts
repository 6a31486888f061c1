import type { MailProviderName } from '#schema/mail.ts';
import type { Bindings } from '#worker/env.ts';

/** One message as every provider takes it: plain text plus a simple HTML version of the same. */
export type MailMessage = { to: string; subject: string; text: string; html: string };

/** Sends one message; rejects with the provider's reason when it was not accepted (the outbox retries it). */
export type MailProvider = { name: MailProviderName; send: (message: MailMessage) => Promise<void> };

export type MailSettings = Pick<Partial<Bindings>, 'MAIL_PROVIDER' | 'MAIL_FROM' | 'RESEND_API_KEY' | 'MAIL'>;
