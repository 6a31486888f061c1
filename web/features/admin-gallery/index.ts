export { AdminGalleryTab } from './AdminGalleryTab.tsx';
