import { asc, sql } from 'drizzle-orm';
import { galleryImages, products } from '#schema/tables.ts';
import type { Database } from '#worker/env.ts';

/** One address of the sitemap and when it last changed: when staff last edited its row, else when it was made. */
export type SitemapEntry = { path: string; lastModified: Date | undefined };

const lastChange = (table: typeof products | typeof galleryImages) =>
  sql<Date>`coalesce(${table.editedAt}, ${table.createdAt})`.mapWith(table.createdAt);

const latest = (dates: Date[]) => (dates.length === 0 ? undefined : new Date(Math.max(...dates.map(Number))));

/** docs/product.md §2: the home page, the gallery, and a page for every product and every gallery image. */
export async function sitemapEntries(db: Database): Promise<SitemapEntry[]> {
  const [productRows, imageRows] = await db.batch([
    db
      .select({ id: products.id, changedAt: lastChange(products) })
      .from(products)
      .orderBy(asc(products.id)),
    db
      .select({ id: galleryImages.id, changedAt: lastChange(galleryImages) })
      .from(galleryImages)
      .orderBy(asc(galleryImages.id)),
  ]);
  return [
    { path: '/', lastModified: latest(productRows.map((row) => row.changedAt)) },
    { path: '/gallery', lastModified: latest(imageRows.map((row) => row.changedAt)) },
    ...productRows.map((row) => ({ path: `/products/${row.id}`, lastModified: row.changedAt })),
    ...imageRows.map((row) => ({ path: `/gallery/${row.id}`, lastModified: row.changedAt })),
  ];
}

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** The sitemaps.org document for `entries` under `origin`. */
export function sitemapXml(origin: string, entries: SitemapEntry[]): string {
  const urls = entries.map(({ path, lastModified }) => {
    const lastmod = lastModified ? `<lastmod>${lastModified.toISOString()}</lastmod>` : '';
    return `<url><loc>${escapeXml(`${origin}${path}`)}</loc>${lastmod}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** robots.txt: everything but the staff area and the API, and where the sitemap is (an absolute address, when known). */
export const robotsTxt = (origin: string | null) =>
  `User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api/\n${origin ? `\nSitemap: ${origin}/sitemap.xml\n` : ''}`;
