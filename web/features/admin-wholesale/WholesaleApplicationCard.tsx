import { Anchor, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { WholesaleApplication } from '#schema/wholesale-api.ts';
import { formatDateTime } from '#web/lib/format-date.ts';
import { ApplicationStatusSelect } from './ApplicationStatusSelect.tsx';
import { Ltr } from '#web/components/Ltr.tsx';

/** One application with every field it was sent with; what the applicant typed is rendered as text. */
export function WholesaleApplicationCard({ application }: { application: WholesaleApplication }) {
  const { t, i18n } = useTranslation();
  const titleId = `wholesale-application-${application.id}`;
  const none = t('admin.wholesale.none');
  return (
    <Paper withBorder radius="md" p="md" component="li" aria-labelledby={titleId} data-testid="admin-wholesale-application">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={2}>
            <Text fw={700} id={titleId} style={{ overflowWrap: 'anywhere' }}>
              {application.businessName}
            </Text>
            <Text size="sm" c="dimmed">
              <time dateTime={application.createdAt}>{formatDateTime(application.createdAt, i18n.language)}</time>
            </Text>
          </Stack>
          <ApplicationStatusSelect application={application} />
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="xs" verticalSpacing="xs" component="dl" m={0}>
          <Field label={t('admin.wholesale.fields.contactName')}>{application.contactName}</Field>
          <Field label={t('admin.wholesale.fields.email')}>
            <Anchor href={`mailto:${application.email}`} style={{ overflowWrap: 'anywhere' }}>
              <Ltr>{application.email}</Ltr>
            </Anchor>
          </Field>
          <Field label={t('admin.wholesale.fields.phone')}>
            <Ltr>{application.phone}</Ltr>
          </Field>
          <Field label={t('admin.wholesale.fields.businessType')}>{application.businessType}</Field>
          <Field label={t('admin.wholesale.fields.taxId')}>{application.taxId ?? none}</Field>
        </SimpleGrid>
        <dl style={{ margin: 0 }}>
          <Field label={t('admin.wholesale.fields.message')}>
            <Text component="span" size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {application.message ?? none}
            </Text>
          </Field>
        </dl>
      </Stack>
    </Paper>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}
