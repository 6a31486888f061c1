import { Box } from '@mantine/core';
import type { QueryClient } from '@tanstack/react-query';
import { useDisclosure } from '@mantine/hooks';
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { AdminAccessProvider } from '../features/admin-session/admin-access';
import { AdminButton } from '../features/layout/AdminButton';
import { CartButton } from '../features/cart/CartButton';
import { CartDrawer } from '../features/cart/CartDrawer';
import { CartPanelProvider, useCartPanel } from '../features/cart/cart-panel';
import { CurrencyPicker } from '../features/currency/CurrencyPicker';
import { LanguagePicker } from '../features/i18n/LanguagePicker';
import { useDocumentDirection } from '../features/i18n/use-document-direction';
import { FloatingChat } from '../features/layout/FloatingChat';
import { Footer } from '../features/layout/Footer';
import { Header } from '../features/layout/Header';
import { NotFound } from '../features/layout/NotFound';

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
const CheckoutDialog = lazy(() => import('../features/checkout/CheckoutDialog').then((m) => ({ default: m.CheckoutDialog })));

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
