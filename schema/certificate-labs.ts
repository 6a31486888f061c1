/** The labs whose reports a stone can carry (docs/product.md §2, "Lab reports"); the table's column takes these only. */
export const CERTIFICATE_LABS = ['GIA', 'IGI', 'AGL', 'GRS', 'SSEF', 'Gübelin', 'AIGS', 'Lotus', 'GIT', 'other'] as const;
export type CertificateLab = (typeof CERTIFICATE_LABS)[number];
