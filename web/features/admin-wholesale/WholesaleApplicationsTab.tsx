import { useNavigate, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { WHOLESALE_STATUSES, type WholesaleStatus } from '#schema/catalog.ts';
import { CsvExportButton, StatusFilteredList } from '#web/features/admin/index.ts';
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
    <StatusFilteredList
      texts="admin.wholesale"
      statuses={statuses}
      status={status}
      onFilter={filterBy}
      query={applications}
      actions={<CsvExportButton file="wholesale-applications.csv" status={status} note={t('admin.export.wholesaleNote')} />}
    >
      {(application) => <WholesaleApplicationCard key={application.id} application={application} />}
    </StatusFilteredList>
  );
}
