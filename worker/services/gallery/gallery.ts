import { and, desc, eq, notExists, or, sql, type SQL } from 'drizzle-orm';
import { hasControlCharacter } from '#schema/text.ts';
import type { GalleryFilters, GalleryImage, GalleryPage, GalleryStats } from '#schema/gallery-api.ts';
import { galleryImages, galleryViews, type GalleryImageRow } from '#schema/tables.ts';
import type { Database } from '#worker/env.ts';
import type { FactCounts } from '#schema/stone-facts.ts';
import { factCondition, factCounts } from '#worker/services/stone-facts/fact-filters.ts';
import { encodeGalleryCursor, type GalleryCursor } from './gallery-cursor.ts';

/** A row as the API answers with it: every column but the sitemap's editedAt, createdAt in ISO 8601. */
export const toGalleryImage = ({ editedAt: _sitemapOnly, ...row }: GalleryImageRow): GalleryImage => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

/** The shortest text the trigram index (migration 0001) can look up. */
const TRIGRAM = 3;

/**
 * Rows whose name, description, tags or origin contain `term`, case-insensitively, every character
 * taken literally. Three or more characters: one quoted FTS5 phrase over the trigram index (a quote
 * inside is doubled, nothing else is special in a phrase). Shorter: no trigram to look up, so instr()
 * over the columns, which has no wildcards to escape. The term is always a bound parameter.
 */
/** One FTS5 phrase that matches `term` exactly as written: quoted, its quotes doubled (nothing else is special inside). */
const ftsPhrase = (term: string): string => `"${term.replace(/"/g, '""')}"`;

function searchCondition(term: string): SQL | undefined {
  if (term === '') return undefined;
  // Stored texts never hold control characters (schema/text.ts), so such a search matches nothing; FTS5
  // would take a NUL for the end of its query and fail on the unterminated phrase.
  if (hasControlCharacter(term)) return sql`0`;
  if ([...term].length >= TRIGRAM) {
    const phrase = ftsPhrase(term);
    return sql`${galleryImages.id} IN (SELECT rowid FROM gallery_images_fts WHERE gallery_images_fts MATCH ${phrase})`;
  }
  const columns = [galleryImages.name, galleryImages.description, galleryImages.tags, galleryImages.origin];
  return or(...columns.map((column) => sql`instr(lower(${column}), lower(${term})) > 0`));
}

/** The gallery table under its own name, for the fact filters' SQL. */
const GALLERY_AS_ROWS = { kind: 'gallery', from: sql`gallery_images`, alias: 'gallery_images' } as const;

function filterCondition({ search, category, featured, treatment, origin, certified }: GalleryFilters): SQL | undefined {
  return and(
    searchCondition(search ?? ''),
    category === undefined ? undefined : eq(galleryImages.category, category),
    featured === undefined ? undefined : eq(galleryImages.featured, featured),
    factCondition(GALLERY_AS_ROWS, { treatment, origin, certified }),
  );
}

/** The gallery's filter counts (docs/product.md §2): per treatment and origin, and certified, in one query. */
export function galleryFactCounts(db: Database, { treatment, origin, certified, ...others }: GalleryFilters): Promise<FactCounts> {
  return factCounts(db, GALLERY_AS_ROWS, filterCondition(others) ?? sql`1`, { treatment, origin, certified });
}

/** Newest first; the id breaks ties, so the order is total and pages never overlap or skip. */
const newestFirst = [desc(galleryImages.createdAt), desc(galleryImages.id)];

/**
 * The select behind the list and its pages: every filter in SQL, newest first, and with `after` only
 * the rows past that cursor (keyset paging on the (created_at, id) indexes).
 */
export function selectGalleryImages(db: Database, filters: GalleryFilters, after: GalleryCursor | null = null) {
  const pastCursor = after ? sql`(${galleryImages.createdAt}, ${galleryImages.id}) < (${after.createdAt}, ${after.id})` : undefined;
  return db
    .select()
    .from(galleryImages)
    .where(and(filterCondition(filters), pastCursor))
    .orderBy(...newestFirst);
}

/** One page of `limit` images after `cursor`; nextCursor is null when nothing follows. */
export async function pageGalleryImages(
  db: Database,
  filters: GalleryFilters,
  limit: number,
  cursor: GalleryCursor | null,
): Promise<GalleryPage> {
  // One row more than asked tells whether another page follows.
  const rows = await selectGalleryImages(db, filters, cursor).limit(limit + 1);
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  const nextCursor = rows.length > limit && last ? encodeGalleryCursor({ createdAt: last.createdAt.getTime(), id: last.id }) : null;
  return { items: items.map(toGalleryImage), nextCursor };
}

/** The counts the gallery page shows, over every image the filters match, in one query. */
export function selectGalleryStats(db: Database, filters: GalleryFilters) {
  return db
    .select({
      total: sql<number>`count(*)`.mapWith(Number),
      inStock: sql<number>`coalesce(sum(${galleryImages.stock}), 0)`.mapWith(Number),
      featured: sql<number>`coalesce(sum(${galleryImages.featured}), 0)`.mapWith(Number),
      products: sql<number>`coalesce(sum(${galleryImages.isProduct}), 0)`.mapWith(Number),
      views: sql<number>`coalesce(sum(${galleryImages.views}), 0)`.mapWith(Number),
    })
    .from(galleryImages)
    .where(filterCondition(filters));
}

export async function galleryStats(db: Database, filters: GalleryFilters): Promise<GalleryStats> {
  const [row] = await selectGalleryStats(db, filters);
  return row ?? { total: 0, inStock: 0, featured: 0, products: 0, views: 0 };
}

export async function findGalleryImage(db: Database, id: number): Promise<GalleryImage | null> {
  const [row] = await db.select().from(galleryImages).where(eq(galleryImages.id, id));
  return row ? toGalleryImage(row) : null;
}

/** Counts one view in a single statement, so parallel views all count; null when there is no such image. */
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Counts a view of image `id` by `visitor` once per UTC day (gallery_views decides, so parallel calls
 * count once too) and answers the image with its count; null when there is no such image. A view with no
 * visitor to tell apart (only in-process calls have none) is always counted. The count and the day's view row
 * are written in one batch: a view is never marked seen without being counted.
 */
export async function recordGalleryView(db: Database, id: number, visitor: string | null, now = Date.now()): Promise<GalleryImage | null> {
  const countView = (where: SQL | undefined) =>
    db
      .update(galleryImages)
      .set({ views: sql`${galleryImages.views} + 1` })
      .where(where)
      .returning();
  if (visitor === null) {
    const [row] = await countView(eq(galleryImages.id, id));
    return row ? toGalleryImage(row) : null;
  }
  const image = await findGalleryImage(db, id);
  if (!image) return null;
  const view = { visitor, imageId: id, day: Math.floor(now / DAY_MS) };
  const seenToday = db
    .select({ one: sql`1` })
    .from(galleryViews)
    .where(and(eq(galleryViews.visitor, view.visitor), eq(galleryViews.imageId, view.imageId), eq(galleryViews.day, view.day)));
  const [[row]] = await db.batch([
    countView(and(eq(galleryImages.id, id), notExists(seenToday))),
    db.insert(galleryViews).values(view).onConflictDoNothing(),
  ]);
  return row ? toGalleryImage(row) : image;
}
