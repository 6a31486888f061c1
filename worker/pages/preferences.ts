import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { isCurrencyCode } from '#schema/api.ts';
import { isLanguageCode, supportedLanguageOf, type CurrencyCode, type LanguageCode } from '#schema/catalog.ts';
import { PREFERENCE_COOKIES } from '#schema/pages.ts';

/** The entries of an Accept-Language header, most wanted first. */
export function acceptedLanguages(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((entry, index) => {
      const [tag = '', ...parameters] = entry.trim().split(';');
      const quality = Number(
        parameters
          .find((parameter) => parameter.trim().startsWith('q='))
          ?.trim()
          .slice(2) ?? '1',
      );
      return { tag, quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((entry) => entry.tag !== '' && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map((entry) => entry.tag);
}

/** docs/product.md §4 on the server: the stored choice (its cookie), else the browser's languages, else English. */
export function languageOf(c: Context): LanguageCode {
  const chosen = getCookie(c, PREFERENCE_COOKIES.language);
  if (isLanguageCode(chosen)) return chosen;
  return supportedLanguageOf(acceptedLanguages(c.req.header('accept-language'))) ?? 'en';
}

/** The stored currency (its cookie), else USD. */
export function currencyOf(c: Context): CurrencyCode {
  const chosen = getCookie(c, PREFERENCE_COOKIES.currency) ?? '';
  return isCurrencyCode(chosen) ? chosen : 'USD';
}
