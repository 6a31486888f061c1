import { Paper, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useProductStats } from './api/get-staff-products.ts';

/** Counts of all products, those in stock and those out of stock (docs/product.md §2: shown even when there are none); a dash until they arrive. */
export function ProductStats() {
  const { t } = useTranslation();
  const { data } = useProductStats();
  const stats = [
    { key: 'total', label: t('admin.products.stats.total'), value: data?.total },
    { key: 'in-stock', label: t('admin.products.stats.inStock'), value: data?.inStock },
    { key: 'out-of-stock', label: t('admin.products.stats.outOfStock'), value: data && data.total - data.inStock },
  ];
  return (
    <SimpleGrid cols={3} spacing={{ base: 'xs', sm: 'md' }} component="dl" m={0}>
      {stats.map((stat) => (
        <Paper key={stat.key} withBorder radius="md" p={{ base: 'xs', sm: 'md' }} data-testid={`product-stat-${stat.key}`}>
          <Text component="dt" size="sm" c="dimmed">
            {stat.label}
          </Text>
          <Text component="dd" m={0} fw={700} fz={{ base: 'xl', sm: 28 }}>
            {stat.value ?? '–'}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
