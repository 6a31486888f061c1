import { IconShoppingCart } from '@tabler/icons-react';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { ShopIconButton } from '#web/components/ShopIconButton.tsx';
import { useCart } from './api/get-cart.ts';
import { totalQuantity } from './cart-math.ts';
import { useCartPanel } from './cart-panel.tsx';

/**
 * What Mantine's `<Indicator size={18} offset={4} color="red">` sets, drawn with its sheet without its code (1.0 KB of
 * JS gzipped in every first load, docs/design.md Budgets); CartButton.test.tsx compares the two.
 */
const BADGE_PLACE = {
  '--indicator-color': 'var(--mantine-color-red-filled)',
  '--indicator-size': 'calc(1.125rem * var(--mantine-scale))',
  '--indicator-top': 'calc(0.25rem * var(--mantine-scale))',
  '--indicator-right': 'calc(0.25rem * var(--mantine-scale))',
  '--indicator-translate-x': '50%',
  '--indicator-translate-y': '-50%',
} as CSSProperties;

/** Header cart button; the badge shows the total quantity of items. */
export function CartButton() {
  const { t } = useTranslation();
  const { data: lines = [] } = useCart();
  const { open } = useCartPanel();
  const count = totalQuantity(lines);
  return (
    <div className="m_e5262200 mantine-Indicator-root" style={BADGE_PLACE} data-testid="cart-badge">
      {count > 0 && (
        <div className="m_760d1fb1 mantine-Indicator-indicator" data-with-label="true">
          {count}
        </div>
      )}
      <ShopIconButton variant="light" size="lg" onClick={open} aria-label={t('cart.openWithCount', { count })}>
        <IconShoppingCart size={20} aria-hidden />
      </ShopIconButton>
    </div>
  );
}
