import { Button, Container, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconClipboardList, IconDiamond, IconLogout, IconPhoto, IconBuildingStore } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessage, notifyError } from '#web/lib/notify.ts';
import { AdminGalleryTab } from '#web/features/admin-gallery/AdminGalleryTab.tsx';
import { OrdersTab } from '#web/features/admin-orders/OrdersTab.tsx';
import { ProductManagementTab } from '#web/features/admin-products/ProductManagementTab.tsx';
import { useLogout } from '#web/features/admin-session/api/admin-session.ts';
import { WholesaleApplicationsTab } from '#web/features/admin-wholesale/WholesaleApplicationsTab.tsx';
import { useReturnToLoginOnExpiry } from './use-return-to-login-on-expiry.ts';

const ICON_SIZE = 16;

/** The signed-in dashboard: who is signed in, Log out, and one tab per staff task. */
export function AdminDashboard({ username }: { username: string }) {
  const { t } = useTranslation();
  const signOut = useLogout();
  useReturnToLoginOnExpiry();

  const onLogout = () =>
    signOut.mutate(undefined, { onError: (error) => notifyError(t('common.error'), errorMessage(error, t('admin.logoutFailed'))) });

  return (
    <Container size="xl" py="lg">
      <Group justify="space-between" align="center" mb="lg" gap="sm">
        <Stack gap={2}>
          <Title order={1} size="h2">
            {t('admin.dashboard.title')}
          </Title>
          <Text c="dimmed" size="sm" data-testid="admin-signed-in-as">
            {t('admin.dashboard.signedInAs', { username })}
          </Text>
        </Stack>
        <Button variant="default" leftSection={<IconLogout size={ICON_SIZE} aria-hidden />} onClick={onLogout} loading={signOut.isPending}>
          {t('admin.dashboard.logout')}
        </Button>
      </Group>

      <Tabs defaultValue="products" keepMounted={false}>
        <Tabs.List mb="lg">
          <Tabs.Tab value="products" leftSection={<IconDiamond size={ICON_SIZE} aria-hidden />}>
            {t('admin.tabs.products')}
          </Tabs.Tab>
          <Tabs.Tab value="gallery" leftSection={<IconPhoto size={ICON_SIZE} aria-hidden />}>
            {t('admin.tabs.gallery')}
          </Tabs.Tab>
          <Tabs.Tab value="orders" leftSection={<IconClipboardList size={ICON_SIZE} aria-hidden />}>
            {t('admin.tabs.orders')}
          </Tabs.Tab>
          <Tabs.Tab value="wholesale" leftSection={<IconBuildingStore size={ICON_SIZE} aria-hidden />}>
            {t('admin.tabs.wholesale')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="products">
          <ProductManagementTab />
        </Tabs.Panel>
        <Tabs.Panel value="gallery">
          <AdminGalleryTab />
        </Tabs.Panel>
        <Tabs.Panel value="orders">
          <OrdersTab />
        </Tabs.Panel>
        <Tabs.Panel value="wholesale">
          <WholesaleApplicationsTab />
        </Tabs.Panel>
      </Tabs>
    </Container>
  );
}
