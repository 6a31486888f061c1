import { Box } from '@mantine/core';
import type { QueryClient } from '@tanstack/react-query';
import { useDisclosure } from '@mantine/hooks';
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { AdminAccessProvider } from '#web/features/admin-session/admin-access.tsx';
import { AdminButton } from '#web/features/layout/AdminButton.tsx';
import { CartButton } from '#web/features/cart/CartButton.tsx';
import { CartDrawer } from '#web/features/cart/CartDrawer.tsx';
import { CartPanelProvider, useCartPanel } from '#web/features/cart/cart-panel.tsx';
import { CurrencyPicker } from '#web/features/currency/CurrencyPicker.tsx';
import { LanguagePicker } from '#web/features/i18n/LanguagePicker.tsx';
import { useDocumentDirection } from '#web/features/i18n/use-document-direction.ts';
import { FloatingChat } from '#web/features/layout/FloatingChat.tsx';
import { Footer } from '#web/features/layout/Footer.tsx';
import { Header } from '#web/features/layout/Header.tsx';
import { NotFound } from '#web/features/layout/NotFound.tsx';

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  component: Frame,
  notFoundComponent: NotFound,
});

/** SPEC 2's shared page frame around every page. */
function Frame() {
  useDocumentDirection();
  return (
    <AdminAccessProvider>
      <CartPanelProvider>
        <Header
          pickers={
            <>
              <LanguagePicker />
              <CurrencyPicker />
            </>
          }
          cartButton={<CartButton />}
          adminButton={<AdminButton />}
        />
        <Box component="main" id="main">
          <Outlet />
        </Box>
        <Footer />
        <FloatingChat />
        <CartWithCheckout />
      </CartPanelProvider>
    </AdminAccessProvider>
  );
}

// Checkout is its own chunk: most visits never open it.
const CheckoutDialog = lazy(() => import('#web/features/checkout/CheckoutDialog.tsx').then((m) => ({ default: m.CheckoutDialog })));

/** The cart panel and the checkout dialog it opens. */
function CartWithCheckout() {
  const cart = useCartPanel();
  const [checkoutOpened, checkout] = useDisclosure(false);
  return (
    <>
      <CartDrawer
        onCheckout={() => {
          cart.close();
          checkout.open();
        }}
      />
      {checkoutOpened && (
        <Suspense fallback={null}>
          <CheckoutDialog opened onClose={checkout.close} />
        </Suspense>
      )}
    </>
  );
}
