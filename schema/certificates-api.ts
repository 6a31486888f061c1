/**
 * Lab reports of a stone (docs/product.md §2, "Lab reports"): the one table of their public report
 * checks, and the bodies of /api/certificates, which the Worker validates with and the staff forms reuse.
 */
import * as v from 'valibot';
import type { AsJson, stoneCertificates } from './tables.ts';
import { CERTIFICATE_LABS, type CertificateLab } from './certificate-labs.ts';
import { looksLikeUploadUrl } from './uploads-api.ts';

/**
 * Where each lab lets anyone check a report by its number ({number} is replaced, URL-encoded); null for the labs
 * that have no public check by number alone (theirs ask for a login, a second code from the paper, or a phone app).
 */
export const LAB_REPORT_CHECK: Readonly<Record<CertificateLab, string | null>> = {
  GIA: 'https://www.gia.edu/report-check?reportno={number}',
  IGI: 'https://www.igi.org/verify-your-report/?r={number}',
  AGL: null,
  GRS: null,
  SSEF: null,
  Gübelin: null,
  AIGS: null,
  Lotus: null,
  GIT: null,
  other: null,
};

/** The lab's own page for this report, or null when the lab has no public check. */
export function reportCheckUrl(lab: CertificateLab, reportNumber: string): string | null {
  const pattern = LAB_REPORT_CHECK[lab];
  return pattern === null ? null : pattern.replace('{number}', encodeURIComponent(reportNumber));
}

/** A stone carries at most this many lab reports. */
export const CERTIFICATES_PER_STONE_MAX = 5;

/** Report numbers as labs print them: letters, digits and hyphens, e.g. 2141438167 or LG-608331245. */
const REPORT_NUMBER_PATTERN = /^[A-Za-z0-9][A-Za-z0-9-]{0,39}$/;
const ISO_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
/** The oldest date a report may carry: the first lab on the list (GIA) opened in 1931. */
const EARLIEST_REPORT_DATE = '1931-01-01';

/** A real calendar day written YYYY-MM-DD (not 2026-02-30). */
const isCalendarDay = (text: string): boolean => {
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
};

/** Today in the time zone furthest ahead (UTC+14): a report dated today anywhere is never "in the future". */
const latestToday = (): string => new Date(Date.now() + 14 * 60 * 60 * 1000).toISOString().slice(0, 10);

/** A scan: an upload's own address (/objects/uploads/<file>) or the uploadURL it was uploaded to. */
const SCAN_URL_PATTERN = /^\/objects\/uploads\/(?!.*\.\.)[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;
export const SCAN_URL_MESSAGE = 'must be an uploaded scan address such as /objects/uploads/<file>';

const certificateFields = {
  lab: v.picklist(CERTIFICATE_LABS, `must be one of ${CERTIFICATE_LABS.join(', ')}`),
  reportNumber: v.pipe(v.string('is required'), v.trim(), v.regex(REPORT_NUMBER_PATTERN, 'must be 1 to 40 letters, digits or hyphens')),
  issuedOn: v.pipe(
    v.string('is required'),
    v.regex(ISO_DATE_PATTERN, 'must be a date written YYYY-MM-DD'),
    v.check(isCalendarDay, 'must be a date that exists'),
    v.check((day) => day >= EARLIEST_REPORT_DATE, `must be ${EARLIEST_REPORT_DATE} or later`),
    v.check((day) => day <= latestToday(), 'must not be in the future'),
  ),
  scanUrl: v.optional(
    v.nullable(
      v.pipe(
        v.string(),
        v.trim(),
        v.check((text) => SCAN_URL_PATTERN.test(text) || looksLikeUploadUrl(text), SCAN_URL_MESSAGE),
      ),
    ),
    null,
  ),
};

const stoneId = v.pipe(v.number('must be an id'), v.integer('must be an id'), v.minValue(1, 'must be an id'));

/** POST /api/certificates: a report for one stone, a product or a gallery item (exactly one of the two). */
export const CreateCertificateSchema = v.pipe(
  v.object({ ...certificateFields, productId: v.optional(stoneId), galleryImageId: v.optional(stoneId) }),
  v.check(
    (body) => (body.productId === undefined) !== (body.galleryImageId === undefined),
    'must name exactly one of productId and galleryImageId',
  ),
);
export type CreateCertificateInput = v.InferInput<typeof CreateCertificateSchema>;
export type NewCertificate = v.InferOutput<typeof CreateCertificateSchema>;

/** PATCH /api/certificates/:id: any of the report's fields, at least one. */
export const UpdateCertificateSchema = v.pipe(
  v.partial(v.object(certificateFields)),
  v.check((changes) => Object.keys(certificateFields).some((field) => field in changes), 'must change at least one field'),
);
export type CertificateChanges = v.InferOutput<typeof UpdateCertificateSchema>;

/** GET /api/certificates?productId= or ?galleryImageId=: the reports of one stone. */
export const CertificateListQuerySchema = v.pipe(
  v.object({
    productId: v.optional(v.pipe(v.string(), v.regex(/^[1-9]\d{0,15}$/, 'must be an id'), v.transform(Number))),
    galleryImageId: v.optional(v.pipe(v.string(), v.regex(/^[1-9]\d{0,15}$/, 'must be an id'), v.transform(Number))),
  }),
  v.check(
    (query) => (query.productId === undefined) !== (query.galleryImageId === undefined),
    'must name exactly one of productId and galleryImageId',
  ),
);

/** A report as the API answers it; `verifyUrl` is the lab's public check (null when the lab has none). */
export type Certificate = AsJson<Omit<typeof stoneCertificates.$inferSelect, 'createdAt' | 'editedAt'>> & { verifyUrl: string | null };
