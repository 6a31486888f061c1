import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { SEED_GALLERY } from '#seed/gallery.ts';
import { seedGalleryFacts } from '#seed/stone-facts.ts';
import { galleryImages, products } from '#schema/tables.ts';
import { galleryImageFields, productFields } from '#testing/factories.ts';
import { testDb } from '#worker/test/factories.ts';

/**
 * Migration 0019's hand-written backfill, run over rows as they stood before it: free text in origin and treatment, the
 * new columns at their defaults. (The columns themselves are already there: apply-migrations.ts ran every migration on
 * an empty database; this re-runs the statements that map the text.)
 */
async function runBackfill(): Promise<void> {
  const migration = env.TEST_MIGRATIONS.find((m) => m.name.includes('stone_facts'));
  if (!migration) throw new Error('no stone_facts migration');
  const backfill = migration.queries.filter((query) => !/^\s*(ALTER TABLE|CREATE INDEX)/.test(query));
  expect(backfill.length).toBeGreaterThan(0);
  await env.DB.batch(backfill.map((query) => env.DB.prepare(query)));
}

const OLD_ROWS = [
  ...SEED_GALLERY.map(({ name, origin, treatment, certification }) => ({ name, origin, treatment, certification })),
  { name: 'Old Burmese Ruby', origin: 'Mogok, Burma', treatment: 'Glass filled', certification: '' },
  { name: 'Old Emerald', origin: 'Colombia', treatment: 'Minor oil', certification: 'Uncertified' },
  { name: 'Old Topaz', origin: 'somewhere nice', treatment: 'Irradiated and heated', certification: '' },
  { name: 'Old Mystery', origin: '', treatment: '', certification: '' },
];

beforeAll(async () => {
  const db = testDb();
  await db.delete(galleryImages);
  for (const row of OLD_ROWS) {
    await db.insert(galleryImages).values(galleryImageFields({ ...row, treatmentCode: undefined, originCode: undefined, isProduct: true }));
  }
  await db.insert(products).values(productFields({ name: 'Tanzanite Cushion 2.05ct', treatmentCode: undefined, originCode: undefined }));
  await db.insert(products).values(productFields({ name: 'Not In The Gallery', treatmentCode: undefined, originCode: undefined }));
  await runBackfill();
});

const facts = async (name: string) => {
  const [row] = await testDb()
    .select({ treatmentCode: galleryImages.treatmentCode, originCode: galleryImages.originCode, treatment: galleryImages.treatment })
    .from(galleryImages)
    .where(eq(galleryImages.name, name));
  return row;
};

describe('migration 0019: free text to facts', () => {
  it('maps every demo gallery text to the facts the seed gives that stone', async () => {
    for (const { name, origin, treatment } of SEED_GALLERY) {
      expect(await facts(name), `${name}: ${origin} / ${treatment}`).toMatchObject(seedGalleryFacts(origin, treatment));
    }
  });

  it('reads the country from the end of a locality, other spellings and the treatment words', async () => {
    expect(await facts('Old Burmese Ruby')).toMatchObject({ originCode: 'MM', treatmentCode: 'fracture_filled' });
    expect(await facts('Old Emerald')).toMatchObject({ originCode: 'CO', treatmentCode: 'oiled' });
    expect(await facts('Old Topaz')).toMatchObject({ originCode: 'unknown', treatmentCode: 'irradiated' });
  });

  it('leaves what it cannot map unknown, with the text kept for staff to see', async () => {
    expect(await facts('Old Topaz')).toMatchObject({ originCode: 'unknown' });
    const stabilized = SEED_GALLERY.find((g) => g.treatment === 'Stabilized');
    expect(stabilized).toBeDefined();
    expect(await facts(stabilized?.name ?? '')).toEqual({
      treatmentCode: 'unknown',
      originCode: expect.any(String),
      treatment: 'Stabilized',
    });
    expect(await facts('Old Mystery')).toEqual({ treatmentCode: 'unknown', originCode: 'unknown', treatment: '' });
  });

  it('gives a product its gallery item facts and certified when the item names a report, and leaves others unknown', async () => {
    const rows = await testDb()
      .select({
        name: products.name,
        treatmentCode: products.treatmentCode,
        originCode: products.originCode,
        certified: products.certified,
      })
      .from(products);
    expect(rows).toEqual(
      expect.arrayContaining([
        { name: 'Tanzanite Cushion 2.05ct', treatmentCode: 'heated', originCode: 'TZ', certified: true },
        { name: 'Not In The Gallery', treatmentCode: 'unknown', originCode: 'unknown', certified: false },
      ]),
    );
  });
});
