import { DirectionProvider, MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { theme } from './theme.ts';

type ProvidersProps = { queryClient: QueryClient; direction: 'ltr' | 'rtl'; children: ReactNode };

export function Providers({ queryClient, direction, children }: ProvidersProps) {
  return (
    <DirectionProvider initialDirection={direction} detectDirection>
      <MantineProvider theme={theme} defaultColorScheme="light">
        {/* docs/product.md §8: one toast at a time, 5 s each. */}
        <Notifications limit={1} autoClose={5000} position="top-right" />
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </MantineProvider>
    </DirectionProvider>
  );
}
