import { html } from 'hono/html';
import type { OrderReceipt } from '#schema/orders-api.ts';
import { directionOf, type LanguageCode } from '#schema/catalog.ts';
import { formatMoney, formatUsd } from '#schema/money.ts';
import { lineAmount, rateTexts } from '#schema/receipt-amounts.ts';
import type { MailMessage } from '#worker/services/mail/provider.ts';
import { mailTranslator, type Translate } from '#worker/services/mail/texts.ts';

type ReceiptMail = Omit<MailMessage, 'to'>;

/** The order's short number, as the receipt page shows it. */
export const shortId = (id: string) => id.split('-')[0] ?? id;

const dateTime = (iso: string, language: LanguageCode) =>
  `${new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(new Date(iso))} UTC`;

/** The payment as the shared receipt shows it: the method and an M-Pesa receipt number, never card data. */
function paymentLine(receipt: OrderReceipt, t: Translate): string {
  if (receipt.paymentMethod === 'visa') return t('receipt.cardUnknown');
  const number = receipt.payment?.receiptNumber;
  return number ? t('receipt.mpesaReceipt', { number }) : t('receipt.mpesa');
}

/** Everything both versions say, in order, already translated. */
function contents(receipt: OrderReceipt, link: string | null, language: LanguageCode, t: Translate) {
  const money = (amount: number) => formatMoney(amount, receipt.currency, language);
  const shop = t('brand.name');
  const { rate, kesRate } = rateTexts(receipt, language);
  return {
    shop,
    subject: t('mail.receipt.subject', { shop, id: shortId(receipt.id) }),
    intro: t('mail.receipt.intro', { shop }),
    order: t('receipt.order', { id: shortId(receipt.id) }),
    placed: t('receipt.placed', { date: dateTime(receipt.createdAt, language) }),
    status: t(`receipt.status.${receipt.status}`),
    lines: receipt.lines.map((line) => ({ text: `${line.quantity} × ${line.name}`, amount: money(lineAmount(receipt, line)) })),
    total: t('receipt.total', { amount: money(receipt.totalAmount) }),
    inUsd: receipt.currency === 'USD' ? null : t('receipt.inUsd', { amount: formatUsd(receipt.originalAmount, language) }),
    rates: [rate, kesRate].flatMap((line) => (line ? [t(line.key, line.values)] : [])),
    payment: `${t('receipt.method')}: ${paymentLine(receipt, t)}`,
    linkIntro: t('mail.receipt.link'),
    link,
    privacy: t('mail.receipt.private'),
  };
}

type Contents = ReturnType<typeof contents>;

function plainText(c: Contents): string {
  return [
    c.intro,
    '',
    `${c.order} · ${c.status}`,
    c.placed,
    '',
    ...c.lines.map((line) => `${line.text}: ${line.amount}`),
    '',
    c.total,
    ...(c.inUsd ? [c.inUsd] : []),
    ...c.rates,
    c.payment,
    ...(c.link ? ['', c.linkIntro, c.link, c.privacy] : []),
    '',
    c.shop,
  ].join('\n');
}

/** Simple HTML: one column, inline styles only (mail clients drop stylesheets), every value escaped. */
function htmlVersion(c: Contents, language: LanguageCode): string {
  const cell = 'padding:4px 0;border-bottom:1px solid #eee';
  return String(
    html`<!doctype html>
      <html lang="${language}" dir="${directionOf(language)}">
        <body style="font-family:Arial,sans-serif;color:#222;max-width:560px;margin:0 auto;padding:16px">
          <p style="font-weight:bold;color:#5b2a86">${c.shop}</p>
          <p>${c.intro}</p>
          <h1 style="font-size:20px;margin:16px 0 4px">${c.order}</h1>
          <p style="margin:0;color:#555">${c.placed} · ${c.status}</p>
          <table style="width:100%;border-collapse:collapse;margin:16px 0" role="presentation">
            ${c.lines.map(
              (line) =>
                html`<tr>
                  <td style="${cell}">${line.text}</td>
                  <td style="${cell};text-align:end">${line.amount}</td>
                </tr>`,
            )}
          </table>
          <p style="font-weight:bold;margin:0">${c.total}</p>
          ${c.inUsd ? html`<p style="margin:0;color:#555">${c.inUsd}</p>` : ''}
          ${c.rates.map((line) => html`<p style="margin:0;color:#555">${line}</p>`)}
          <p>${c.payment}</p>
          ${
            c.link
              ? html`<p><a href="${c.link}">${c.linkIntro}</a></p>
                  <p style="color:#555;font-size:13px">${c.privacy}</p>`
              : ''
          }
        </body>
      </html>`,
  );
}

/** The receipt as a message in `language`: subject, plain text and HTML, with its private link (absolute) if any. */
export async function receiptMail(receipt: OrderReceipt, link: string | null, language: LanguageCode): Promise<ReceiptMail> {
  const c = contents(receipt, link, language, await mailTranslator(language));
  return { subject: c.subject, text: plainText(c), html: htmlVersion(c, language) };
}
