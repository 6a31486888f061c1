import { eq } from 'drizzle-orm';
import { galleryImages, type GalleryImageRow, type NewGalleryImageRow } from '#schema/tables.ts';
import { galleryImageFields, uniqueWord } from '#testing/factories.ts';
import { bumpCatalogVersion } from '#worker/services/catalog/catalog-version.ts';
import { call } from './app.ts';
import { testDb } from './factories.ts';

/** Inserts one gallery image (moving the catalog version, as every catalog write does); every field can be overridden. */
export async function insertGalleryImage(overrides: Partial<NewGalleryImageRow> = {}): Promise<GalleryImageRow> {
  const db = testDb();
  const [[row]] = await db.batch([
    db
      .insert(galleryImages)
      .values(galleryImageFields({ imageUrl: '/objects/seed/test.svg', name: `Test Gem ${uniqueWord()}`, ...overrides }))
      .returning(),
    bumpCatalogVersion(db),
  ]);
  if (!row) throw new Error('gallery insert returned nothing');
  return row;
}

export async function storedGalleryImage(id: number): Promise<GalleryImageRow | undefined> {
  const [row] = await testDb().select().from(galleryImages).where(eq(galleryImages.id, id));
  return row;
}

/** A call to /api/uploaded-images<path> with an optional JSON body and admin cookie. */
export function gallery(method: string, path: string, { body, cookie }: { body?: unknown; cookie?: string } = {}) {
  const headers: Record<string, string> = {};
  if (cookie) headers.cookie = cookie;
  if (body !== undefined) headers['content-type'] = 'application/json';
  return call(`/api/uploaded-images${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
}
