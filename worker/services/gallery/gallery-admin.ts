import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Product } from '#schema/products-api.ts';
import { GALLERY_CATEGORIES } from '#schema/catalog.ts';
import {
  GALLERY_DEFAULTS,
  GALLERY_NAME_MAX_LENGTH,
  PRODUCT_CATEGORY_FOR,
  type GalleryImage,
  type GalleryImageChanges,
  type NewGalleryImage,
} from '#schema/gallery-api.ts';
import { galleryImages, products, stoneCertificates } from '#schema/tables.ts';
import type { Database } from '#worker/env.ts';
import { bumpCatalogVersion, bumpCatalogVersionIfChanged } from '#worker/services/catalog/catalog-version.ts';
import { toGalleryImage } from './gallery.ts';
import { deleteVariants } from '#worker/services/objects/image-variants.ts';
import { missingImage, uploadedObjectKey } from '#worker/services/objects/object-keys.ts';
import { productColumns } from '#worker/services/catalog/products.ts';
import { certifiedCondition } from '#worker/services/stone-facts/certified.ts';
import { fail, succeed, type Result } from '#worker/services/result.ts';

export const IMAGE_NOT_FOUND = 'Gallery image not found';

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/**
 * docs/product.md §3: a new image is named after its file, else 'New Gemstone'. Uploads get random names
 * (a UUID), which name nothing, so those and other id-like parts are left out:
 * '/objects/uploads/blue_sapphire-2.jpg' -> 'blue sapphire 2'; '/objects/uploads/<uuid>.png' -> 'New Gemstone'.
 */
function nameFromImageUrl(imageUrl: string): string {
  const file = imageUrl.slice(imageUrl.lastIndexOf('/') + 1);
  const stem = file.includes('.') ? file.slice(0, file.lastIndexOf('.')) : file;
  const words = stem
    .replace(UUID, ' ')
    .split(/[\s._-]+/)
    .filter((word) => word !== '' && !/^[0-9a-f]{8,}$/i.test(word));
  const name = words.join(' ').slice(0, GALLERY_NAME_MAX_LENGTH).trim();
  return /\p{L}/u.test(name) ? name : GALLERY_DEFAULTS.name;
}

/** Saves an uploaded picture as a gallery image; 400 when the upload is not in the bucket. */
export async function createGalleryImage(db: Database, bucket: R2Bucket, input: NewGalleryImage): Promise<Result<GalleryImage>> {
  const missing = await missingImage(bucket, input.imageUrl);
  if (missing) return fail('upload_not_found', missing);
  const insert = db
    .insert(galleryImages)
    .values({
      imageUrl: input.imageUrl,
      name: input.name || nameFromImageUrl(input.imageUrl),
      description: input.description || GALLERY_DEFAULTS.description,
      category: input.category ?? GALLERY_DEFAULTS.category,
      stock: input.stock ?? true,
      featured: input.featured ?? false,
      isProduct: input.isProduct ?? false,
    })
    .returning();
  const [[row]] = await db.batch([insert, bumpCatalogVersion(db)]);
  if (!row) throw new Error('gallery insert returned nothing');
  return succeed(toGalleryImage(row));
}

/** Applies docs/product.md §7's edit; fields left out keep their value. Null when there is no such image. */
export async function updateGalleryImage(db: Database, id: number, changes: GalleryImageChanges): Promise<GalleryImage | null> {
  const [[row]] = await db.batch([
    db
      .update(galleryImages)
      .set({ ...changes, editedAt: new Date() })
      .where(eq(galleryImages.id, id))
      .returning(),
    bumpCatalogVersionIfChanged(db),
  ]);
  return row ? toGalleryImage(row) : null;
}

/** The image's picture, and whether a product or another gallery image shows it too. */
async function pictureOf(db: Database, id: number): Promise<{ imageUrl: string; shared: boolean } | undefined> {
  const [row] = await db.all<{ imageUrl: string; shared: number }>(sql`
    SELECT outer_image.image_url AS imageUrl,
      EXISTS (SELECT 1 FROM ${products} WHERE ${products.imageUrl} = outer_image.image_url)
        OR EXISTS (SELECT 1 FROM ${galleryImages} AS other WHERE other.image_url = outer_image.image_url AND other.id <> outer_image.id)
        AS shared
    FROM ${galleryImages} AS outer_image WHERE outer_image.id = ${id}`);
  return row && { imageUrl: row.imageUrl, shared: row.shared === 1 };
}

/**
 * Deletes the image, then its uploaded picture and the picture's width variants from R2, unless a product (made by convert-to-product)
 * or another gallery image still shows that picture. False when there is no such image. Everything is read before the
 * one D1 write, so a failing read changes nothing and a failing delete leaves the picture in place.
 */
export async function deleteGalleryImage(db: Database, bucket: R2Bucket, id: number): Promise<boolean> {
  const picture = await pictureOf(db, id);
  if (!picture) return false;
  const [deleted] = await db.batch([
    db.delete(galleryImages).where(eq(galleryImages.id, id)).returning({ id: galleryImages.id }),
    bumpCatalogVersionIfChanged(db),
  ]);
  if (deleted.length === 0) return false;
  const key = uploadedObjectKey(picture.imageUrl);
  if (key && !picture.shared) await Promise.all([bucket.delete(key), deleteVariants(bucket, key)]);
  return true;
}

/**
 * Sets `updates` on every listed image, or on none: one UPDATE that only applies when all the ids
 * exist (the ids travel as one JSON parameter, so 100 of them stay within D1's parameter limit).
 */
export async function batchUpdateGalleryImages(
  db: Database,
  ids: number[],
  updates: { featured?: boolean; category?: string },
): Promise<Result<{ updated: number }>> {
  const json = JSON.stringify(ids);
  const listed = sql`(SELECT value FROM json_each(${json}))`;
  const [updated] = await db.batch([
    db
      .update(galleryImages)
      .set({ ...updates, editedAt: new Date() })
      .where(and(sql`${galleryImages.id} IN ${listed}`, sql`(SELECT count(*) FROM ${galleryImages} WHERE id IN ${listed}) = ${ids.length}`))
      .returning({ id: galleryImages.id }),
    bumpCatalogVersionIfChanged(db),
  ]);
  if (updated.length === ids.length) return succeed({ updated: updated.length });

  const found = await db
    .select({ id: galleryImages.id })
    .from(galleryImages)
    .where(sql`${galleryImages.id} IN ${listed}`);
  const known = new Set(found.map((row) => row.id));
  const missing = ids.filter((id) => !known.has(id));
  return fail('not_found', `No gallery image with id ${missing.join(', ') || ids.join(', ')}; nothing was changed`);
}

/** SQL for the product category of the row's gallery category (PRODUCT_CATEGORY_FOR). */
function productCategorySql() {
  const renamed = GALLERY_CATEGORIES.filter((category) => PRODUCT_CATEGORY_FOR[category] !== category);
  const branches = renamed.map((category) => sql` WHEN ${category} THEN ${PRODUCT_CATEGORY_FOR[category]}`);
  return sql<string>`CASE ${galleryImages.category}${sql.join(branches)} ELSE ${galleryImages.category} END`;
}

/**
 * docs/product.md §4: a priced image that is not yet a product becomes one. The product insert and the isProduct
 * flag go in one D1 batch (a transaction), each guarded by the same condition, so two converts of the
 * same image make one product.
 */
export async function convertToProduct(db: Database, id: number): Promise<Result<Product>> {
  const convertible = and(eq(galleryImages.id, id), eq(galleryImages.isProduct, false), isNotNull(galleryImages.price));
  // INSERT ... SELECT names every products column in table order (drizzle requires it): a null id
  // takes the next one, and created_at repeats the column's default.
  const source = db
    .select({
      id: sql<null>`null`.as('id'),
      name: galleryImages.name,
      description: sql<string>`coalesce(nullif(${galleryImages.description}, ''), ${galleryImages.name})`.as('description'),
      price: sql<number>`${galleryImages.price}`.as('price'),
      imageUrl: galleryImages.imageUrl,
      category: productCategorySql().as('category'),
      stock: sql<number>`1`.as('stock'),
      createdAt: sql<Date>`(unixepoch('subsec') * 1000)`.as('created_at'),
      editedAt: sql<null>`null`.as('edited_at'),
      stockBeforeOff: sql<null>`null`.as('stock_before_off'),
      treatmentCode: galleryImages.treatmentCode,
      originCode: galleryImages.originCode,
      certified: sql<boolean>`${certifiedCondition('gallery', 'gallery_images')}`.as('certified'),
    })
    .from(galleryImages)
    .where(convertible);
  const [inserted] = await db.batch([
    db.insert(products).select(source).returning(productColumns),
    // The image's lab reports become the product's: last_insert_rowid() is the product just inserted, when one was.
    db
      .update(stoneCertificates)
      .set({ productId: sql`last_insert_rowid()` })
      .where(and(eq(stoneCertificates.galleryImageId, id), sql`EXISTS (SELECT 1 FROM ${galleryImages} WHERE ${convertible})`)),
    db.update(galleryImages).set({ isProduct: true }).where(convertible),
    bumpCatalogVersionIfChanged(db),
  ]);
  const product = inserted[0];
  if (product) return succeed(product);

  const [image] = await db
    .select({ isProduct: galleryImages.isProduct, price: galleryImages.price })
    .from(galleryImages)
    .where(eq(galleryImages.id, id));
  if (!image) return fail('not_found', IMAGE_NOT_FOUND);
  if (image.isProduct) return fail('already_a_product', 'This image is already a product');
  return fail('price_required', 'Give this image a price before converting it to a product');
}
