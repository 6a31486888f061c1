import { IconCertificate, IconExternalLink, IconFileDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Certificate } from '#schema/certificates-api.ts';
import { isolateLtr } from '#schema/bidi.ts';
import { formatDay } from '#web/lib/format-day.ts';
import { anchorLook, PlainCard, PlainGroup, PlainStack, PlainText, PlainTitle } from '#web/components/plain/index.ts';
import { useCertificates } from './api/get-certificates.ts';

/** A lab's name as shown: the labs' own names, "Another lab" for other. */
export const labName = (lab: Certificate['lab'], t: (key: string) => string): string =>
  lab === 'other' ? t('certificates.otherLab') : lab;

const isPdf = (url: string): boolean => url.toLowerCase().endsWith('.pdf');

function LabReport({ certificate }: { certificate: Certificate }) {
  const { t, i18n } = useTranslation();
  const lab = labName(certificate.lab, t);
  const number = isolateLtr(certificate.reportNumber, i18n.language);
  return (
    <PlainCard withBorder radius="md" padding="sm" data-testid="lab-report">
      <PlainStack gap={4}>
        <PlainGroup gap="xs" wrap="nowrap">
          <IconCertificate size={20} aria-hidden />
          <PlainText fw={700}>{t('certificates.report', { lab, number })}</PlainText>
        </PlainGroup>
        <PlainText size="sm" c="dimmed">
          <time dateTime={certificate.issuedOn}>{t('certificates.issued', { date: formatDay(certificate.issuedOn, i18n.language) })}</time>
        </PlainText>
        <PlainGroup gap="md">
          {certificate.scanUrl && (
            // A PDF is served as a download (SECURITY.md, "Uploads"); a picture opens in a tab of its own.
            <a
              {...anchorLook({ size: 'sm' })}
              href={certificate.scanUrl}
              target={isPdf(certificate.scanUrl) ? undefined : '_blank'}
              rel="noopener"
            >
              <PlainGroup component="span" gap={4} wrap="nowrap">
                <IconFileDownload size={16} aria-hidden />
                {t(isPdf(certificate.scanUrl) ? 'certificates.downloadScan' : 'certificates.viewScan')}
              </PlainGroup>
            </a>
          )}
          {certificate.verifyUrl ? (
            <a
              {...anchorLook({ size: 'sm' })}
              href={certificate.verifyUrl}
              target="_blank"
              rel="noopener noreferrer"
              data-testid="verify-at-lab"
            >
              <PlainGroup component="span" gap={4} wrap="nowrap">
                <IconExternalLink size={16} aria-hidden />
                {t('certificates.verify')}
              </PlainGroup>
            </a>
          ) : (
            <PlainText size="sm" c="dimmed">
              {t('certificates.noPublicCheck', { lab })}
            </PlainText>
          )}
        </PlainGroup>
      </PlainStack>
    </PlainCard>
  );
}

/** docs/product.md §2, "Lab reports": each report of the stone, with its scan and the lab's own check; nothing when none. */
export function LabReports({ productId }: { productId: number }) {
  const { t } = useTranslation();
  const certificates = useCertificates({ productId });
  if (certificates.length === 0) return null;
  return (
    <PlainStack gap="xs" component="section" aria-labelledby="lab-reports-title">
      <PlainTitle order={2} size="h4" id="lab-reports-title">
        {t('certificates.title')}
      </PlainTitle>
      {certificates.map((certificate) => (
        <LabReport key={certificate.id} certificate={certificate} />
      ))}
    </PlainStack>
  );
}
