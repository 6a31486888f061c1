import { useDisclosure } from '@mantine/hooks';
import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { ErrorFallback } from '#web/components/ErrorFallback.tsx';
import { AdminAccessProvider, AdminButton } from '#web/features/admin/index.ts';
import { CartButton, CartDrawer, CartPanelProvider, useCartPanel } from '#web/features/cart/index.ts';
import { CurrencyPicker } from '#web/features/currency/index.ts';
import { LanguagePicker } from '#web/features/i18n/index.ts';
import { DemoPaymentsBanner, paymentConfigQueryOptions } from '#web/features/payment-config/index.ts';
import { FloatingChat, Header, LazyFooter, NotFound, SkipLink } from '#web/features/layout/index.ts';
import { HeaderSearch } from '#web/features/search/index.ts';
import { withMantineTheme } from '#web/app/with-mantine-theme.ts';

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  // Every page says when payments are simulated: the config comes rendered into the page, never a request of its own.
  loader: ({ context: { queryClient } }) => void queryClient.prefetchQuery(paymentConfigQueryOptions()),
  component: Frame,
  notFoundComponent: NotFound,
  errorComponent: ErrorFallback,
});

/** The shared page frame around every page (docs/product.md §2). The footer and the chat need neither provider. */
function Frame() {
  return (
    <>
      <AdminAccessProvider>
        <CartPanelProvider>
          <SkipLink />
          <DemoPaymentsBanner />
          <Header
            pickers={
              <>
                <LanguagePicker />
                <CurrencyPicker />
              </>
            }
            search={<HeaderSearch />}
            cartButton={<CartButton />}
            adminButton={<AdminButton />}
          />
          <main id="main" tabIndex={-1}>
            <Outlet />
          </main>
          <CartWithCheckout />
        </CartPanelProvider>
      </AdminAccessProvider>
      <LazyFooter />
      <FloatingChat />
    </>
  );
}

// Checkout is its own chunk: most visits never open it.
const CheckoutDialog = lazy(withMantineTheme(() => import('#web/features/checkout/index.ts').then((m) => m.CheckoutDialog)));

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
          <CheckoutDialog
            opened
            onClose={() => {
              checkout.close();
              cart.focusOpener();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
