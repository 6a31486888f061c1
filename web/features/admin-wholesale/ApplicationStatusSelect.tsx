import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { WholesaleApplication } from '#schema/wholesale-api.ts';
import { WHOLESALE_STATUSES, type WholesaleStatus } from '#schema/catalog.ts';
import { notifyFailure, notifySuccess } from '#web/lib/notify.ts';
import { useSetApplicationStatus } from './api/set-application-status.ts';

const isWholesaleStatus = (value: string | null): value is WholesaleStatus =>
  (WHOLESALE_STATUSES as readonly (string | null)[]).includes(value);

/** Staff's answer to an application: New, Approved or Declined, saved as soon as it is chosen. */
export function ApplicationStatusSelect({ application }: { application: WholesaleApplication }) {
  const { t } = useTranslation();
  const setStatus = useSetApplicationStatus();
  const data = WHOLESALE_STATUSES.map((value) => ({ value, label: t(`admin.wholesale.status.${value}`) }));

  const onChange = (value: string | null) => {
    if (!isWholesaleStatus(value) || value === application.status) return;
    setStatus.mutate(
      { id: application.id, status: value },
      {
        onSuccess: () => notifySuccess(t('admin.wholesale.toasts.statusSaved')),
        onError: (error) => notifyFailure(t('admin.wholesale.toasts.statusFailed'), error),
      },
    );
  };

  return (
    <Select
      label={t('admin.wholesale.statusLabel')}
      data={data}
      value={setStatus.isPending ? setStatus.variables.status : application.status}
      onChange={onChange}
      allowDeselect={false}
      disabled={setStatus.isPending}
      w={{ base: '100%', xs: 180 }}
      data-testid="application-status"
    />
  );
}
