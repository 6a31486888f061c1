/** The public gallery: what the router and other features may use. */
export { loadGallery } from './api/load-gallery.ts';
export { filtersOf, GallerySearchSchema } from './gallery-search.ts';
export { GalleryPage } from './GalleryPage.tsx';
export { GalleryLoadFailed, GalleryPending } from './GalleryStates.tsx';
export { galleryImageQueryOptions } from './api/get-gallery-image.ts';
export { loadGalleryImagePage } from './api/load-gallery-image-page.ts';
export { GalleryImagePage } from './GalleryImagePage.tsx';
