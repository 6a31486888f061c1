import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import type { i18n as I18n } from 'i18next';
import { StrictMode } from 'react';
import type { CurrencyCode } from '#schema/catalog.ts';
import type { NameBook } from '#web/features/i18n/index.ts';
import { Providers } from './providers.tsx';
import type { createAppRouter } from './router.ts';

type AppProps = {
  queryClient: QueryClient;
  router: ReturnType<typeof createAppRouter>;
  i18n: I18n;
  currency: CurrencyCode;
  /** On the server: where the render keeps the names it shows, for the page to bring (features/i18n/display-names.ts). */
  names?: NameBook;
};

/** The whole app: what the Worker renders to HTML and the browser hydrates. */
export function App({ queryClient, router, i18n, currency, names }: AppProps) {
  return (
    <StrictMode>
      <Providers queryClient={queryClient} i18n={i18n} currency={currency} names={names}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>
  );
}
