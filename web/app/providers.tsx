import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { CurrencyCode } from '#schema/catalog.ts';
import { RenderedCurrencyContext } from '#web/features/currency/index.ts';
import { RenderedNamesContext, type NameBook } from '#web/features/i18n/index.ts';
import { Toasts } from './toasts.tsx';

type ProvidersProps = { queryClient: QueryClient; i18n: I18n; currency: CurrencyCode; names?: NameBook | undefined; children: ReactNode };

/** Everything a page renders inside, the same on the server and in the browser. */
export function Providers({ queryClient, i18n, currency, names, children }: ProvidersProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <RenderedCurrencyContext.Provider value={currency}>
        <RenderedNamesContext.Provider value={names ?? null}>
          <Toasts />
          <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
        </RenderedNamesContext.Provider>
      </RenderedCurrencyContext.Provider>
    </I18nextProvider>
  );
}
