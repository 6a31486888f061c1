import type { QueryClient } from '@tanstack/react-query';
import type { RegisteredRouter } from '@tanstack/react-router';
import type { i18n as I18n } from 'i18next';
import type { Certificate } from '#schema/certificates-api.ts';
import type { Product } from '#schema/products-api.ts';
import type { Rates } from '#schema/rates-api.ts';
import { FALLBACK_RATES, type CurrencyCode } from '#schema/catalog.ts';
import type { GalleryImage } from '#schema/gallery-api.ts';
import { convertUsdCents, minorToDecimal, minorUnitDigits } from '#schema/money.ts';
import type { PageHead } from '#schema/pages.ts';
import { certificatesQueryKey } from '#web/features/certificates/index.ts';
import { ratesQueryKey } from '#web/features/currency/index.ts';
import { pageTitle } from '#web/lib/page-title.ts';
import { galleryImageData, productData, shopData } from './structured-data.ts';

/** Search engines show about this much of a description. */
const DESCRIPTION_LENGTH = 160;

type PageContext = {
  router: RegisteredRouter;
  queryClient: QueryClient;
  i18n: I18n;
  origin: string;
  currency: CurrencyCode;
  status: number;
};

const shortened = (text: string) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= DESCRIPTION_LENGTH ? flat : `${flat.slice(0, DESCRIPTION_LENGTH - 1).trimEnd()}…`;
};

/** A product's price in `currency`, as the page shows it, in the plain decimal form structured data wants. */
function priceIn(product: Product, currency: CurrencyCode, queryClient: QueryClient) {
  const rates = queryClient.getQueryData<Rates>(ratesQueryKey)?.rates ?? FALLBACK_RATES;
  const minor = convertUsdCents(product.price, currency, rates[currency]);
  return { amount: minorToDecimal(minor, currency).toFixed(minorUnitDigits(currency)), currency };
}

function productHead(context: PageContext, product: Product, base: Pick<PageHead, 'siteName'>): PageHead {
  const { origin, i18n, currency, queryClient } = context;
  const path = `/products/${product.id}`;
  const image = `${origin}${product.imageUrl}`;
  const price = priceIn(product, currency, queryClient);
  const category = i18n.t(`categories.${product.category}`, product.category);
  const certificates = queryClient.getQueryData<Certificate[]>(certificatesQueryKey({ productId: product.id })) ?? [];
  return {
    ...base,
    title: pageTitle(product.name, base.siteName),
    description: shortened(product.description),
    path,
    image,
    price,
    type: 'product',
    structuredData: [productData({ product, url: `${origin}${path}`, image, category, shopName: base.siteName, certificates }, price)],
  };
}

function galleryImageHead({ origin, i18n }: PageContext, image: GalleryImage, base: Pick<PageHead, 'siteName'>): PageHead {
  const path = `/gallery/${image.id}`;
  const contentUrl = `${origin}${image.imageUrl}`;
  return {
    ...base,
    title: pageTitle(image.name, base.siteName),
    description: shortened(image.description || i18n.t('meta.galleryDescription')),
    path,
    image: contentUrl,
    type: 'website',
    structuredData: [galleryImageData(image, `${origin}${path}`, contentUrl)],
  };
}

/**
 * A results page: not kept by search engines (endless variations of thin pages), but its links are followed; its
 * canonical address keeps only the words, so every filter and sort of them is one page.
 */
function searchHead({ i18n }: PageContext, { q }: { q?: string }, base: Pick<PageHead, 'siteName' | 'type' | 'structuredData'>): PageHead {
  const words = q?.trim() ?? '';
  return {
    ...base,
    title: pageTitle(words ? i18n.t('search.titleFor', { q: words }) : i18n.t('search.titleAll'), base.siteName),
    description: i18n.t('meta.searchDescription'),
    path: words ? `/search?${new URLSearchParams({ q: words })}` : '/search',
    noindex: 'follow',
  };
}

/**
 * The head of the page the router has loaded (docs/product.md §2, "What search engines and link previews
 * see"), in the render's language, from what the matched page's loader answered (its product, its image).
 */
export function describePage(context: PageContext): PageHead {
  const { router, i18n, origin, status } = context;
  const siteName = i18n.t('brand.name');
  const base = { siteName, type: 'website' as const, structuredData: [] };
  const page = router.state.matches.at(-1);
  if (status === 404) {
    const path = router.state.location.pathname;
    // A receipt link that does not open is titled as its page says it.
    const texts = page?.routeId === '/receipts/$token' ? 'receipt.linkNotFound' : 'notFound';
    return { ...base, title: pageTitle(i18n.t(`${texts}.title`), siteName), description: i18n.t(`${texts}.text`), path, noindex: true };
  }
  if (page?.routeId === '/products/$id' && page.loaderData) return productHead(context, page.loaderData, base);
  if (page?.routeId === '/gallery_/$id' && page.loaderData) return galleryImageHead(context, page.loaderData, base);
  if (page?.routeId === '/search') return searchHead(context, page.search as { q?: string }, base);
  // A private receipt link: its address is the secret, so no search engine may keep it (nor the page, SECURITY.md).
  if (page?.routeId === '/receipts/$token') {
    const title = pageTitle(i18n.t('receipt.title'), siteName);
    return { ...base, title, description: title, path: router.state.location.pathname, noindex: true };
  }
  if (page?.routeId === '/gallery') {
    return {
      ...base,
      title: pageTitle(i18n.t('meta.galleryTitle'), siteName),
      description: i18n.t('meta.galleryDescription'),
      path: '/gallery',
    };
  }
  return {
    ...base,
    title: i18n.t('meta.homeTitle'),
    description: i18n.t('meta.homeDescription'),
    path: '/',
    structuredData: shopData(origin, siteName, i18n.language),
  };
}
