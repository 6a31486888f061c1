import { Button, Container, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import {
  IconBuildingStore,
  IconChartBar,
  IconClipboardList,
  IconDiamond,
  IconHistory,
  IconLogout,
  IconPhoto,
  IconShieldX,
  IconUserCircle,
  IconUsers,
} from '@tabler/icons-react';
import { Outlet, useLocation, useNavigate, useRouter } from '@tanstack/react-router';
import { useDocumentTitle } from '@mantine/hooks';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyFailure } from '#web/lib/notify.ts';
import { pageTitle } from '#web/lib/page-title.ts';
import { useAdminSession, useLogout } from './api/admin-session.ts';
import { isStaffTab, tabOf, tabsFor, type StaffTab } from './admin-paths.ts';
import { useReturnToLoginOnExpiry } from './use-return-to-login-on-expiry.ts';
import classes from './StaffTabs.module.css';
import './styles.ts';

const ICON_SIZE = 16;

const TAB_ICONS: Record<StaffTab, typeof IconDiamond> = {
  dashboard: IconChartBar,
  products: IconDiamond,
  gallery: IconPhoto,
  orders: IconClipboardList,
  wholesale: IconBuildingStore,
  staff: IconUsers,
  audit: IconHistory,
  'failed-sign-ins': IconShieldX,
  account: IconUserCircle,
};

/** The staff area around each tab's page: who is signed in, Log out, and the tabs, one address each. */
export function StaffLayout() {
  const { t } = useTranslation();
  const session = useAdminSession();
  const signOut = useLogout();
  const navigate = useNavigate();
  const router = useRouter();
  const pathname = useLocation({ select: (location) => location.pathname });
  const current: StaffTab = tabOf(pathname) ?? 'dashboard';
  const tabs = tabsFor(session.data?.role ?? 'staff');
  useReturnToLoginOnExpiry();
  useDocumentTitle(pageTitle(`${t(`admin.tabs.${current}`)} — ${t('meta.staffTitle')}`, t('brand.name')));

  // Signed out here, or the session ended elsewhere (a 401): back to the sign-in page.
  const signedOut = session.data === null;
  useEffect(() => {
    if (signedOut) void navigate({ to: '/admin/login', search: { redirect: pathname }, replace: true });
  }, [signedOut, navigate, pathname]);

  const onLogout = () =>
    signOut.mutate(undefined, { onError: (error) => notifyFailure(t('common.error'), error, t('admin.logoutFailed')) });
  const onTab = (value: string | null) => {
    if (isStaffTab(value)) void navigate({ to: `/admin/${value}` });
  };
  const preload = (tab: StaffTab) => void router.preloadRoute({ to: `/admin/${tab}` }).catch(() => undefined);
  const tabList = useActiveTabInView();

  return (
    <Container size="xl" py="lg">
      <Group justify="space-between" align="center" mb="lg" gap="sm">
        <Stack gap={2}>
          <Title order={1} size="h2">
            {t('admin.dashboard.title')}
          </Title>
          <Text c="dimmed" size="sm" data-testid="admin-signed-in-as">
            {t('admin.dashboard.signedInAs', { username: session.data?.name ?? '' })}
          </Text>
        </Stack>
        <Button variant="default" leftSection={<IconLogout size={ICON_SIZE} aria-hidden />} onClick={onLogout} loading={signOut.isPending}>
          {t('admin.dashboard.logout')}
        </Button>
      </Group>

      <Tabs value={current} onChange={onTab} keepMounted={false} classNames={{ list: classes.list, tab: classes.tab }}>
        <Tabs.List mb="lg" ref={tabList}>
          {tabs.map((tab) => {
            const Icon = TAB_ICONS[tab];
            return (
              <Tabs.Tab
                key={tab}
                value={tab}
                leftSection={<Icon size={ICON_SIZE} aria-hidden />}
                // A tab is a button, not a link, so the router's preload on intent is asked for here.
                onMouseEnter={() => preload(tab)}
                onFocus={() => preload(tab)}
              >
                {t(`admin.tabs.${tab}`)}
              </Tabs.Tab>
            );
          })}
        </Tabs.List>
        <Tabs.Panel value={current}>
          <Outlet />
        </Tabs.Panel>
      </Tabs>
    </Container>
  );
}

/**
 * On a phone the tab row scrolls sideways: the current tab is kept in sight, whichever address opened it. The router
 * puts back remembered scroll positions once a navigation has rendered (its listener was added first), so the row is
 * set after that; only sideways, so the page itself never moves.
 */
function useActiveTabInView() {
  const list = useRef<HTMLDivElement>(null);
  const router = useRouter();
  useEffect(() => {
    const show = () => {
      const row = list.current;
      const tab = row?.querySelector('[aria-selected="true"]');
      if (!row || !tab) return;
      const rowBox = row.getBoundingClientRect();
      const tabBox = tab.getBoundingClientRect();
      const hiddenBy = tabBox.left < rowBox.left ? tabBox.left - rowBox.left : Math.max(0, tabBox.right - rowBox.right);
      if (hiddenBy !== 0) row.scrollBy({ left: hiddenBy, behavior: 'instant' });
    };
    show();
    return router.subscribe('onRendered', show);
  }, [router]);
  return list;
}
