import { html, raw } from 'hono/html';
import { LANGUAGE_CODES, type LanguageCode } from '#schema/catalog.ts';
import { LANGUAGE_PARAMETER, type PageHead } from '#schema/pages.ts';

/** JSON that is safe inside a <script> element: no `</script>`, no `<!--`. */
export const scriptSafeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

type HeadContext = {
  origin: string;
  language: LanguageCode;
  /** True when the address named the language (`?lang=xx`): the canonical address then keeps it. */
  languageInAddress: boolean;
};

const addressIn = (origin: string, path: string, language?: LanguageCode) =>
  `${origin}${path}${language ? `${path.includes('?') ? '&' : '?'}${LANGUAGE_PARAMETER}=${language}` : ''}`;

/** One address per language and x-default (the address without `?lang`, which follows the visitor's choice). */
function languageAlternates(origin: string, path: string) {
  const alternates = LANGUAGE_CODES.map(
    (code) => html`<link rel="alternate" hreflang="${code}" href="${addressIn(origin, path, code)}" />`,
  );
  return [...alternates, html`<link rel="alternate" hreflang="x-default" href="${addressIn(origin, path)}" />`];
}

/** Open Graph and Twitter card tags: what a link pasted into a chat shows. */
function previewTags(head: PageHead, canonical: string) {
  return [
    html`<meta property="og:type" content="${head.type}" />`,
    html`<meta property="og:site_name" content="${head.siteName}" />`,
    html`<meta property="og:title" content="${head.title}" />`,
    html`<meta property="og:description" content="${head.description}" />`,
    html`<meta property="og:url" content="${canonical}" />`,
    head.image ? html`<meta property="og:image" content="${head.image}" />` : '',
    head.price ? html`<meta property="product:price:amount" content="${head.price.amount}" />` : '',
    head.price ? html`<meta property="product:price:currency" content="${head.price.currency}" />` : '',
    html`<meta name="twitter:card" content="${head.image ? 'summary_large_image' : 'summary'}" />`,
    html`<meta name="twitter:title" content="${head.title}" />`,
    html`<meta name="twitter:description" content="${head.description}" />`,
    head.image ? html`<meta name="twitter:image" content="${head.image}" />` : '',
  ];
}

/**
 * The tags a page adds to its <head>, escaped: canonical, language alternates, link previews and JSON-LD.
 * JSON-LD is a data block, never run, so the Content-Security-Policy (scripts from the shop only) allows it.
 */
export function headTags(head: PageHead, context: HeadContext): string {
  const canonical = addressIn(context.origin, head.path, context.languageInAddress ? context.language : undefined);
  const tags = [
    head.noindex ? html`<meta name="robots" content="${head.noindex === 'follow' ? 'noindex, follow' : 'noindex'}" />` : '',
    html`<link rel="canonical" href="${canonical}" />`,
    ...languageAlternates(context.origin, head.path),
    ...previewTags(head, canonical),
    ...head.structuredData.map(
      (data) =>
        html`<script type="application/ld+json">
          ${raw(scriptSafeJson(data))}
        </script>`,
    ),
  ];
  return tags.map(String).join('');
}
