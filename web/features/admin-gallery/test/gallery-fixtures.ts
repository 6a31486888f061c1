import type { GalleryImage } from '#schema/gallery-api.ts';
import { galleryImage } from '#testing/factories.ts';
import { json, stubApi, type ApiRequest } from '#web/test/api-stub.ts';

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

/**
 * The shared API stub with a tiny gallery: GET list and stats answer from `images`, every write answers
 * `writeStatus` (or what it gives for the n-th write, from 0) with an echo. Returns the requests sent, for
 * assertions on what was sent.
 */
export function stubGalleryApi(images: GalleryImage[], writeStatus: number | ((write: number) => number) = 200): ApiRequest[] {
  const write = ({ body }: ApiRequest) => {
    const status = typeof writeStatus === 'number' ? writeStatus : writeStatus(writes(api.requests).length - 1);
    return status >= 400 ? json({ error: 'nope' }, status) : json(body ?? {}, status);
  };
  const api = stubApi({
    'GET /api/uploaded-images/stats': { total: images.length, inStock: images.length, featured: 0, products: 0, views: 0 },
    'GET /api/uploaded-images': { items: images, nextCursor: null },
    'POST /api/uploaded-images': write,
    'PUT /api/uploaded-images/:id': write,
    'DELETE /api/uploaded-images/:id': write,
    'PATCH /api/uploaded-images/batch': write,
    'POST /api/uploaded-images/:id/convert-to-product': write,
  });
  return api.requests;
}

export const writes = (calls: ApiRequest[]) => calls.filter((call) => call.method !== 'GET');
