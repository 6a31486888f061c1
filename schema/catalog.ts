/** Product categories (docs/product.md §3): filter id -> the English display name lives in the locale files. */
export const PRODUCT_CATEGORIES = ['healing', 'birthstone', 'rare', 'crystal', 'tumbled', 'jewelry', 'decorative', 'collection'] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];

/** The four groups the landing page's quick tiles and mobile menu show. */
export const FEATURED_PRODUCT_CATEGORIES = ['healing', 'birthstone', 'rare', 'crystal'] as const;

/** Gallery image categories (docs/product.md §2's gallery filter, without 'all'). */
export const GALLERY_CATEGORIES = [
  'gemstone',
  'crystal',
  'healing',
  'birthstone',
  'rare',
  'raw',
  'tumbled',
  'jewelry',
  'decorative',
  'collection',
] as const;
export type GalleryCategory = (typeof GALLERY_CATEGORIES)[number];

export const isGalleryCategory = (value: string): value is GalleryCategory => (GALLERY_CATEGORIES as readonly string[]).includes(value);

export const CURRENCY_CODES = ['USD', 'EUR', 'GBP', 'JPY', 'CAD', 'AUD', 'CHF', 'CNY', 'INR', 'SGD', 'HKD', 'SEK', 'NOK', 'DKK'] as const;
export type CurrencyCode = (typeof CURRENCY_CODES)[number];

/** docs/product.md §9: units per 1 USD when the live rates cannot be had. */
export const FALLBACK_RATES: Readonly<Record<CurrencyCode, number>> = {
  USD: 1,
  EUR: 0.85,
  GBP: 0.73,
  JPY: 110,
  CAD: 1.25,
  AUD: 1.35,
  CHF: 0.92,
  CNY: 6.45,
  INR: 74.5,
  SGD: 1.35,
  HKD: 7.75,
  SEK: 8.75,
  NOK: 8.65,
  DKK: 6.35,
};

export const PAYMENT_METHODS = ['visa', 'mpesa'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const ORDER_STATUSES = ['pending', 'paid', 'failed'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const PAYMENT_STATUSES = ['pending', 'succeeded', 'failed'] as const;

/**
 * What became of a payment that succeeded after its order had failed and its stock was sold again (docs/design.md §5):
 * refunded through the provider (Stripe), or on the staff "Needs attention" list (M-Pesa, or a refund that failed) until
 * staff resolve it as refunded outside the shop or fulfilled.
 */
export const LATE_PAYMENT_OUTCOMES = ['refunded', 'needs_attention', 'refunded_outside', 'fulfilled'] as const;
export type LatePaymentOutcome = (typeof LATE_PAYMENT_OUTCOMES)[number];
export const ATTENTION_RESOLUTIONS = ['refunded_outside', 'fulfilled'] as const;
export type AttentionResolution = (typeof ATTENTION_RESOLUTIONS)[number];

/**
 * Why a sign-in was refused: `wrong_credentials` (checked and wrong: username, password or code) or
 * `throttled` (refused unchecked, too many tries). The web translates each (admin.failedSignIns.reasons.<reason>).
 */
export const FAILED_SIGN_IN_REASONS = ['wrong_credentials', 'throttled'] as const;
export type FailedSignInReason = (typeof FAILED_SIGN_IN_REASONS)[number];

/** Where staff stand with a wholesale application: not yet looked at, or their answer to it. */
export const WHOLESALE_STATUSES = ['new', 'approved', 'declined'] as const;
export type WholesaleStatus = (typeof WHOLESALE_STATUSES)[number];

export const LANGUAGE_CODES = ['en', 'no', 'sw', 'af', 'zu', 'fr', 'de', 'es', 'pt', 'ar', 'zh', 'ja', 'hi', 'ru'] as const;
export type LanguageCode = (typeof LANGUAGE_CODES)[number];

export const isLanguageCode = (value: unknown): value is LanguageCode =>
  typeof value === 'string' && (LANGUAGE_CODES as readonly string[]).includes(value);

/** Arabic reads right to left; the other languages left to right. */
export const directionOf = (language: string): 'rtl' | 'ltr' => (language === 'ar' ? 'rtl' : 'ltr');

/**
 * The first of `tags` (a browser's language list, or Accept-Language's entries) that we have, by its
 * prefix; Norwegian Bokmål and Nynorsk are 'no'.
 */
export function supportedLanguageOf(tags: readonly string[]): LanguageCode | null {
  for (const tag of tags) {
    const prefix = tag.trim().toLowerCase().split(/[-_;]/)[0] ?? '';
    const code = prefix === 'nb' || prefix === 'nn' ? 'no' : prefix;
    if (isLanguageCode(code)) return code;
  }
  return null;
}
