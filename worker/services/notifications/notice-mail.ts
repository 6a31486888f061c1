import { html } from 'hono/html';
import { directionOf, type LanguageCode } from '#schema/catalog.ts';
import type { MailMessage } from '#worker/services/mail/provider.ts';
import { mailTranslator, type Translate } from '#worker/services/mail/texts.ts';

export type NoticeMail = Omit<MailMessage, 'to'>;

/** A notice's words: a subject, an opening line, then label/value facts and free lines, already translated. */
export type NoticeContents = { subject: string; intro: string; facts: { label: string; value: string }[]; notes: string[] };

/** Composes a notice in one language from `t`; each kind of notice has its own (services/notifications/notices.ts). */
export type NoticeWriter = (t: Translate, language: LanguageCode) => NoticeContents;

function plainText(c: NoticeContents, shop: string, footer: string): string {
  return [
    c.intro,
    '',
    ...c.facts.map((fact) => `${fact.label}: ${fact.value}`),
    ...c.notes.flatMap((note) => ['', note]),
    '',
    '—',
    footer,
    shop,
  ].join('\n');
}

/** Simple HTML: one column, inline styles only, every value escaped (it holds what shoppers typed). */
function htmlVersion(c: NoticeContents, shop: string, footer: string, language: LanguageCode): string {
  const cell = 'padding:4px 8px 4px 0;border-bottom:1px solid #eee;vertical-align:top';
  return String(
    html`<!doctype html>
      <html lang="${language}" dir="${directionOf(language)}">
        <body style="font-family:Arial,sans-serif;color:#222;max-width:560px;margin:0 auto;padding:16px">
          <p style="font-weight:bold;color:#5b2a86">${shop}</p>
          <p>${c.intro}</p>
          <table style="border-collapse:collapse;margin:12px 0" role="presentation">
            ${c.facts.map(
              (fact) =>
                html`<tr>
                  <th style="${cell};text-align:start;color:#555;font-weight:normal">${fact.label}</th>
                  <td style="${cell}">${fact.value}</td>
                </tr>`,
            )}
          </table>
          ${c.notes.map((note) => html`<p>${note}</p>`)}
          <p style="color:#555;font-size:13px">${footer}</p>
        </body>
      </html>`,
  );
}

/** The notice `write` composes, in `language`: subject, plain text and HTML. */
export async function noticeMail(write: NoticeWriter, language: LanguageCode): Promise<NoticeMail> {
  const t = await mailTranslator(language);
  const shop = t('brand.name');
  const contents = write(t, language);
  const footer = t('mail.notice.footer', { shop });
  return { subject: contents.subject, text: plainText(contents, shop, footer), html: htmlVersion(contents, shop, footer, language) };
}
