/** A stone's lab reports and its QR code, as the shop shows them: what the product page and the receipt may use. */
export { certificatesQueryKey, certificatesQueryOptions, certificatesRootKey, type StoneRef } from './api/get-certificates.ts';
export { labName, LabReports } from './LabReports.tsx';
export { StoneQrCode, stoneQrUrl } from './StoneQrCode.tsx';
