import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '#web/lib/api.ts';
import { testApi } from '#web/test/api-stub.ts';
import { BatchStoppedError, batchUpdateGalleryImages } from './gallery-mutations.ts';

const ids = Array.from({ length: 250 }, (_, index) => index + 1);

/** Answers each PATCH with `{ updated: <ids sent> }`, or `failAt`'s call (from 0) with a 500. */
function serveBatches(failAt?: number) {
  const sent: number[][] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_path: string, init?: RequestInit) => {
      const { ids: batch } = JSON.parse(String(init?.body)) as { ids: number[] };
      sent.push(batch);
      if (sent.length - 1 === failAt)
        return Response.json({ error: 'No gallery image with id 2; nothing was changed', code: 'not_found' }, { status: 404 });
      return Response.json({ updated: batch.length });
    }),
  );
  return sent;
}

afterEach(() => vi.unstubAllGlobals());

describe('batchUpdateGalleryImages', () => {
  it('sends at most 100 ids per PATCH, in order, and adds up what was updated', async () => {
    const sent = serveBatches();
    await expect(batchUpdateGalleryImages(testApi(), { ids, updates: { category: 'rare' } })).resolves.toEqual({ updated: 250 });
    expect(sent).toEqual([ids.slice(0, 100), ids.slice(100, 200), ids.slice(200)]);
    const [path, init] = vi.mocked(fetch).mock.calls[0] ?? [];
    expect(path).toBe('/api/uploaded-images/batch');
    expect(init?.method).toBe('PATCH');
  });

  it('stops at a failed batch and says how many ids went through before it', async () => {
    const sent = serveBatches(1);
    const failure = await batchUpdateGalleryImages(testApi(), { ids, updates: { featured: true } }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(BatchStoppedError);
    expect((failure as BatchStoppedError).done).toBe(100);
    expect(sent).toHaveLength(2);
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
