/**
 * The demo seed: products, gallery images and their SVG art, plus `seedIfEmpty` that loads it
 * into D1 and R2 the first time the shop runs on an empty database.
 */
import { getTableColumns } from 'drizzle-orm';
import type { DrizzleD1Database } from 'drizzle-orm/d1';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import { galleryImages, products, stoneCertificates, type NewGalleryImageRow, type NewProductRow } from '#schema/tables.ts';
import { gemSvg, type GemArt } from './art.ts';
import { fnv1aHex } from './art-core.ts';
import { certificatePdf, SEED_CERTIFICATES } from './certificates.ts';
import { SEED_EPOCH, SEED_GALLERY } from './gallery.ts';
import { SEED_PRODUCTS } from './products.ts';
import { SEED_PRODUCT_FACTS, seedGalleryFacts } from './stone-facts.ts';

function productFacts(name: string) {
  const facts = SEED_PRODUCT_FACTS[name];
  if (!facts) throw new Error(`No seed facts for the product ${name}`);
  return facts;
}

export { GALLERY_CATEGORIES, PRODUCT_CATEGORIES } from '#schema/catalog.ts';
export { gemSvg } from './art.ts';
export type { GemArt } from './art.ts';
export { fnv1aHex } from './art-core.ts';

type SeedObject = { key: string; body: string; contentType: 'image/svg+xml' };
/** A lab report's scan (seed/certificates.ts). */
type SeedScan = { key: string; body: string; contentType: 'application/pdf' };

type NewCertificateRow = typeof stoneCertificates.$inferInsert;

interface Seed {
  objects: SeedObject[];
  products: NewProductRow[];
  galleryImages: NewGalleryImageRow[];
  certificates: NewCertificateRow[];
  scans: SeedScan[];
}

interface SeedResult {
  seeded: boolean;
  products: number;
  galleryImages: number;
  objects: number;
}

const HOUR = 60 * 60 * 1000;

/** Lowercase ASCII words joined by hyphens: 'Paraíba Tourmaline 0.62ct' -> 'paraiba-tourmaline-0-62ct'. */
function slugify(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'stone';
}

/** `seed/<slug>-<fnv1a of the body>.svg`: the key changes whenever the picture does. */
function seedObjectKey(name: string, body: string): string {
  return `seed/${slugify(name)}-${fnv1aHex(body)}.svg`;
}

/**
 * Everything the demo needs, built fresh and deterministically: the same objects, keys and rows on
 * every call. Rows carry explicit ids (1, 2, ...) and fixed creation dates; a gallery image that is
 * also a product shares the product's picture.
 */
export function buildSeed(): Seed {
  const objects = new Map<string, SeedObject>();
  const imageUrl = (name: string, art: GemArt): string => {
    const body = gemSvg(art);
    const key = seedObjectKey(name, body);
    if (!objects.has(key)) objects.set(key, { key, body, contentType: 'image/svg+xml' });
    return `/objects/${key}`;
  };

  const productRows: NewProductRow[] = SEED_PRODUCTS.map((p, index) => ({
    id: index + 1,
    name: p.name,
    description: p.description,
    price: p.price,
    imageUrl: imageUrl(p.name, p.art),
    category: p.category,
    stock: p.stock,
    ...productFacts(p.name),
    createdAt: new Date(SEED_EPOCH - HOUR * (3 + index * 31)),
  }));

  const galleryRows: NewGalleryImageRow[] = SEED_GALLERY.map((g, index) => ({
    id: index + 1,
    imageUrl: imageUrl(g.name, g.art),
    name: g.name,
    description: g.description,
    price: g.price,
    category: g.category,
    stock: g.stock,
    featured: g.featured,
    isProduct: g.isProduct,
    tags: g.tags,
    weight: g.weight,
    dimensions: g.dimensions,
    origin: g.origin,
    treatment: g.treatment,
    ...seedGalleryFacts(g.origin, g.treatment),
    certification: g.certification,
    metaphysicalProperties: g.metaphysicalProperties,
    hardness: g.hardness,
    views: g.views,
    createdAt: g.createdAt,
  }));

  const scans: SeedScan[] = [];
  const certificateRows: NewCertificateRow[] = SEED_CERTIFICATES.map((certificate, index) => {
    const product = productRows.find((row) => row.name === certificate.product);
    if (!product) throw new Error(`seed/certificates.ts names no seeded product: ${certificate.product}`);
    const scan = certificate.scan ? certificatePdf(certificate) : null;
    const scanKey = scan && `seed/${slugify(`${certificate.lab} ${certificate.reportNumber}`)}-${fnv1aHex(scan)}.pdf`;
    if (scan && scanKey) scans.push({ key: scanKey, body: scan, contentType: 'application/pdf' });
    return {
      id: index + 1,
      productId: product.id,
      lab: certificate.lab,
      reportNumber: certificate.reportNumber,
      issuedOn: certificate.issuedOn,
      scanUrl: scanKey && `/objects/${scanKey}`,
    };
  });

  return { objects: [...objects.values()], products: productRows, galleryImages: galleryRows, certificates: certificateRows, scans };
}

/** D1 allows 100 bound parameters per statement; one per column per row. */
const MAX_PARAMETERS = 99;

function rowsPerInsert(table: SQLiteTable): number {
  return Math.max(1, Math.floor(MAX_PARAMETERS / Object.keys(getTableColumns(table)).length));
}

function chunk<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let i = 0; i < items.length; i += size) chunks.push(items.slice(i, i + size));
  return chunks;
}

/** Puts every object, a few at a time (Workers allow six open connections per request). */
async function putObjects(bucket: R2Bucket, objects: readonly (SeedObject | SeedScan)[], concurrency = 6): Promise<void> {
  let next = 0;
  const worker = async (): Promise<void> => {
    for (let object = objects[next++]; object; object = objects[next++]) {
      await bucket.put(object.key, object.body, { httpMetadata: { contentType: object.contentType } });
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, objects.length) }, worker));
}

async function isEmpty<TSchema extends Record<string, unknown>>(db: DrizzleD1Database<TSchema>): Promise<boolean> {
  const [anyProduct] = await db.select({ id: products.id }).from(products).limit(1);
  if (anyProduct) return false;
  const [anyImage] = await db.select({ id: galleryImages.id }).from(galleryImages).limit(1);
  return !anyImage;
}

const NOTHING_SEEDED: SeedResult = { seeded: false, products: 0, galleryImages: 0, objects: 0 };

/**
 * Loads the demo data when both the products and the gallery_images tables are empty; otherwise
 * does nothing. Objects go to R2 first (their keys are content-addressed, so putting one twice is
 * harmless), then all rows go in one D1 batch, which is atomic. If two requests race, the explicit
 * row ids make the second batch fail as a whole, and it reports that nothing was seeded.
 */
export async function seedIfEmpty<TSchema extends Record<string, unknown>>(
  db: DrizzleD1Database<TSchema>,
  bucket: R2Bucket,
): Promise<SeedResult> {
  if (!(await isEmpty(db))) return NOTHING_SEEDED;
  const seed = buildSeed();
  await putObjects(bucket, [...seed.objects, ...seed.scans]);

  const statements = [
    ...chunk(seed.products, rowsPerInsert(products)).map((rows) => db.insert(products).values(rows)),
    ...chunk(seed.galleryImages, rowsPerInsert(galleryImages)).map((rows) => db.insert(galleryImages).values(rows)),
    ...chunk(seed.certificates, rowsPerInsert(stoneCertificates)).map((rows) => db.insert(stoneCertificates).values(rows)),
  ];
  const [first, ...rest] = statements;
  if (!first) return NOTHING_SEEDED;
  try {
    await db.batch([first, ...rest]);
  } catch (error) {
    if (!(await isEmpty(db))) return NOTHING_SEEDED;
    throw error;
  }
  return {
    seeded: true,
    products: seed.products.length,
    galleryImages: seed.galleryImages.length,
    objects: seed.objects.length,
  };
}
