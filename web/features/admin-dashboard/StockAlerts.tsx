import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { LOW_STOCK_AT_MOST, type Dashboard } from '#schema/dashboard-api.ts';
import { EmptyText } from '#web/components/QueryState.tsx';
import { DashboardPanel } from './DashboardPanel.tsx';
import { numberFormat } from './format.ts';

/** The products sold out or nearly: the first few by name, and how many there are in all. */
export function StockAlerts({ stock }: { stock: Dashboard['stock'] }) {
  const { t, i18n } = useTranslation();
  const count = numberFormat(i18n.language);
  return (
    <DashboardPanel title={t('adminDashboard.stock')} testId="dashboard-stock">
      {stock.items.length === 0 ? (
        <EmptyText>{t('adminDashboard.stockFine', { units: count.format(LOW_STOCK_AT_MOST) })}</EmptyText>
      ) : (
        <>
          <Text size="sm" c="dimmed">
            {t('adminDashboard.stockCounts', { soldOut: count.format(stock.soldOut), low: count.format(stock.low) })}
          </Text>
          <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {stock.items.map((item) => (
              <Group key={item.id} component="li" gap="xs" wrap="nowrap" justify="space-between">
                {/* Staff wrote the name: dir="auto" sets it in its own direction, so a Latin name in Arabic is cut at its end. */}
                <Text size="sm" truncate style={{ minWidth: 0 }} dir="auto">
                  {item.name}
                </Text>
                <Badge color={item.stock === 0 ? 'red' : 'orange'} variant="light" style={{ flexShrink: 0 }}>
                  {item.stock === 0 ? t('adminDashboard.soldOut') : t('adminDashboard.unitsLeft', { units: count.format(item.stock) })}
                </Badge>
              </Group>
            ))}
          </Stack>
          <Anchor component={Link} to="/admin/products" size="sm">
            {t('adminDashboard.toProducts')}
          </Anchor>
        </>
      )}
    </DashboardPanel>
  );
}
