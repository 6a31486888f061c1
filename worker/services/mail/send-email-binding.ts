import type { MailMessage, MailProvider } from './provider.ts';

/**
 * Cloudflare's send_email binding (wrangler.jsonc `MAIL`), given the message as text and HTML: the binding builds
 * the MIME itself. On Cloudflare it delivers to verified destination addresses; locally Miniflare writes each
 * message's text and HTML to files and logs where (README, "Mail").
 */
export const sendEmailBindingProvider = (binding: SendEmail, from: string): MailProvider => ({
  name: 'send_email',
  send: async ({ to, subject, text, html }: MailMessage) => {
    await binding.send({ from, to, subject, text, html });
  },
});
