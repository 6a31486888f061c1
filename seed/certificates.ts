/**
 * The demo shop's lab reports: a few of the finer stones carry one (the emerald two), some with a scan, so the
 * product pages show reports with and without the lab's public check. Numbers are made up in each lab's own style.
 */
import type { CertificateLab } from '#schema/certificate-labs.ts';

interface SeedCertificate {
  /** The seeded product's name (seed/products.ts). */
  readonly product: string;
  readonly lab: CertificateLab;
  readonly reportNumber: string;
  readonly issuedOn: string;
  /** Whether the report comes with a scan (a one-page PDF the seed writes). */
  readonly scan: boolean;
}

export const SEED_CERTIFICATES: readonly SeedCertificate[] = [
  { product: 'Ceylon Blue Sapphire 1.2ct', lab: 'GIA', reportNumber: '2235716402', issuedOn: '2023-09-14', scan: true },
  { product: 'Tanzanite Cushion 2.05ct', lab: 'AGL', reportNumber: 'CS-1094531', issuedOn: '2024-02-07', scan: true },
  { product: 'Alexandrite Round 0.85ct', lab: 'GRS', reportNumber: 'GRS2022-118834', issuedOn: '2022-11-30', scan: false },
  { product: 'Colombian Emerald Pear 0.9ct', lab: 'Gübelin', reportNumber: '23031044', issuedOn: '2023-05-22', scan: true },
  { product: 'Colombian Emerald Pear 0.9ct', lab: 'SSEF', reportNumber: '128877', issuedOn: '2023-06-02', scan: false },
  { product: 'Mozambique Ruby Heart 1.0ct', lab: 'AIGS', reportNumber: '2405-3321', issuedOn: '2024-05-03', scan: false },
  { product: 'Lab-Grown Diamond 0.50ct', lab: 'IGI', reportNumber: 'LG608331245', issuedOn: '2024-08-19', scan: true },
  { product: 'Star Ruby Cabochon 2.6ct', lab: 'GIT', reportNumber: '22104577', issuedOn: '2022-10-11', scan: false },
];

/** Text as a PDF string literal: backslashes and parentheses escaped, ASCII only (so string length is byte length). */
const pdfText = (text: string): string => `(${text.replace(/[\\()]/g, (c) => `\\${c}`)})`;

/**
 * A one-page A5 PDF that looks like a report's summary: the lab, the number, the date and the stone, in Helvetica.
 * Built by hand (a few objects and their byte offsets), so the seed needs no PDF library.
 */
export function certificatePdf({ product, lab, reportNumber, issuedOn }: SeedCertificate): string {
  const lines = [
    [22, `${lab === 'Gübelin' ? 'Gubelin' : lab} Gemmological Report`],
    [12, `Report number ${reportNumber}`],
    [12, `Date ${issuedOn}`],
    [12, `Item: ${product}`],
    [9, 'Demo document of the Gemstone Gallery seed; not issued by the laboratory.'],
  ] as const;
  const text = lines.map(([size, line], index) => `BT /F1 ${size} Tf 40 ${520 - index * 36} Td ${pdfText(line)} Tj ET`).join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 420 595] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const offset = body.length;
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return body;
}
