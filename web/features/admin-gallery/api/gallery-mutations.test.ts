import { describe, expect, it } from 'vitest';
import { ApiError } from '#web/lib/api.ts';
import { json, stubApi, testApi } from '#web/test/api-stub.ts';
import { BatchStoppedError, batchUpdateGalleryImages } from './gallery-mutations.ts';

const ids = Array.from({ length: 250 }, (_, index) => index + 1);

/** Answers each PATCH with `{ updated: <ids sent> }`, or `failAt`'s call (from 0) with a 404. */
function serveBatches(failAt?: number) {
  const api = stubApi({
    'PATCH /api/uploaded-images/batch': () =>
      api.requests.length - 1 === failAt
        ? json({ error: 'No gallery image with id 2; nothing was changed', code: 'not_found' }, 404)
        : { updated: sent().at(-1)?.length ?? 0 },
  });
  const sent = () => api.requests.map((request) => (request.body as { ids: number[] }).ids);
  return { api, sent };
}

describe('batchUpdateGalleryImages', () => {
  it('sends at most 100 ids per PATCH, in order, and adds up what was updated', async () => {
    const { api, sent } = serveBatches();
    await expect(batchUpdateGalleryImages(testApi(), { ids, updates: { category: 'rare' } })).resolves.toEqual({ updated: 250 });
    expect(sent()).toEqual([ids.slice(0, 100), ids.slice(100, 200), ids.slice(200)]);
    expect(api.requests.every((request) => request.method === 'PATCH' && request.path === '/api/uploaded-images/batch')).toBe(true);
  });

  it('stops at a failed batch and says how many ids went through before it', async () => {
    const { sent } = serveBatches(1);
    const failure = await batchUpdateGalleryImages(testApi(), { ids, updates: { featured: true } }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(BatchStoppedError);
    expect((failure as BatchStoppedError).done).toBe(100);
    expect(sent()).toHaveLength(2);
  });

  it("passes the server's refusal, with its code, on as it is when nothing was changed", async () => {
    serveBatches(0);
    const failure = await batchUpdateGalleryImages(testApi(), { ids: [1, 2], updates: { featured: true } }).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).code).toBe('not_found');
  });
});
