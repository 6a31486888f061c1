import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { languageDetector } from 'hono/language';
import { serialize } from 'hono/utils/cookie';
import { isCurrencyCode } from '#schema/rates-api.ts';
import { LANGUAGE_CODES, isLanguageCode, supportedLanguageOf, type CurrencyCode, type LanguageCode } from '#schema/catalog.ts';
import { LANGUAGE_PARAMETER, PREFERENCE_COOKIES } from '#schema/pages.ts';

/**
 * The browser's languages (Accept-Language), read by Hono's languageDetector: most wanted first, each tag taken
 * as the web app takes navigator.languages (supportedLanguageOf: by its prefix, Norwegian Bokmål and Nynorsk as
 * 'no'), English when the shop speaks none. The address and the cookie are read below, exactly as the browser's
 * i18n reads them, so the page and its hydration agree (docs/decisions/008).
 */
export const browserLanguage = languageDetector({
  order: ['header'],
  caches: false,
  supportedLanguages: [...LANGUAGE_CODES],
  fallbackLanguage: 'en',
  convertDetectedLanguage: (tag) => supportedLanguageOf([tag]) ?? tag,
});

/** The language the address names (`?lang=fr`), if it is one the shop speaks. */
export function languageInAddress(c: Context): LanguageCode | undefined {
  const named = c.req.query(LANGUAGE_PARAMETER);
  return isLanguageCode(named) ? named : undefined;
}

/**
 * docs/product.md §4 on the server: the language the address names, else the stored choice (its cookie),
 * else the browser's languages (browserLanguage, which ran before), else English.
 */
export function languageOf(c: Context): LanguageCode {
  const named = languageInAddress(c);
  if (named) return named;
  const chosen = getCookie(c, PREFERENCE_COOKIES.language);
  if (isLanguageCode(chosen)) return chosen;
  const detected = c.get('language');
  return isLanguageCode(detected) ? detected : 'en';
}

/** The stored currency (its cookie), else USD. */
export function currencyOf(c: Context): CurrencyCode {
  const chosen = getCookie(c, PREFERENCE_COOKIES.currency) ?? '';
  return isCurrencyCode(chosen) ? chosen : 'USD';
}

/** The cookie that stores a language the address named, as the picker's does (web/lib/preference-cookie.ts). */
export const languageCookie = (language: LanguageCode) =>
  serialize(PREFERENCE_COOKIES.language, language, { path: '/', maxAge: 365 * 24 * 60 * 60, sameSite: 'Lax' });
