import { describe, expect, it } from 'vitest';
import type { GalleryImage } from '#schema/gallery-api.ts';
import { galleryViews } from '#schema/tables.ts';
import { recordGalleryView } from '#worker/services/gallery/gallery.ts';
import { purgeExpiredRows } from '#worker/services/sweep/storage-sweep.ts';
import { call } from '#worker/test/app.ts';
import { testDb } from '#worker/test/factories.ts';
import { insertGalleryImage, storedGalleryImage } from '#worker/test/gallery-factories.ts';
import { eq } from 'drizzle-orm';

const DAY_MS = 24 * 60 * 60 * 1000;

const view = (id: number, headers: Record<string, string>) => call(`/api/uploaded-images/${id}?track_view=true`, { headers });

describe('a gallery view counts once per visitor, image and day', () => {
  it('counts a visitor session once however often it views, and another visitor again', async () => {
    const row = await insertGalleryImage({ views: 10 });
    const session = crypto.randomUUID();

    const answers = await Promise.all(Array.from({ length: 5 }, () => view(row.id, { 'x-session-id': session })));

    expect(answers.map((r) => r.status)).toEqual(Array(5).fill(200));
    for (const answer of answers) expect([10, 11]).toContain((await answer.json<GalleryImage>()).views);
    expect((await storedGalleryImage(row.id))?.views).toBe(11);
    expect((await view(row.id, { 'x-session-id': crypto.randomUUID() })).status).toBe(200);
    expect((await storedGalleryImage(row.id))?.views).toBe(12);
  });

  it('tells visitors without a session apart by client address', async () => {
    const row = await insertGalleryImage({ views: 0 });
    const address = `192.0.2.${crypto.randomUUID()}`;
    await view(row.id, { 'cf-connecting-ip': address });
    await view(row.id, { 'cf-connecting-ip': address });
    await view(row.id, { 'cf-connecting-ip': `192.0.2.${crypto.randomUUID()}` });
    expect((await storedGalleryImage(row.id))?.views).toBe(2);
  });

  it('counts the same visitor again the next day, and the sweep removes past days', async () => {
    const row = await insertGalleryImage({ views: 0 });
    const visitor = `session:${crypto.randomUUID()}`;
    const today = Date.now();
    await recordGalleryView(testDb(), row.id, visitor, today - DAY_MS);
    await recordGalleryView(testDb(), row.id, visitor, today - DAY_MS);
    await recordGalleryView(testDb(), row.id, visitor, today);
    expect((await storedGalleryImage(row.id))?.views).toBe(2);

    await purgeExpiredRows(testDb(), today);

    const left = await testDb().select().from(galleryViews).where(eq(galleryViews.visitor, visitor));
    expect(left.map((entry) => entry.day)).toEqual([Math.floor(today / DAY_MS)]);
  });

  it('records nothing for an unknown image', async () => {
    const visitor = `session:${crypto.randomUUID()}`;
    expect(await recordGalleryView(testDb(), 999_999_999, visitor)).toBeNull();
    expect(await testDb().select().from(galleryViews).where(eq(galleryViews.visitor, visitor))).toEqual([]);
  });
});
