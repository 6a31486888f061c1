/**
 * Seeds the local D1 and R2 that `wrangler dev` uses with the demo data of seed/,
 * when the database is empty. Usage: tsx scripts/seed.ts [--persist-to <dir>]
 */
import { drizzle } from 'drizzle-orm/d1';
import { join } from 'node:path';
import { getPlatformProxy } from 'wrangler';
import { seedIfEmpty } from '#seed/index.ts';
import * as tables from '#schema/tables.ts';

const flag = process.argv.indexOf('--persist-to');
const persistTo = flag > 0 ? process.argv[flag + 1] : undefined;
// wrangler dev --persist-to X keeps its state in X/v3.
const persist = persistTo ? { path: join(persistTo, 'v3') } : true;

// The two bindings the seed writes to, typed by what drizzle and seedIfEmpty accept.
type SeedBindings = { DB: Parameters<typeof drizzle>[0]; BUCKET: Parameters<typeof seedIfEmpty>[1] };

const proxy = await getPlatformProxy<SeedBindings>({ persist, remoteBindings: false });
try {
  const result = await seedIfEmpty(drizzle(proxy.env.DB, { schema: tables }), proxy.env.BUCKET);
  console.log(
    result.seeded
      ? `Seeded ${result.products} products, ${result.galleryImages} gallery images and ${result.objects} images.`
      : 'Database already has data: nothing seeded.',
  );
} finally {
  await proxy.dispose();
}
