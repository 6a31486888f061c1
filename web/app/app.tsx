import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import type { i18n as I18n } from 'i18next';
import { StrictMode, useEffect } from 'react';
import type { CurrencyCode } from '#schema/catalog.ts';
import { markFirstTapReady } from '#web/lib/first-tap.ts';
import { Providers } from './providers.tsx';
import type { createAppRouter } from './router.ts';

type AppProps = { queryClient: QueryClient; router: ReturnType<typeof createAppRouter>; i18n: I18n; currency: CurrencyCode };

/** Once React has taken the page over (until then the server's HTML shows but its buttons do not answer). */
function useFirstTapReady() {
  useEffect(markFirstTapReady, []);
}

/** The whole app: what the Worker renders to HTML and the browser hydrates. */
export function App({ queryClient, router, i18n, currency }: AppProps) {
  useFirstTapReady();
  return (
    <StrictMode>
      <Providers queryClient={queryClient} i18n={i18n} currency={currency}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>
  );
}
