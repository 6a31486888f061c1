import type { Bindings } from '#worker/env.ts';
import type { PaymentProvider } from './provider.ts';
import { simulatedProvider } from './simulated-provider.ts';

/**
 * The provider that takes this deployment's payments: the one place it is chosen from the environment.
 * The simulated provider (success by timer, docs/product.md §4) is the only one so far; a real provider
 * is picked here once its secrets are configured.
 */
export function activeProvider(_env: Partial<Bindings>): PaymentProvider {
  return simulatedProvider;
}
