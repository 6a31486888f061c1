import type { InfiniteData } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { GalleryPage } from '#schema/gallery-api.ts';
import { galleryImage } from '#testing/factories.ts';
import { withImage } from './track-view.ts';

describe('withImage', () => {
  it('puts the new copy of an image on every page that shows it, leaving the rest alone', () => {
    const other = galleryImage({ id: 1, views: 3 });
    const data: InfiniteData<GalleryPage, string | null> = {
      pageParams: [null, 'abc'],
      pages: [
        { items: [other, galleryImage({ id: 7, views: 10 })], nextCursor: 'abc' },
        { items: [galleryImage({ id: 9 })], nextCursor: null },
      ],
    };
    const next = withImage(data, galleryImage({ id: 7, views: 11 }));
    expect(next?.pages[0]?.items.map((image) => [image.id, image.views])).toEqual([
      [1, 3],
      [7, 11],
    ]);
    expect(next?.pages[0]?.items[0]).toBe(other);
    expect(next?.pages[1]).toEqual(data.pages[1]);
    expect(next?.pageParams).toEqual([null, 'abc']);
  });

  it('leaves an empty cache empty', () => {
    expect(withImage(undefined, galleryImage())).toBeUndefined();
  });
});
