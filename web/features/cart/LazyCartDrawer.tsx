import { lazy } from 'react';
import { WhenOpened } from '#web/components/WhenOpened.tsx';
import { useCartPanel } from './cart-panel.tsx';
import { withMantineTheme } from '#web/app/with-mantine-theme.ts';

const CartDrawer = lazy(withMantineTheme(() => import('./CartDrawer.tsx').then((m) => m.CartDrawer)));

/** The cart panel, its code fetched the first time the shopper opens it. */
export function LazyCartDrawer({ onCheckout }: { onCheckout: () => void }) {
  const { opened } = useCartPanel();
  return <WhenOpened opened={opened}>{(shown) => <CartDrawer opened={shown} onCheckout={onCheckout} />}</WhenOpened>;
}
