import type { MantineSize } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Product } from '#schema/products-api.ts';
import { PlainBadge } from '#web/components/plain/index.ts';
import { useOnHold } from './OnHoldNote.tsx';

/** "In stock", "Out of stock", or "On hold" while another checkout holds the last of it (issue 23, item 4). */
export function StockBadge({ product, size }: { product: Pick<Product, 'stock' | 'heldUntil'>; size?: MantineSize }) {
  const { t } = useTranslation();
  const onHold = useOnHold(product);
  const [color, label] =
    product.stock > 0 ? ['green', 'catalog.inStock'] : onHold ? ['orange', 'hold.badge'] : ['gray', 'catalog.outOfStock'];
  return (
    <PlainBadge variant="dot" color={color} size={size} data-testid="stock-badge">
      {t(label)}
    </PlainBadge>
  );
}
