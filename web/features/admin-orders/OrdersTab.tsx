import { Alert, Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/notify';
import { useAdminOrders } from './api/get-admin-orders';
import { OrderCard } from './OrderCard';

/** DESIGN 8: every order that came in, newest first, with its payment status. */
export function OrdersTab() {
  const { t } = useTranslation();
  const orders = useAdminOrders();

  return (
    <Stack gap="md" component="section" aria-labelledby="admin-orders-title">
      <Group justify="space-between" gap="sm">
        <Title order={2} size="h3" id="admin-orders-title">
          {t('admin.orders.title')}
        </Title>
        <Button variant="default" leftSection={<IconRefresh size={16} aria-hidden />} onClick={() => void orders.refetch()} loading={orders.isRefetching}>
          {t('admin.refresh')}
        </Button>
      </Group>
      {orders.isPending ? (
        <Center py="xl">
          <Group gap="sm">
            <Loader size="sm" aria-hidden />
            <Text role="status">{t('admin.orders.loading')}</Text>
          </Group>
        </Center>
      ) : orders.isError ? (
        <Alert color="red" role="alert" title={t('admin.orders.loadFailed')}>
          {errorMessage(orders.error, '')}
        </Alert>
      ) : orders.data.length === 0 ? (
        <Text ta="center" c="dimmed" py="xl">
          {t('admin.orders.empty')}
        </Text>
      ) : (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-labelledby="admin-orders-title">
          {orders.data.map((order) => (
            <OrderCard key={order.id} order={order} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
