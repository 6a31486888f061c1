/**
 * A lab report's scan must be an upload in the bucket whose first bytes show a PDF, a JPEG or a PNG: checked when
 * the report is saved, so an upload that went straight to R2 (a presigned PUT, which nothing sniffs) is judged by
 * its bytes too (SECURITY.md, "Uploads").
 */
import { SCAN_UPLOAD_TYPES } from '#schema/uploads-api.ts';
import { uploadedObjectKey } from '#worker/services/objects/object-keys.ts';
import { fail, succeed, type Result } from '#worker/services/result.ts';
import { SNIFF_BYTES, sniffImageType, sniffsAsPdf } from '#worker/services/uploads/image-sniff.ts';

const NO_SUCH_SCAN = 'scanUrl: no such upload';
const NOT_A_SCAN = fail('certificate_scan_type', `A lab report's scan must be one of ${SCAN_UPLOAD_TYPES.join(', ')}`);

/** What a scan's first bytes show it is, when it is one of the allowed types. */
export function sniffScanType(head: Uint8Array): (typeof SCAN_UPLOAD_TYPES)[number] | null {
  if (sniffsAsPdf(head)) return 'application/pdf';
  const image = sniffImageType(head);
  return image === 'image/png' || image === 'image/jpeg' ? image : null;
}

/** Fine when there is no scan; else the upload must be there and be a PDF, JPEG or PNG by its bytes. */
export async function checkScan(bucket: R2Bucket, scanUrl: string | null | undefined): Promise<Result<null>> {
  if (scanUrl === null || scanUrl === undefined) return succeed(null);
  const key = uploadedObjectKey(scanUrl);
  if (!key) return fail('upload_not_found', NO_SUCH_SCAN);
  const head = await bucket.get(key, { range: { offset: 0, length: SNIFF_BYTES } });
  if (!head) return fail('upload_not_found', NO_SUCH_SCAN);
  const bytes = new Uint8Array(await head.arrayBuffer());
  return sniffScanType(bytes) ? succeed(null) : NOT_A_SCAN;
}
