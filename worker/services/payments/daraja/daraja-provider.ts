import type { MobilePaymentProvider } from '#worker/services/payments/provider.ts';
import type { DarajaApi } from './daraja-api.ts';
import { wholeShillings } from './stk-request.ts';

export const DARAJA_PROVIDER_NAME = 'daraja';

/**
 * M-Pesa through Daraja's STK push: the shopper confirms on their phone, Daraja calls back, and the Cron
 * sweep asks about a callback that never came. M-Pesa charges whole shillings, converted from the
 * order's US total at `kesPerUsd()` when the push starts and recorded with the attempt.
 */
export function darajaProvider(api: DarajaApi, kesPerUsd: () => Promise<number>): MobilePaymentProvider {
  return {
    name: DARAJA_PROVIDER_NAME,
    async startMobilePayment(request) {
      const shillings = wholeShillings(request.usdAmount, await kesPerUsd());
      const answer = await api.stkPush({
        orderId: request.orderId,
        phone: request.phoneNumber,
        shillings,
        description: request.description,
      });
      return {
        providerRef: answer.merchantRequestId,
        secondaryRef: answer.checkoutRequestId,
        confirmAfterMs: null,
        charged: { amount: shillings, currency: 'KES' },
      };
    },
  };
}
