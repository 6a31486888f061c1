import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Dashboard } from '#schema/dashboard-api.ts';
import { formatUsd } from '#schema/money.ts';
import { AdminTabHeader } from '#web/features/admin/index.ts';
import { EmptyText, QueryState } from '#web/components/QueryState.tsx';
import { useDashboard } from './api/get-dashboard.ts';
import { CheckoutsChart } from './CheckoutsChart.tsx';
import { CurrencyTable } from './CurrencyTable.tsx';
import { DailyCharts } from './DailyCharts.tsx';
import { dayLabel, numberFormat } from './format.ts';
import { HeadlineFigures } from './HeadlineFigures.tsx';
import { RankedList } from './RankedList.tsx';
import { StockAlerts } from './StockAlerts.tsx';
// The charts' legend draws its keys with ColorSwatch, whose sheet web/app/styles.ts does not load.
import '@mantine/core/styles/ColorSwatch.css';
import '@mantine/charts/styles.css';

const TITLE_ID = 'admin-dashboard-title';

/** docs/product.md §2, "Dashboard": how the shop did over the last 30 days, and what waits for staff. */
export function DashboardTab() {
  const { t } = useTranslation();
  const dashboard = useDashboard();
  return (
    <Stack gap="md" component="section" aria-labelledby={TITLE_ID}>
      <AdminTabHeader titleId={TITLE_ID} title={t('adminDashboard.title')} query={dashboard} />
      <QueryState query={dashboard} loadingText={t('adminDashboard.loading')} errorTitle={t('adminDashboard.loadFailed')}>
        {(data) => <DashboardFigures dashboard={data} />}
      </QueryState>
    </Stack>
  );
}

function DashboardFigures({ dashboard }: { dashboard: Dashboard }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const count = numberFormat(language);
  const anyOrders = dashboard.days.some((day) => day.orders > 0);
  return (
    <Stack gap="md">
      <Text c="dimmed" size="sm" data-testid="dashboard-period">
        {t('adminDashboard.period', { from: dayLabel(dashboard.from, language), to: dayLabel(dashboard.to, language) })}
      </Text>
      <HeadlineFigures dashboard={dashboard} />
      {anyOrders ? (
        <DailyCharts days={dashboard.days} />
      ) : (
        <EmptyText data-testid="dashboard-no-orders">{t('adminDashboard.noOrders')}</EmptyText>
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <CheckoutsChart checkouts={dashboard.checkouts} />
        <CurrencyTable currencies={dashboard.currencies} />
        <RankedList
          testId="dashboard-top-stones"
          title={t('adminDashboard.topStones')}
          nameLabel={t('adminDashboard.stone')}
          valueLabel={t('adminDashboard.revenueUsd')}
          items={dashboard.topStonesByRevenue.map((stone) => ({ name: stone.name, value: stone.revenueUsd }))}
          format={(cents) => formatUsd(cents, language)}
          empty={t('adminDashboard.noPaidOrders')}
          color="amethyst.6"
        />
        <RankedList
          testId="dashboard-stones-by-views"
          title={t('adminDashboard.topStonesByViews')}
          nameLabel={t('adminDashboard.stone')}
          valueLabel={t('adminDashboard.views')}
          items={dashboard.topStonesByViews.map((stone) => ({ name: stone.name, value: stone.views }))}
          format={(views) => count.format(views)}
          empty={t('adminDashboard.noStoneViews')}
          color="teal.6"
        />
        <RankedList
          testId="dashboard-most-viewed"
          title={t('adminDashboard.mostViewed')}
          nameLabel={t('adminDashboard.image')}
          valueLabel={t('adminDashboard.views')}
          items={dashboard.mostViewedImages.map((image) => ({ name: image.name, value: image.views }))}
          format={(views) => count.format(views)}
          empty={t('adminDashboard.noViews')}
          color="blue.6"
        />
        <StockAlerts stock={dashboard.stock} />
      </SimpleGrid>
    </Stack>
  );
}
