import { Paper, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Product } from '#schema/products-api.ts';

/** Counts of all products, those in stock and those out of stock. */
export function ProductStats({ products }: { products: Product[] }) {
  const { t } = useTranslation();
  const inStock = products.filter((product) => product.stock > 0).length;
  const stats = [
    { key: 'total', label: t('admin.products.stats.total'), value: products.length },
    { key: 'in-stock', label: t('admin.products.stats.inStock'), value: inStock },
    { key: 'out-of-stock', label: t('admin.products.stats.outOfStock'), value: products.length - inStock },
  ];
  return (
    <SimpleGrid cols={3} spacing={{ base: 'xs', sm: 'md' }} component="dl" m={0}>
      {stats.map((stat) => (
        <Paper key={stat.key} withBorder radius="md" p={{ base: 'xs', sm: 'md' }} data-testid={`product-stat-${stat.key}`}>
          <Text component="dt" size="sm" c="dimmed">
            {stat.label}
          </Text>
          <Text component="dd" m={0} fw={700} fz={{ base: 'xl', sm: 28 }}>
            {stat.value}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
