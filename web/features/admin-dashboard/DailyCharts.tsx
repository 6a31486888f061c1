import { AreaChart, BarChart } from '@mantine/charts';
import { SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DashboardDay } from '#schema/dashboard-api.ts';
import { useChartAxes } from './chart-direction.ts';
import { DashboardPanel } from './DashboardPanel.tsx';
import { formatUsd } from '#schema/money.ts';
import { dayLabel, numberFormat } from './format.ts';

const CHART_HEIGHT = 220;

/** Revenue (US dollars) and orders per day over the period. */
export function DailyCharts({ days }: { days: DashboardDay[] }) {
  const { t, i18n } = useTranslation();
  const axes = useChartAxes();
  const language = i18n.language;
  const data = days.map((day) => ({ ...day, label: dayLabel(day.day, language) }));
  const count = numberFormat(language);
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <DashboardPanel title={t('adminDashboard.revenuePerDay')} testId="dashboard-revenue-chart">
        <AreaChart
          h={CHART_HEIGHT}
          data={data}
          dataKey="label"
          series={[{ name: 'revenueUsd', label: t('adminDashboard.revenueUsd'), color: 'amethyst.6' }]}
          curveType="monotone"
          valueFormatter={(cents) => formatUsd(cents, language)}
          withDots={false}
          {...axes}
          yAxisProps={{ ...axes.yAxisProps, width: 80 }}
        />
      </DashboardPanel>
      <DashboardPanel title={t('adminDashboard.ordersPerDay')} testId="dashboard-orders-chart">
        <BarChart
          h={CHART_HEIGHT}
          data={data}
          dataKey="label"
          series={[
            { name: 'orders', label: t('adminDashboard.ordersPlaced'), color: 'gray.5' },
            { name: 'paidOrders', label: t('adminDashboard.ordersPaid'), color: 'teal.6' },
          ]}
          valueFormatter={(value) => count.format(value)}
          withLegend
          {...axes}
          // Orders come whole: no 0.25 on the axis.
          yAxisProps={{ ...axes.yAxisProps, allowDecimals: false }}
        />
      </DashboardPanel>
    </SimpleGrid>
  );
}
