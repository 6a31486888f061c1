import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogState } from '#schema/tables.ts';
import { insertProduct, testDb } from '#worker/test/factories.ts';
import {
  bumpCatalogVersion,
  catalogVersion,
  forgetVersionIfBumpedSince,
  REFRESH_AHEAD_MS,
  trustedCatalogVersion,
  VERSION_TRUST_MS,
} from './catalog-version.ts';
import {
  batchUpdateGalleryImages,
  convertToProduct,
  deleteGalleryImage,
  updateGalleryImage,
} from '#worker/services/gallery/gallery-admin.ts';
import { deleteProduct, updateProduct } from './products.ts';

/** Moves the version in D1 as another isolate's write would: behind this isolate's back. */
const moveVersionElsewhere = (version: number) =>
  testDb().insert(catalogState).values({ id: 1, version }).onConflictDoUpdate({ target: catalogState.id, set: { version } });

const bump = async () => {
  const db = testDb();
  await db.batch([bumpCatalogVersion(db)]);
};

/** A moment well after the last bump, so the next read may be trusted. */
const later = (ms: number) => {
  const now = Date.now();
  vi.spyOn(Date, 'now').mockReturnValue(now + ms);
};

/** The version this isolate trusts now. */
const trusted = async () => (await trustedCatalogVersion(env.DB)).version;

afterEach(() => vi.restoreAllMocks());

describe('the catalog version an isolate keys its cached answers by', () => {
  it('is read from D1 once, then trusted for a moment: a write elsewhere shows after that moment', async () => {
    await bump();
    later(VERSION_TRUST_MS + 1);
    const read = await trusted();
    await moveVersionElsewhere(101);
    expect(await trusted()).toBe(read);
    later(2 * VERSION_TRUST_MS + 2);
    expect(await trusted()).toBe(101);
  });

  it("moves at once with this isolate's own write", async () => {
    later(VERSION_TRUST_MS + 1);
    const before = await trusted();
    await bump();
    const after = await trusted();
    expect(after).not.toBe(before);
    expect(after).toBe(await catalogVersion(testDb()));
  });

  it('is read from D1 once for all the requests that find it expired at once, not once for each', async () => {
    await bump();
    later(VERSION_TRUST_MS + 1);
    const sessions = vi.spyOn(env.DB, 'withSession');
    const versions = await Promise.all(Array.from({ length: 20 }, () => trusted()));
    expect(new Set(versions)).toEqual(new Set([await catalogVersion(testDb())]));
    expect(sessions).toHaveBeenCalledTimes(1);
  });

  it('is read again after a write of its own, never taken from a read begun before that write', async () => {
    const db = testDb();
    await bump();
    later(VERSION_TRUST_MS + 1);
    const sessions = vi.spyOn(env.DB, 'withSession');
    const readBeforeTheWrite = trustedCatalogVersion(env.DB);
    const write = bumpCatalogVersion(db);
    const readAfterTheWrite = trustedCatalogVersion(env.DB);
    await db.batch([write]);
    await Promise.all([readBeforeTheWrite, readAfterTheWrite]);
    expect(sessions).toHaveBeenCalledTimes(2);
  });

  it('is read again in the background once half trusted: those requests answer at once, the ones after get the new version', async () => {
    await bump();
    later(VERSION_TRUST_MS + 1);
    const read = await trusted();
    await moveVersionElsewhere(303);
    later(REFRESH_AHEAD_MS);
    const sessions = vi.spyOn(env.DB, 'withSession');
    const background: Promise<unknown>[] = [];
    const answers = await Promise.all(Array.from({ length: 5 }, () => trustedCatalogVersion(env.DB, (work) => background.push(work))));
    expect(answers.map((answer) => answer.version)).toEqual(Array.from({ length: 5 }, () => read));
    expect(sessions).toHaveBeenCalledTimes(1);
    await Promise.all(background);
    expect(await trusted()).toBe(303);
    expect(sessions).toHaveBeenCalledTimes(1);
  });

  it('is not read again before half its trust has passed', async () => {
    await bump();
    later(VERSION_TRUST_MS + 1);
    await trusted();
    later(REFRESH_AHEAD_MS - 1);
    const sessions = vi.spyOn(env.DB, 'withSession');
    await trusted();
    expect(sessions).not.toHaveBeenCalled();
  });

  it('is not trusted right after a write of its own, which may not have committed when it was read', async () => {
    await bump();
    await trusted();
    await moveVersionElsewhere(202);
    expect(await trusted()).toBe(202);
  });
});

describe('a catalog write whose batch commits more than a moment after it was built (a busy D1)', () => {
  it('leaves no version read while it ran trusted once the request that wrote is over', async () => {
    const db = testDb();
    const started = Date.now();
    const slowWrite = bumpCatalogVersion(db);
    later(VERSION_TRUST_MS + 1);
    const readWhileWriting = await trusted();
    await db.batch([slowWrite]);

    forgetVersionIfBumpedSince(started);

    const now = await trusted();
    expect(now).not.toBe(readWhileWriting);
    expect(now).toBe(await catalogVersion(db));
  });
});

describe('a catalog write that matches no row', () => {
  const missingId = 987_654_321;

  it('leaves the version, so no cached answer is thrown away for a refused edit or delete', async () => {
    const db = testDb();
    await bump();
    const before = await catalogVersion(db);
    expect(await deleteProduct(db, missingId)).toBe(false);
    expect(await updateProduct(db, env.BUCKET, missingId, { name: 'Nowhere' })).toMatchObject({ ok: false, code: 'not_found' });
    expect(await deleteGalleryImage(db, env.BUCKET, missingId)).toBe(false);
    expect(await updateGalleryImage(db, missingId, { name: 'Nowhere' })).toBeNull();
    expect(await batchUpdateGalleryImages(db, [missingId], { featured: true })).toMatchObject({ ok: false, code: 'not_found' });
    expect(await convertToProduct(db, missingId)).toMatchObject({ ok: false, code: 'not_found' });
    expect(await catalogVersion(db)).toBe(before);
  });

  it('still moves the version when the row exists', async () => {
    const db = testDb();
    const product = await insertProduct();
    const before = await catalogVersion(db);
    expect(await deleteProduct(db, product.id)).toBe(true);
    expect(await catalogVersion(db)).not.toBe(before);
  });
});
