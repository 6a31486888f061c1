import { Sparkline } from '@mantine/charts';
import { Table, useMantineTheme, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '#schema/money.ts';
import type { CurrencyRevenue } from '#schema/dashboard-api.ts';
import { EmptyText } from '#web/components/QueryState.tsx';
import { DashboardPanel } from './DashboardPanel.tsx';
import { numberFormat } from './format.ts';

/** The currencies shoppers paid in most: paid orders, what they came to in that currency, and its days as a line. */
export function CurrencyTable({ currencies }: { currencies: CurrencyRevenue[] }) {
  const { t, i18n } = useTranslation();
  const count = numberFormat(i18n.language);
  // Not drawn on a phone at all: hidden by CSS, each line still measured its box as 0 x 0 and warned so in the console.
  const withTrend = useMediaQuery(`(min-width: ${useMantineTheme().breakpoints.xs})`) ?? false;
  return (
    <DashboardPanel title={t('adminDashboard.topCurrencies')} testId="dashboard-currencies">
      {currencies.length === 0 ? (
        <EmptyText>{t('adminDashboard.noPaidOrders')}</EmptyText>
      ) : (
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('adminDashboard.currency')}</Table.Th>
              <Table.Th ta="end">{t('adminDashboard.ordersPaid')}</Table.Th>
              <Table.Th ta="end">{t('adminDashboard.revenue')}</Table.Th>
              {withTrend && (
                <Table.Th>
                  <VisuallyHidden>{t('adminDashboard.trend')}</VisuallyHidden>
                </Table.Th>
              )}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {currencies.map((entry) => (
              <Table.Tr key={entry.currency} data-testid={`dashboard-currency-${entry.currency}`}>
                <Table.Td>{entry.currency}</Table.Td>
                <Table.Td ta="end">{count.format(entry.paidOrders)}</Table.Td>
                <Table.Td ta="end">{formatMoney(entry.revenue, entry.currency, i18n.language)}</Table.Td>
                {withTrend && (
                  <Table.Td w={120}>
                    <Sparkline
                      h={28}
                      w={110}
                      data={entry.days.map((day) => day.revenue)}
                      curveType="monotone"
                      color="amethyst.6"
                      // The revenue beside it, drawn: inert, hidden from screen readers and out of the keyboard's way.
                      inert
                    />
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </DashboardPanel>
  );
}
