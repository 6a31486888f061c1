import { Stack, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AuditEvent } from '#schema/audit-api.ts';
import { LoadMoreButton } from '#web/components/LoadMoreButton.tsx';
import { EmptyText, QueryState } from '#web/components/QueryState.tsx';
import { AdminTabHeader } from '#web/features/admin/index.ts';
import { formatDateTime } from '#web/lib/format-date.ts';
import { useAuditLog } from './api/get-audit-log.ts';
import { AuditChanges } from './AuditChanges.tsx';
import { AuditTarget } from './AuditTarget.tsx';

/** docs/design.md §2: what staff did, newest first, read-only: who, what (and what it changed), when and from where. */
export function AuditLogTab() {
  const { t } = useTranslation();
  const log = useAuditLog();

  return (
    <Stack gap="md" component="section" aria-labelledby="admin-audit-title">
      <AdminTabHeader titleId="admin-audit-title" title={t('admin.audit.title')} query={log} />
      <QueryState query={log} loadingText={t('admin.audit.loading')} errorTitle={t('admin.audit.loadFailed')}>
        {(data) => {
          const events = data.pages.flatMap((page) => page.items);
          if (events.length === 0) {
            return <EmptyText>{t('admin.audit.empty')}</EmptyText>;
          }
          return (
            <Stack gap="sm">
              <AuditTable events={events} />
              <LoadMoreButton query={log} />
            </Stack>
          );
        }}
      </QueryState>
    </Stack>
  );
}

function AuditTable({ events }: { events: AuditEvent[] }) {
  const { t, i18n } = useTranslation();
  return (
    // Scrolls natively, and takes the keyboard's focus: its rows hold no control that would (WCAG 2.1.1).
    <Table.ScrollContainer minWidth={640} type="native" tabIndex={0}>
      <Table striped aria-labelledby="admin-audit-title">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('admin.audit.columns.when')}</Table.Th>
            <Table.Th>{t('admin.audit.columns.who')}</Table.Th>
            <Table.Th>{t('admin.audit.columns.what')}</Table.Th>
            <Table.Th>{t('admin.audit.columns.target')}</Table.Th>
            <Table.Th>{t('admin.audit.columns.status')}</Table.Th>
            <Table.Th>{t('admin.audit.columns.from')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {events.map((event) => (
            <Table.Tr key={event.id} data-testid="audit-row">
              <Table.Td>
                <time dateTime={event.createdAt}>{formatDateTime(event.createdAt, i18n.language)}</time>
              </Table.Td>
              <Table.Td>{event.actor}</Table.Td>
              <Table.Td>
                {t(`admin.audit.actions.${event.action}`, { defaultValue: event.action })}
                {event.changes && event.changes.length > 0 ? <AuditChanges changes={event.changes} target={event.target} /> : null}
              </Table.Td>
              <Table.Td>
                <AuditTarget action={event.action} target={event.target} />
              </Table.Td>
              <Table.Td>{event.status}</Table.Td>
              <Table.Td>{event.clientAddress}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
