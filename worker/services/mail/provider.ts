import { MAIL_PROVIDERS, type MailProviderName } from '#schema/mail.ts';
import type { Bindings } from '#worker/env.ts';
import { resendProvider } from './resend.ts';
import { sendEmailBindingProvider } from './send-email-binding.ts';

/** One message as every provider takes it: plain text plus a simple HTML version of the same. */
export type MailMessage = { to: string; subject: string; text: string; html: string };

/** Sends one message; rejects with the provider's reason when it was not accepted (the outbox retries it). */
export type MailProvider = { name: MailProviderName; send: (message: MailMessage) => Promise<void> };

export type MailSettings = Pick<Partial<Bindings>, 'MAIL_PROVIDER' | 'MAIL_FROM' | 'RESEND_API_KEY' | 'MAIL'>;

const isProviderName = (value: unknown): value is MailProviderName =>
  typeof value === 'string' && (MAIL_PROVIDERS as readonly string[]).includes(value);

/**
 * The provider MAIL_PROVIDER names, with what it needs (README, "Mail"); null, mail off, when it names none or a
 * setting it needs is missing. `fetcher` is what an HTTP provider calls.
 */
export function mailProviderOf(env: MailSettings, fetcher: typeof fetch = fetch): MailProvider | null {
  const name = env.MAIL_PROVIDER;
  const from = env.MAIL_FROM?.trim();
  if (!isProviderName(name) || !from) return null;
  if (name === 'send_email') return env.MAIL ? sendEmailBindingProvider(env.MAIL, from) : null;
  return env.RESEND_API_KEY ? resendProvider(env.RESEND_API_KEY, from, fetcher) : null;
}
