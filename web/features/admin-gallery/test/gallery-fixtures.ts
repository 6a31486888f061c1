import { vi } from 'vitest';
import type { GalleryImage } from '#schema/gallery-api.ts';
import { galleryImage } from '#testing/factories.ts';

/** A picture just uploaded and saved with the defaults of docs/product.md §3: no price, no details yet. */
export const newlySaved = (id: number, changes: Partial<GalleryImage> = {}): GalleryImage =>
  galleryImage({
    id,
    imageUrl: `/objects/uploads/${id}.png`,
    name: `Stone ${id}`,
    description: 'Please add description and details',
    price: null,
    featured: false,
    tags: '',
    weight: '',
    dimensions: '',
    origin: '',
    treatment: '',
    certification: '',
    metaphysicalProperties: '',
    hardness: '',
    views: 0,
    ...changes,
  });

export type SentCall = { method: string; path: string; body: unknown };

/**
 * Stubs fetch with a tiny gallery API: GET list and stats answer from `images`, every write answers
 * `writeStatus` (or what it gives for the n-th write, from 0) with an echo. Returns the calls made,
 * for assertions on what was sent.
 */
export function stubGalleryApi(images: GalleryImage[], writeStatus: number | ((write: number) => number) = 200): SentCall[] {
  const calls: SentCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const path = String(input);
      const body: unknown = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method, path, body });
      if (method === 'GET' && path.startsWith('/api/uploaded-images/stats')) {
        return Response.json({ total: images.length, inStock: images.length, featured: 0, products: 0, views: 0 });
      }
      if (method === 'GET') return Response.json({ items: images, nextCursor: null });
      const status = typeof writeStatus === 'number' ? writeStatus : writeStatus(writes(calls).length - 1);
      if (status >= 400) return Response.json({ error: 'nope' }, { status });
      return Response.json(body ?? {}, { status });
    }),
  );
  return calls;
}

export const writes = (calls: SentCall[]) => calls.filter((call) => call.method !== 'GET');
