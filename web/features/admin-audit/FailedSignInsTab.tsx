import { Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FailedSignIn } from '#schema/audit-api.ts';
import { LoadMoreButton } from '#web/components/LoadMoreButton.tsx';
import { EmptyText, QueryState } from '#web/components/QueryState.tsx';
import { AdminTabHeader } from '#web/features/admin/index.ts';
import { formatDateTime } from '#web/lib/format-date.ts';
import { useFailedSignIns } from './api/get-failed-sign-ins.ts';

/**
 * docs/design.md §2: refused sign-ins, newest first, read-only: when, from where, the username that was
 * typed (shown as typed data, in code type, never as a staff member) and why it was refused.
 */
export function FailedSignInsTab() {
  const { t } = useTranslation();
  const failures = useFailedSignIns();

  return (
    <Stack gap="md" component="section" aria-labelledby="admin-failed-sign-ins-title">
      <AdminTabHeader titleId="admin-failed-sign-ins-title" title={t('admin.failedSignIns.title')} query={failures} />
      <Text size="sm" c="dimmed">
        {t('admin.failedSignIns.intro')}
      </Text>
      <QueryState query={failures} loadingText={t('admin.failedSignIns.loading')} errorTitle={t('admin.failedSignIns.loadFailed')}>
        {(data) => {
          const rows = data.pages.flatMap((page) => page.items);
          if (rows.length === 0) return <EmptyText>{t('admin.failedSignIns.empty')}</EmptyText>;
          return (
            <Stack gap="sm">
              <FailedSignInsTable rows={rows} />
              <LoadMoreButton query={failures} />
            </Stack>
          );
        }}
      </QueryState>
    </Stack>
  );
}

function FailedSignInsTable({ rows }: { rows: FailedSignIn[] }) {
  const { t, i18n } = useTranslation();
  return (
    // Scrolls natively, and takes the keyboard's focus: its rows hold no control that would (WCAG 2.1.1).
    <Table.ScrollContainer minWidth={560} type="native" tabIndex={0}>
      <Table striped aria-labelledby="admin-failed-sign-ins-title">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('admin.failedSignIns.columns.when')}</Table.Th>
            <Table.Th>{t('admin.failedSignIns.columns.from')}</Table.Th>
            <Table.Th>{t('admin.failedSignIns.columns.username')}</Table.Th>
            <Table.Th>{t('admin.failedSignIns.columns.reason')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id} data-testid="failed-sign-in-row">
              <Table.Td>
                <time dateTime={row.createdAt}>{formatDateTime(row.createdAt, i18n.language)}</time>
              </Table.Td>
              <Table.Td>
                <bdi>{row.clientAddress}</bdi>
              </Table.Td>
              <Table.Td>
                <Text span ff="monospace" size="sm" style={{ wordBreak: 'break-all' }}>
                  <bdi>{row.usernameTried}</bdi>
                </Text>
              </Table.Td>
              <Table.Td>{t(`admin.failedSignIns.reasons.${row.reason}`)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
