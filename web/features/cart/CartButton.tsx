import { ActionIcon, Indicator } from '@mantine/core';
import { IconShoppingCart } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useCart } from './api/get-cart.ts';
import { totalQuantity } from './cart-math.ts';
import { useCartPanel } from './cart-panel.tsx';

/** Header cart button; the badge shows the total quantity of items. */
export function CartButton() {
  const { t } = useTranslation();
  const { data: lines = [] } = useCart();
  const { open } = useCartPanel();
  const count = totalQuantity(lines);
  return (
    <Indicator label={count} size={18} disabled={count === 0} offset={4} color="red" data-testid="cart-badge">
      <ActionIcon variant="light" size="lg" onClick={open} aria-label={t('cart.openWithCount', { count })}>
        <IconShoppingCart size={20} aria-hidden />
      </ActionIcon>
    </Indicator>
  );
}
