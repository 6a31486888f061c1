import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentMethod } from '#schema/catalog.ts';
import { apiOf, call } from '#web/lib/api.ts';

/**
 * Which provider takes each method (null: not offered), whether payments are simulated, and Stripe's public settings
 * (GET /api/payments/config). Loaded with every page (the root route): the Worker renders it into the page, so
 * neither the demo banner nor the checkout asks for it again.
 */
export const paymentConfigQueryOptions = () =>
  queryOptions({ queryKey: ['payments', 'config'], queryFn: ({ client }) => call(apiOf(client).payments.config.$get()) });

export const usePaymentConfig = () => useQuery(paymentConfigQueryOptions()).data;

/** The methods the checkout offers, in its order. */
export function offeredMethods(config: { card: string | null; mobile: string | null } | undefined): PaymentMethod[] {
  if (!config) return [];
  return [...(config.card ? (['visa'] as const) : []), ...(config.mobile ? (['mpesa'] as const) : [])];
}
