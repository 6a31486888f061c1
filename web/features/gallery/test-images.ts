import type { GalleryImage } from '#schema/gallery-api.ts';

/** A complete gallery image for component tests; `overrides` replace fields. */
export const galleryImage = (overrides: Partial<GalleryImage> = {}): GalleryImage => ({
  id: 7,
  imageUrl: '/objects/seed/tanzanite.svg',
  name: 'Tanzanite Cushion 2.05ct',
  description: 'Violet-blue tanzanite from the only source on earth.',
  price: 74900,
  category: 'gemstone',
  stock: true,
  featured: true,
  isProduct: false,
  tags: 'blue,violet',
  weight: '2.05 ct',
  dimensions: '8.1 x 7.9 x 5.2 mm',
  origin: 'Merelani Hills, Tanzania',
  treatment: 'Heated',
  certification: 'GIA 2231',
  metaphysicalProperties: 'Said to awaken intuition.',
  hardness: '6.5',
  views: 655,
  createdAt: '2026-10-27T21:00:00.000Z',
  ...overrides,
});
