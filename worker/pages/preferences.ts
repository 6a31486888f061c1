import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { serialize } from 'hono/utils/cookie';
import { isCurrencyCode } from '#schema/rates-api.ts';
import { isLanguageCode, supportedLanguageOf, type CurrencyCode, type LanguageCode } from '#schema/catalog.ts';
import { PREFERENCE_COOKIES } from '#schema/pages.ts';
import { LANGUAGE_PARAMETER } from './head-tags.ts';

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

/** The language the address names (`?lang=fr`), if it is one the shop speaks. */
export function languageInAddress(c: Context): LanguageCode | undefined {
  const named = c.req.query(LANGUAGE_PARAMETER);
  return isLanguageCode(named) ? named : undefined;
}

/**
 * docs/product.md §4 on the server: the language the address names, else the stored choice (its cookie),
 * else the browser's languages, else English.
 */
export function languageOf(c: Context): LanguageCode {
  const named = languageInAddress(c);
  if (named) return named;
  const chosen = getCookie(c, PREFERENCE_COOKIES.language);
  if (isLanguageCode(chosen)) return chosen;
  return supportedLanguageOf(acceptedLanguages(c.req.header('accept-language'))) ?? 'en';
}

/** The stored currency (its cookie), else USD. */
export function currencyOf(c: Context): CurrencyCode {
  const chosen = getCookie(c, PREFERENCE_COOKIES.currency) ?? '';
  return isCurrencyCode(chosen) ? chosen : 'USD';
}

/** The cookie that stores a language the address named, as the picker's does (web/lib/preference-cookie.ts). */
export const languageCookie = (language: LanguageCode) =>
  serialize(PREFERENCE_COOKIES.language, language, { path: '/', maxAge: 365 * 24 * 60 * 60, sameSite: 'Lax' });
