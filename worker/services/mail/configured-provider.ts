import { MAIL_PROVIDERS, type MailProviderName } from '#schema/mail.ts';
import type { MailProvider, MailSettings } from './provider.ts';
import { resendProvider } from './resend.ts';
import { sendEmailBindingProvider } from './send-email-binding.ts';

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
