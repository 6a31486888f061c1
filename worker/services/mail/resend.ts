import type { MailMessage, MailProvider } from './provider.ts';

/** Resend's send endpoint (https://resend.com/docs/api-reference/emails/send-email). */
export const RESEND_API_URL = 'https://api.resend.com/emails';

/** How long a send may take before it counts as failed (and is retried by the sweep). */
const TIMEOUT_MS = 10_000;

/** The HTTP provider: Resend, with an API key; any answer but 2xx is a failed send, with Resend's own words. */
export const resendProvider = (apiKey: string, from: string, fetcher: typeof fetch): MailProvider => ({
  name: 'resend',
  send: async ({ to, subject, text, html }: MailMessage) => {
    const answer = await fetcher(RESEND_API_URL, {
      method: 'POST',
      headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ from, to: [to], subject, text, html }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!answer.ok) throw new Error(`Resend answered ${answer.status}: ${(await answer.text()).slice(0, 200)}`);
  },
});
