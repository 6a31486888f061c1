/** The lab report form's values and rules: the API's rules (schema/certificates-api.ts), checked before sending. */
import * as v from 'valibot';
import { CERTIFICATE_LABS, type CertificateLab } from '#schema/certificate-labs.ts';
import { UpdateCertificateSchema, type Certificate } from '#schema/certificates-api.ts';

export type CertificateValues = { lab: CertificateLab; reportNumber: string; issuedOn: string; scan: File | null };

export const emptyCertificate = (): CertificateValues => ({ lab: CERTIFICATE_LABS[0], reportNumber: '', issuedOn: '', scan: null });

export const certificateValues = (certificate: Certificate): CertificateValues => ({
  lab: certificate.lab,
  reportNumber: certificate.reportNumber,
  issuedOn: certificate.issuedOn,
  scan: null,
});

/** The field the API's rules refuse first, if any: 'reportNumber' or 'issuedOn'. */
export function invalidField(values: CertificateValues): 'reportNumber' | 'issuedOn' | null {
  const { lab, reportNumber, issuedOn } = values;
  const result = v.safeParse(UpdateCertificateSchema, { lab, reportNumber, issuedOn });
  if (result.success) return null;
  const field = v.getDotPath(result.issues[0]);
  return field === 'issuedOn' ? 'issuedOn' : 'reportNumber';
}
