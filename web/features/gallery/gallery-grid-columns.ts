/** The public gallery's columns per breakpoint: the grid, its skeleton and its cards' image sizes agree on them. */
export const GALLERY_GRID_COLUMNS = { base: 1, xs: 2, md: 3, lg: 4 } as const;
