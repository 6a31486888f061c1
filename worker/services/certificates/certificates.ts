/**
 * A stone's lab reports (docs/product.md §2, "Lab reports"): read with the lab's public check, added, changed and
 * removed by staff. Every write moves the catalog's version in its own batch, so a cached product page never
 * shows a report that is gone.
 */
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import {
  CERTIFICATES_PER_STONE_MAX,
  reportCheckUrl,
  type Certificate,
  type CertificateChanges,
  type NewCertificate,
} from '#schema/certificates-api.ts';
import { galleryImages, products, stoneCertificates } from '#schema/tables.ts';
import type { Database } from '#worker/env.ts';
import { bumpCatalogVersionIfChanged } from '#worker/services/catalog/catalog-version.ts';
import { fail, succeed, type Result } from '#worker/services/result.ts';
import { checkScan } from './scan.ts';

/** Which stone: a product, or a gallery item. */
export type Stone = { productId: number } | { galleryImageId: number };

export const CERTIFICATE_NOT_FOUND = 'Lab report not found';

const certificateColumns = {
  id: stoneCertificates.id,
  productId: stoneCertificates.productId,
  galleryImageId: stoneCertificates.galleryImageId,
  lab: stoneCertificates.lab,
  reportNumber: stoneCertificates.reportNumber,
  issuedOn: stoneCertificates.issuedOn,
  scanUrl: stoneCertificates.scanUrl,
} as const;

type CertificateRow = Omit<Certificate, 'verifyUrl'>;

const withVerifyUrl = (row: CertificateRow): Certificate => ({ ...row, verifyUrl: reportCheckUrl(row.lab, row.reportNumber) });

const ofStone = (stone: Stone): SQL =>
  'productId' in stone ? eq(stoneCertificates.productId, stone.productId) : eq(stoneCertificates.galleryImageId, stone.galleryImageId);

/** The stone's reports, oldest first. */
export async function listCertificates(db: Database, stone: Stone): Promise<Certificate[]> {
  const rows = await db.select(certificateColumns).from(stoneCertificates).where(ofStone(stone)).orderBy(asc(stoneCertificates.id));
  return rows.map(withVerifyUrl);
}

const isUniqueViolation = (error: unknown): boolean =>
  [error, error instanceof Error ? error.cause : null].some((e) => String(e).includes('UNIQUE constraint failed'));

const duplicate = ({ lab, reportNumber }: { lab: string; reportNumber: string }) =>
  fail('certificate_duplicate', `This stone already has the ${lab} report ${reportNumber}`, { lab, number: reportNumber });

/** Every column of stone_certificates in table order, as INSERT ... SELECT wants them (drizzle requires it). */
function insertedColumns(stone: Stone, certificate: NewCertificate) {
  return {
    id: sql<null>`null`.as('id'),
    productId: sql<number | null>`${'productId' in stone ? stone.productId : null}`.as('product_id'),
    galleryImageId: sql<number | null>`${'galleryImageId' in stone ? stone.galleryImageId : null}`.as('gallery_image_id'),
    lab: sql<NewCertificate['lab']>`${certificate.lab}`.as('lab'),
    reportNumber: sql<string>`${certificate.reportNumber}`.as('report_number'),
    issuedOn: sql<string>`${certificate.issuedOn}`.as('issued_on'),
    scanUrl: sql<string | null>`${certificate.scanUrl}`.as('scan_url'),
    createdAt: sql<Date>`(unixepoch('subsec') * 1000)`.as('created_at'),
    editedAt: sql<null>`null`.as('edited_at'),
  };
}

/**
 * One INSERT ... SELECT from the stone's own row, while it has fewer than CERTIFICATES_PER_STONE_MAX reports: no such
 * stone, or a full one, inserts nothing, and two parallel adds can never pass the limit together.
 */
function insertForStone(db: Database, stone: Stone, certificate: NewCertificate) {
  const full = sql`(SELECT count(*) FROM ${stoneCertificates} WHERE ${ofStone(stone)}) >= ${CERTIFICATES_PER_STONE_MAX}`;
  const source =
    'productId' in stone
      ? db
          .select(insertedColumns(stone, certificate))
          .from(products)
          .where(and(eq(products.id, stone.productId), sql`NOT ${full}`))
      : db
          .select(insertedColumns(stone, certificate))
          .from(galleryImages)
          .where(and(eq(galleryImages.id, stone.galleryImageId), sql`NOT ${full}`));
  return db.insert(stoneCertificates).select(source).returning(certificateColumns);
}

const stoneOf = ({ productId, galleryImageId }: NewCertificate): Stone =>
  productId !== undefined ? { productId } : { galleryImageId: galleryImageId ?? 0 };

async function stoneExists(db: Database, stone: Stone): Promise<boolean> {
  const [row] =
    'productId' in stone
      ? await db.select({ id: products.id }).from(products).where(eq(products.id, stone.productId))
      : await db.select({ id: galleryImages.id }).from(galleryImages).where(eq(galleryImages.id, stone.galleryImageId));
  return row !== undefined;
}

/** Why nothing was inserted: no such stone, or its reports are full. */
async function whyNotInserted(db: Database, stone: Stone): Promise<Result<never>> {
  if (!(await stoneExists(db, stone))) return fail('not_found', 'productId' in stone ? 'Product not found' : 'Image not found');
  return fail('certificate_limit', `A stone carries at most ${CERTIFICATES_PER_STONE_MAX} lab reports`, {
    max: CERTIFICATES_PER_STONE_MAX,
  });
}

/** A new report on a product or a gallery item; refused when its scan is not a PDF, JPEG or PNG upload in the bucket. */
export async function createCertificate(db: Database, bucket: R2Bucket, certificate: NewCertificate): Promise<Result<Certificate>> {
  const scan = await checkScan(bucket, certificate.scanUrl);
  if (!scan.ok) return scan;
  const stone = stoneOf(certificate);
  try {
    const [[created]] = await db.batch([insertForStone(db, stone, certificate), bumpCatalogVersionIfChanged(db)]);
    return created ? succeed(withVerifyUrl(created)) : whyNotInserted(db, stone);
  } catch (error) {
    if (isUniqueViolation(error)) return duplicate(certificate);
    throw error;
  }
}

/** The report after the change; refused when there is none, or its new scan is not a scan in the bucket. */
export async function updateCertificate(
  db: Database,
  bucket: R2Bucket,
  id: number,
  changes: CertificateChanges,
): Promise<Result<Certificate>> {
  const scan = await checkScan(bucket, changes.scanUrl);
  if (!scan.ok) return scan;
  try {
    const [[updated]] = await db.batch([
      db
        .update(stoneCertificates)
        .set({ ...changes, editedAt: new Date() })
        .where(eq(stoneCertificates.id, id))
        .returning(certificateColumns),
      bumpCatalogVersionIfChanged(db),
    ]);
    return updated ? succeed(withVerifyUrl(updated)) : fail('not_found', CERTIFICATE_NOT_FOUND);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const [current] = await db.select(certificateColumns).from(stoneCertificates).where(eq(stoneCertificates.id, id));
    return duplicate({ lab: changes.lab ?? current?.lab ?? '', reportNumber: changes.reportNumber ?? current?.reportNumber ?? '' });
  }
}

/** True when the report existed. Its scan stays in the bucket, as a deleted product's picture does. */
export async function deleteCertificate(db: Database, id: number): Promise<boolean> {
  const [deleted] = await db.batch([
    db.delete(stoneCertificates).where(eq(stoneCertificates.id, id)).returning({ id: stoneCertificates.id }),
    bumpCatalogVersionIfChanged(db),
  ]);
  return deleted.length > 0;
}
