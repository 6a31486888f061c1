import type { CreateGalleryImageInput } from '#schema/gallery-api.ts';
import { GALLERY_DEFAULTS, GALLERY_NAME_MAX_LENGTH } from '#schema/gallery-api.ts';

/**
 * docs/product.md §3: an image is first named after its file, tidied: no extension, separators as spaces, each
 * word capitalised ('blue_sapphire-2.JPG' -> 'Blue Sapphire 2'). A name with no letter names
 * nothing ('IMG_0001.png' keeps its letters; '0001.png' does not), so it becomes 'New Gemstone'.
 */
export function nameFromFileName(fileName: string): string {
  const stem = fileName.includes('.') ? fileName.slice(0, fileName.lastIndexOf('.')) : fileName;
  const name = stem
    .split(/[\s._-]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toLocaleUpperCase() + word.slice(1))
    .join(' ')
    .slice(0, GALLERY_NAME_MAX_LENGTH)
    .trim();
  return /\p{L}/u.test(name) ? name : GALLERY_DEFAULTS.name;
}

/** The POST /api/uploaded-images body for a freshly uploaded file, with docs/product.md §3's defaults. */
export const newGalleryImage = (objectPath: string, fileName: string): CreateGalleryImageInput => ({
  imageUrl: objectPath,
  name: nameFromFileName(fileName),
  description: GALLERY_DEFAULTS.description,
  category: GALLERY_DEFAULTS.category,
  stock: true,
  featured: false,
  isProduct: false,
});
