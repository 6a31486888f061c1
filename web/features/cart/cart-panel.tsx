import { useDisclosure } from '@mantine/hooks';
import { createContext, useContext, useMemo, useRef, type ReactNode } from 'react';

type CartPanel = {
  opened: boolean;
  open: () => void;
  close: () => void;
  /**
   * Focuses what opened the panel (the header's cart button). For the checkout dialog: the panel hands over
   * to it and closes, so the dialog's own opener (the panel's Checkout button) is gone when it closes.
   */
  focusOpener: () => void;
};

const CartPanelContext = createContext<CartPanel | null>(null);

/** Whether the slide-over cart is open, shared by the header button, the panel and checkout. */
export function CartPanelProvider({ children }: { children: ReactNode }) {
  const [opened, { open, close }] = useDisclosure(false);
  const opener = useRef<HTMLElement | null>(null);
  const value = useMemo(
    () => ({
      opened,
      open: () => {
        opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
        open();
      },
      close,
      focusOpener: () => opener.current?.focus(),
    }),
    [opened, open, close],
  );
  return <CartPanelContext.Provider value={value}>{children}</CartPanelContext.Provider>;
}

export function useCartPanel(): CartPanel {
  const panel = useContext(CartPanelContext);
  if (!panel) throw new Error('useCartPanel needs a CartPanelProvider');
  return panel;
}
