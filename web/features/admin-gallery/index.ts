export { loadGalleryTab } from './api/load-gallery-tab.ts';
export { AdminGalleryTab } from './AdminGalleryTab.tsx';
