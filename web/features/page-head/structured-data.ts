/**
 * schema.org objects for the pages' JSON-LD (https://schema.org/Organization, WebSite, Product, Offer,
 * ImageObject): what a search engine reads about the shop, a product or a gallery image.
 */
import type { Certificate } from '#schema/certificates-api.ts';
import type { Product } from '#schema/products-api.ts';
import type { CurrencyCode } from '#schema/catalog.ts';
import type { GalleryImage } from '#schema/gallery-api.ts';
import { SHOP_EMAIL, SHOP_PHONE } from '#web/lib/contact.ts';
import { UNKNOWN_ORIGIN } from '#schema/stone-facts.ts';
import { displayName } from '#web/features/i18n/index.ts';

const CONTEXT = 'https://schema.org';

/** The shop itself, and its site with a search box that leads to the shop's search (docs/product.md §2). */
export function shopData(origin: string, name: string, language: string): object[] {
  return [
    {
      '@context': CONTEXT,
      '@type': 'Organization',
      name,
      url: `${origin}/`,
      logo: `${origin}/favicon.svg`,
      email: SHOP_EMAIL,
      telephone: SHOP_PHONE,
    },
    {
      '@context': CONTEXT,
      '@type': 'WebSite',
      name,
      url: `${origin}/`,
      inLanguage: language,
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: `${origin}/search?q={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    },
  ];
}

/** schema.org's countryOfOrigin for a known origin: the ISO code and the country's English name. */
const countryOfOrigin = (code: string) =>
  code === UNKNOWN_ORIGIN ? {} : { countryOfOrigin: { '@type': 'Country', identifier: code, name: displayName('region', code, 'en') } };

type ProductData = { product: Product; url: string; image: string; category: string; shopName: string; certificates: Certificate[] };

/**
 * A lab report as a schema.org PropertyValue: which lab, the report's number as its value, its date, and the lab's
 * own check of it as its url when the lab has one.
 */
const labReportProperty = (certificate: Certificate) => ({
  '@type': 'PropertyValue',
  propertyID: 'labReport',
  name: certificate.lab === 'other' ? 'Lab report' : `${certificate.lab} report`,
  value: certificate.reportNumber,
  validFrom: certificate.issuedOn,
  ...(certificate.verifyUrl ? { url: certificate.verifyUrl } : {}),
});

/** A product with its offer: the price as the page shows it, and availability from the stock count. */
export function productData(
  { product, url, image, category, shopName, certificates }: ProductData,
  price: { amount: string; currency: CurrencyCode },
) {
  return {
    '@context': CONTEXT,
    '@type': 'Product',
    name: product.name,
    description: product.description,
    image: [image],
    sku: String(product.id),
    category,
    url,
    brand: { '@type': 'Brand', name: shopName },
    ...(certificates.length > 0 ? { additionalProperty: certificates.map(labReportProperty) } : {}),
    ...countryOfOrigin(product.originCode),
    offers: {
      '@type': 'Offer',
      url,
      price: price.amount,
      priceCurrency: price.currency,
      availability: product.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
      seller: { '@type': 'Organization', name: shopName },
    },
  };
}

/** A gallery image: the picture, its page, and what staff wrote about it. */
export function galleryImageData(image: GalleryImage, url: string, contentUrl: string) {
  return {
    '@context': CONTEXT,
    '@type': 'ImageObject',
    name: image.name,
    ...(image.description ? { description: image.description } : {}),
    contentUrl,
    url,
    ...(image.tags ? { keywords: image.tags } : {}),
    uploadDate: image.createdAt,
  };
}
