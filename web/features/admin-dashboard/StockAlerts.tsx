import { Anchor, Badge, Group, List, Text } from '@mantine/core';
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
          <List spacing={4} listStyleType="none" p={0}>
            {stock.items.map((item) => (
              <List.Item key={item.id}>
                <Group gap="xs" wrap="nowrap" justify="space-between">
                  <Text size="sm" truncate>
                    {item.name}
                  </Text>
                  {item.stock === 0 ? (
                    <Badge color="red" variant="light">
                      {t('adminDashboard.soldOut')}
                    </Badge>
                  ) : (
                    <Badge color="orange" variant="light">
                      {t('adminDashboard.unitsLeft', { units: count.format(item.stock) })}
                    </Badge>
                  )}
                </Group>
              </List.Item>
            ))}
          </List>
          <Anchor component={Link} to="/admin/products" size="sm">
            {t('adminDashboard.toProducts')}
          </Anchor>
        </>
      )}
    </DashboardPanel>
  );
}
