import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconCertificate, IconExternalLink, IconFileDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Certificate } from '#schema/certificates-api.ts';
import { isolateLtr } from '#web/lib/bidi.ts';
import { formatDay } from '#web/lib/format-day.ts';
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
    <Card withBorder radius="md" padding="sm" data-testid="lab-report">
      <Stack gap={4}>
        <Group gap="xs" wrap="nowrap">
          <IconCertificate size={20} aria-hidden />
          <Text fw={700}>{t('certificates.report', { lab, number })}</Text>
        </Group>
        <Text size="sm" c="dimmed">
          <time dateTime={certificate.issuedOn}>{t('certificates.issued', { date: formatDay(certificate.issuedOn, i18n.language) })}</time>
        </Text>
        <Group gap="md">
          {certificate.scanUrl && (
            // A PDF is served as a download (SECURITY.md, "Uploads"); a picture opens in a tab of its own.
            <Anchor href={certificate.scanUrl} size="sm" target={isPdf(certificate.scanUrl) ? undefined : '_blank'} rel="noopener">
              <Group gap={4} component="span" wrap="nowrap">
                <IconFileDownload size={16} aria-hidden />
                {t(isPdf(certificate.scanUrl) ? 'certificates.downloadScan' : 'certificates.viewScan')}
              </Group>
            </Anchor>
          )}
          {certificate.verifyUrl ? (
            <Anchor href={certificate.verifyUrl} size="sm" target="_blank" rel="noopener noreferrer" data-testid="verify-at-lab">
              <Group gap={4} component="span" wrap="nowrap">
                <IconExternalLink size={16} aria-hidden />
                {t('certificates.verify')}
              </Group>
            </Anchor>
          ) : (
            <Text size="sm" c="dimmed">
              {t('certificates.noPublicCheck', { lab })}
            </Text>
          )}
        </Group>
      </Stack>
    </Card>
  );
}

/** docs/product.md §2, "Lab reports": each report of the stone, with its scan and the lab's own check; nothing when none. */
export function LabReports({ productId }: { productId: number }) {
  const { t } = useTranslation();
  const certificates = useCertificates({ productId });
  if (certificates.length === 0) return null;
  return (
    <Stack gap="xs" component="section" aria-labelledby="lab-reports-title">
      <Title order={2} size="h4" id="lab-reports-title">
        {t('certificates.title')}
      </Title>
      {certificates.map((certificate) => (
        <LabReport key={certificate.id} certificate={certificate} />
      ))}
    </Stack>
  );
}
