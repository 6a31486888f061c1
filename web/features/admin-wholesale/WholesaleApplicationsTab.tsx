import { Group, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QueryState } from '#web/components/QueryState.tsx';
import { RefreshButton } from '#web/components/RefreshButton.tsx';
import { useWholesaleApplications } from './api/get-wholesale-applications.ts';
import { WholesaleApplicationCard } from './WholesaleApplicationCard.tsx';

/** docs/design.md §8: every wholesale application, newest first. */
export function WholesaleApplicationsTab() {
  const { t } = useTranslation();
  const applications = useWholesaleApplications();

  return (
    <Stack gap="md" component="section" aria-labelledby="admin-wholesale-title">
      <Group justify="space-between" gap="sm">
        <Title order={2} size="h3" id="admin-wholesale-title">
          {t('admin.wholesale.title')}
        </Title>
        <RefreshButton query={applications} />
      </Group>
      <QueryState
        query={applications}
        loadingText={t('admin.wholesale.loading')}
        errorTitle={t('admin.wholesale.loadFailed')}
        emptyText={t('admin.wholesale.empty')}
      >
        {(list) => (
          <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-labelledby="admin-wholesale-title">
            {list.map((application) => (
              <WholesaleApplicationCard key={application.id} application={application} />
            ))}
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
