import { Alert, Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/notify';
import { useWholesaleApplications } from './api/get-wholesale-applications';
import { WholesaleApplicationCard } from './WholesaleApplicationCard';

/** DESIGN 8: every wholesale application, newest first. */
export function WholesaleApplicationsTab() {
  const { t } = useTranslation();
  const applications = useWholesaleApplications();

  return (
    <Stack gap="md" component="section" aria-labelledby="admin-wholesale-title">
      <Group justify="space-between" gap="sm">
        <Title order={2} size="h3" id="admin-wholesale-title">
          {t('admin.wholesale.title')}
        </Title>
        <Button
          variant="default"
          leftSection={<IconRefresh size={16} aria-hidden />}
          onClick={() => void applications.refetch()}
          loading={applications.isRefetching}
        >
          {t('admin.refresh')}
        </Button>
      </Group>
      {applications.isPending ? (
        <Center py="xl">
          <Group gap="sm">
            <Loader size="sm" aria-hidden />
            <Text role="status">{t('admin.wholesale.loading')}</Text>
          </Group>
        </Center>
      ) : applications.isError ? (
        <Alert color="red" role="alert" title={t('admin.wholesale.loadFailed')}>
          {errorMessage(applications.error, '')}
        </Alert>
      ) : applications.data.length === 0 ? (
        <Text ta="center" c="dimmed" py="xl">
          {t('admin.wholesale.empty')}
        </Text>
      ) : (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-labelledby="admin-wholesale-title">
          {applications.data.map((application) => (
            <WholesaleApplicationCard key={application.id} application={application} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
