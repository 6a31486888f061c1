import { Anchor, SimpleGrid } from '@mantine/core';
import { IconAlertTriangle, IconBuildingStore, IconCash, IconReceipt } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { formatUsd } from '#schema/money.ts';
import type { Dashboard } from '#schema/dashboard-api.ts';
import { numberFormat } from './format.ts';
import { StatCard } from './StatCard.tsx';

/** The period's revenue and paid orders, and what waits for staff: applications, stock. */
export function HeadlineFigures({ dashboard }: { dashboard: Dashboard }) {
  const { t, i18n } = useTranslation();
  const count = numberFormat(i18n.language);
  const revenue = dashboard.days.reduce((sum, day) => sum + day.revenueUsd, 0);
  const placed = dashboard.days.reduce((sum, day) => sum + day.orders, 0);
  const { soldOut, low } = dashboard.stock;
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
      <StatCard
        testId="dashboard-revenue"
        icon={IconCash}
        color="amethyst"
        label={t('adminDashboard.revenueUsd')}
        value={formatUsd(revenue, i18n.language)}
      />
      <StatCard
        testId="dashboard-paid-orders"
        icon={IconReceipt}
        color="teal"
        label={t('adminDashboard.ordersPaid')}
        value={count.format(dashboard.checkouts.paid)}
        note={t('adminDashboard.ofPlaced', { placed: count.format(placed) })}
      />
      <StatCard
        testId="dashboard-applications"
        icon={IconBuildingStore}
        color="blue"
        label={t('adminDashboard.applicationsWaiting')}
        value={count.format(dashboard.applicationsWaiting)}
        note={
          <Anchor renderRoot={(props) => <Link {...props} to="/admin/wholesale" search={{ status: 'new' }} />} size="xs">
            {t('adminDashboard.toApplications')}
          </Anchor>
        }
      />
      <StatCard
        testId="dashboard-stock-alerts"
        icon={IconAlertTriangle}
        color={soldOut > 0 ? 'red' : 'orange'}
        label={t('adminDashboard.stockAlerts')}
        value={count.format(soldOut + low)}
        note={t('adminDashboard.stockCounts', { soldOut: count.format(soldOut), low: count.format(low) })}
      />
    </SimpleGrid>
  );
}
