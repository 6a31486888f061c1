/**
 * Step 2: the bench's own local D1/R2 state, never shared with the dev data in .wrangler/state. It is
 * wiped, migrated and seeded with the project's normal seed (real images in R2), then topped up with
 * plain SQL to the catalog size the budgets are stated for.
 */
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { bin, runCaptured } from '#scripts/lib/run.mjs';
import { galleryRows, productRows } from './rows.mjs';

/** D1 allows 100 bound parameters per statement. */
const MAX_PARAMETERS = 99;
/** Statements per D1 batch (one round trip, one transaction). */
const STATEMENTS_PER_BATCH = 50;

async function run(name, args) {
  const { code, output } = await runCaptured(bin(name), args);
  if (code !== 0) throw new Error(`${name} ${args.join(' ')} failed (exit ${code}):\n${output}`);
  return output;
}

/**
 * A fresh state folder: the migrations of schema/migrations applied (`wrangler d1 migrations apply
 * --local --persist-to`, as `npm start` and the e2e tests do), then `scripts/seed.ts` (seedIfEmpty).
 * Wrangler keeps its state under <dir>/v3; Miniflare is pointed there too.
 */
export async function prepareState(dir) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  await run('wrangler', ['d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', dir]);
  const seeded = await run('tsx', ['scripts/seed.ts', '--persist-to', dir]);
  return /Seeded .*/.exec(seeded)?.[0] ?? seeded.trim();
}

/** Inserts `rows` (objects with the same keys) into `table`, several rows per statement, in batches. */
async function insertRows(db, table, rows) {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]);
  const perStatement = Math.max(1, Math.floor(MAX_PARAMETERS / columns.length));
  const tuple = `(${columns.map(() => '?').join(', ')})`;
  const statements = [];
  for (let i = 0; i < rows.length; i += perStatement) {
    const chunk = rows.slice(i, i + perStatement);
    const sql = `INSERT INTO ${table} (${columns.join(', ')}) VALUES ${chunk.map(() => tuple).join(', ')}`;
    statements.push(db.prepare(sql).bind(...chunk.flatMap((row) => columns.map((column) => row[column]))));
  }
  for (let i = 0; i < statements.length; i += STATEMENTS_PER_BATCH) {
    await db.batch(statements.slice(i, i + STATEMENTS_PER_BATCH));
  }
}

const count = async (db, table) => (await db.prepare(`SELECT count(*) AS n FROM ${table}`).first('n')) ?? 0;

/**
 * Tops the seeded catalog up to `products` products and `galleryImages` gallery images (D1 binding from
 * Miniflare), in plain SQL batches, never through the API. The new rows reuse the seed's pictures, which are real
 * objects in R2; a second top-up continues the same generators, so its rows differ from the first's. Inserts into
 * gallery_images and products go through the FTS5 triggers of migrations 0001 and 0015, as every write does. Like
 * every catalog write, it moves the catalog version: no cached answer of the smaller catalog is served after it.
 */
export async function topUpCatalog(db, { products, galleryImages }) {
  const { results } = await db
    .prepare('SELECT image_url FROM products UNION SELECT image_url FROM gallery_images ORDER BY image_url')
    .all();
  const images = results.map((row) => row.image_url);
  if (images.length === 0) throw new Error('The seed left no images to reuse: is scripts/seed.ts still seeding?');

  const productsBefore = await count(db, 'products');
  const imagesBefore = await count(db, 'gallery_images');
  await insertRows(db, 'products', productRows(Math.max(0, products - productsBefore), images, 500 + productsBefore));
  await insertRows(db, 'gallery_images', galleryRows(Math.max(0, galleryImages - imagesBefore), images, 10_000 + imagesBefore));
  await db.prepare('INSERT INTO catalog_state (id, version) VALUES (1, random()) ON CONFLICT (id) DO UPDATE SET version = random()').run();

  const result = { products: await count(db, 'products'), galleryImages: await count(db, 'gallery_images'), images: images.length };
  if (result.products !== products || result.galleryImages !== galleryImages) {
    throw new Error(`The catalog has ${result.products} products and ${result.galleryImages} gallery images after the top-up.`);
  }
  return result;
}

/** The D1 database file of a state folder (Miniflare's layout: <dir>/v3/d1/miniflare-D1DatabaseObject/<id>.sqlite). */
function d1File(dir) {
  const folder = join(dir, 'v3', 'd1', 'miniflare-D1DatabaseObject');
  const files = readdirSync(folder).filter((file) => file.endsWith('.sqlite') && file !== 'metadata.sqlite');
  if (files.length !== 1) throw new Error(`Expected one D1 database in ${folder}, found ${files.length}`);
  return join(folder, files[0]);
}

/**
 * topUpCatalog's rows, written straight into the state's D1 file with node:sqlite in one transaction, while no server
 * has it open (stop it first): 100,000 gallery rows take seconds instead of the many minutes of D1's 100-parameter
 * batches. The same generators, the same FTS5 triggers (they live in the database), the catalog version moved.
 */
export function topUpCatalogFile(dir, { products, galleryImages }) {
  const db = new DatabaseSync(d1File(dir));
  try {
    const count = (table) => db.prepare(`SELECT count(*) AS n FROM ${table}`).get().n;
    const images = db
      .prepare('SELECT image_url FROM products UNION SELECT image_url FROM gallery_images ORDER BY image_url')
      .all()
      .map((row) => row.image_url);
    if (images.length === 0) throw new Error('The seed left no images to reuse: is scripts/seed.ts still seeding?');
    const insert = (table, rows) => {
      if (rows.length === 0) return;
      const columns = Object.keys(rows[0]);
      const statement = db.prepare(`INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`);
      for (const row of rows) statement.run(...columns.map((column) => row[column]));
    };
    const productsBefore = count('products');
    const imagesBefore = count('gallery_images');
    db.exec('BEGIN');
    insert('products', productRows(Math.max(0, products - productsBefore), images, 500 + productsBefore));
    insert('gallery_images', galleryRows(Math.max(0, galleryImages - imagesBefore), images, 10_000 + imagesBefore));
    db.exec('INSERT INTO catalog_state (id, version) VALUES (1, random()) ON CONFLICT (id) DO UPDATE SET version = random()');
    db.exec('COMMIT');
    const result = { products: count('products'), galleryImages: count('gallery_images'), images: images.length };
    if (result.products !== products || result.galleryImages !== galleryImages) {
      throw new Error(`The catalog has ${result.products} products and ${result.galleryImages} gallery images after the top-up.`);
    }
    return result;
  } finally {
    db.close();
  }
}
