import { gridImageSizes } from '#web/components/image-sizes.ts';

/** The home grid's columns per breakpoint, and so how wide a card's image shows. */
export const PRODUCT_GRID_COLUMNS = { base: 1, xs: 2, md: 3, lg: 4 } as const;

export const PRODUCT_CARD_IMAGE_SIZES = gridImageSizes(PRODUCT_GRID_COLUMNS);
