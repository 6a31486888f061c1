import { gridImageSizes } from '#web/components/image-sizes.ts';

/** The staff gallery's grid view, and so how wide a card's image shows. */
export const ADMIN_GALLERY_COLUMNS = { base: 1, xs: 2, md: 3, lg: 4 } as const;

export const ADMIN_GALLERY_IMAGE_SIZES = gridImageSizes(ADMIN_GALLERY_COLUMNS);
