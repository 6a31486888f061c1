import { describe, expect, it } from 'vitest';
import type { GalleryFilters } from '#schema/gallery-api.ts';
import { testDb } from '#worker/test/factories.ts';
import { planOf } from '#worker/test/query-plan.ts';
import { selectGalleryImages, selectGalleryStats } from './gallery.ts';
import type { GalleryCursor } from './gallery-cursor.ts';

/** A step that reads every row of gallery_images in table order, with no index to narrow or order it. */
const fullTableScan = (step: string) => /^SCAN gallery_images\b(?!_fts)(?!.*USING)/.test(step);

// docs/design.md §10: the list, its pages, the filters and the search run on indexes, so a page costs the
// same with 10,000 images as with 40. The plan is what makes that true; timing is the benchmark's job.
describe('the gallery queries run on indexes', () => {
  const cursor: GalleryCursor = { createdAt: Date.UTC(2026, 0, 1), id: 500 };

  it.each<{ label: string; filters: GalleryFilters; after?: GalleryCursor; index: string }>([
    { label: 'the first page', filters: {}, index: 'gallery_images_created_idx' },
    { label: 'a later page', filters: {}, after: cursor, index: 'gallery_images_created_idx' },
    { label: 'a category', filters: { category: 'raw' }, index: 'gallery_images_category_created_idx' },
    { label: 'a later page of a category', filters: { category: 'raw' }, after: cursor, index: 'gallery_images_category_created_idx' },
    { label: 'featured only', filters: { featured: true }, index: 'gallery_images_featured_created_idx' },
  ])('$label reads $index in order: no table scan, no sort', async ({ filters, after, index }) => {
    const plan = await planOf(selectGalleryImages(testDb(), filters, after ?? null).limit(25));
    expect(plan.join(' | ')).toContain(`USING INDEX ${index}`);
    expect(plan.filter(fullTableScan)).toEqual([]);
    expect(plan.filter((step) => step.includes('TEMP B-TREE'))).toEqual([]);
  });

  it.each<{ label: string; filters: GalleryFilters }>([
    { label: 'a search', filters: { search: 'sapphire' } },
    { label: 'a search in a category', filters: { search: 'sapphire', category: 'raw' } },
    { label: 'a search among featured images', filters: { search: 'blue', featured: true } },
  ])('$label looks the text up in the trigram index', async ({ filters }) => {
    const plan = await planOf(selectGalleryImages(testDb(), filters).limit(25));
    expect(plan.join(' | ')).toMatch(/SCAN gallery_images_fts VIRTUAL TABLE INDEX \d+:M/);
    expect(plan.filter(fullTableScan)).toEqual([]);
  });

  it.each<{ label: string; filters: GalleryFilters }>([
    { label: 'a category', filters: { category: 'raw' } },
    { label: 'a search', filters: { search: 'sapphire' } },
  ])('the stats of $label read only the matching rows', async ({ filters }) => {
    const plan = await planOf(selectGalleryStats(testDb(), filters));
    expect(plan.filter(fullTableScan)).toEqual([]);
  });
});
