import { Stack } from '@mantine/core';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { WHOLESALE_STATUSES, type WholesaleStatus } from '#schema/catalog.ts';
import { LoadMoreButton } from '#web/components/LoadMoreButton.tsx';
import { EmptyText, QueryState } from '#web/components/QueryState.tsx';
import { AdminTabHeader, StatusFilter } from '#web/features/admin/index.ts';
import { useWholesaleApplications } from './api/get-wholesale-applications.ts';
import { WholesaleApplicationCard } from './WholesaleApplicationCard.tsx';

/** docs/design.md §8: the wholesale applications, newest first, a page at a time, all or of one status. */
export function WholesaleApplicationsTab() {
  const { t } = useTranslation();
  const { status } = useSearch({ from: '/admin/_staff/wholesale' });
  const navigate = useNavigate({ from: '/admin/wholesale' });
  const applications = useWholesaleApplications(status);
  const statuses = WHOLESALE_STATUSES.map((value) => ({ value, label: t(`admin.wholesale.status.${value}`) }));
  const filterBy = (next: WholesaleStatus | undefined) => void navigate({ search: next ? { status: next } : {} });

  return (
    <Stack gap="md" component="section" aria-labelledby="admin-wholesale-title">
      <AdminTabHeader titleId="admin-wholesale-title" title={t('admin.wholesale.title')} query={applications} />
      <StatusFilter statuses={statuses} value={status} onChange={filterBy} label={t('admin.wholesale.filterLabel')} />
      <QueryState query={applications} loadingText={t('admin.wholesale.loading')} errorTitle={t('admin.wholesale.loadFailed')}>
        {(data) => {
          const list = data.pages.flatMap((page) => page.items);
          if (list.length === 0) return <EmptyText>{t(status ? 'admin.wholesale.emptyFiltered' : 'admin.wholesale.empty')}</EmptyText>;
          return (
            <Stack gap="sm">
              <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-labelledby="admin-wholesale-title">
                {list.map((application) => (
                  <WholesaleApplicationCard key={application.id} application={application} />
                ))}
              </Stack>
              <LoadMoreButton query={applications} />
            </Stack>
          );
        }}
      </QueryState>
    </Stack>
  );
}
