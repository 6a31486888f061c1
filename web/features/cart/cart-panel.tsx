import { useDisclosure } from '@mantine/hooks';
import { createContext, useContext, useMemo, type ReactNode } from 'react';

type CartPanel = { opened: boolean; open: () => void; close: () => void };

const CartPanelContext = createContext<CartPanel | null>(null);

/** Whether the slide-over cart is open, shared by the header button, the panel and checkout. */
export function CartPanelProvider({ children }: { children: ReactNode }) {
  const [opened, { open, close }] = useDisclosure(false);
  const value = useMemo(() => ({ opened, open, close }), [opened, open, close]);
  return <CartPanelContext.Provider value={value}>{children}</CartPanelContext.Provider>;
}

export function useCartPanel(): CartPanel {
  const panel = useContext(CartPanelContext);
  if (!panel) throw new Error('useCartPanel needs a CartPanelProvider');
  return panel;
}
