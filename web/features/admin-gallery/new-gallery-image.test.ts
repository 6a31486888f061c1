import { describe, expect, it } from 'vitest';
import { nameFromFileName, newGalleryImage } from './new-gallery-image.ts';

describe('nameFromFileName', () => {
  it('drops the extension, turns separators into spaces and capitalises each word', () => {
    expect(nameFromFileName('blue_sapphire-2.JPG')).toBe('Blue Sapphire 2');
    expect(nameFromFileName('rose quartz.png')).toBe('Rose Quartz');
    expect(nameFromFileName('amethyst.cluster.webp')).toBe('Amethyst Cluster');
  });

  it("falls back to 'New Gemstone' when the file name has no letters", () => {
    expect(nameFromFileName('0001.png')).toBe('New Gemstone');
    expect(nameFromFileName('.png')).toBe('New Gemstone');
  });
});

describe('newGalleryImage', () => {
  it("saves docs/product.md §3's defaults with the uploaded object's path", () => {
    expect(newGalleryImage('/objects/uploads/abc.png', 'ruby.png')).toEqual({
      imageUrl: '/objects/uploads/abc.png',
      name: 'Ruby',
      description: 'Please add description and details',
      category: 'gemstone',
      stock: true,
      featured: false,
      isProduct: false,
    });
  });
});
