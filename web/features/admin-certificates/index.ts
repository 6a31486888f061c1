/** Staff editing of a stone's lab reports, for the product form and the gallery edit dialog. */
export { CertificatesEditor } from './CertificatesEditor.tsx';
