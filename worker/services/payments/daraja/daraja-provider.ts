import type { MobilePaymentProvider, PaymentRequest } from '#worker/services/payments/provider.ts';
import type { DarajaApi } from './daraja-api.ts';
import { wholeShillings } from '#schema/money.ts';

export const DARAJA_PROVIDER_NAME = 'daraja';

/**
 * M-Pesa through Daraja's STK push: the shopper confirms on their phone, Daraja calls back, and the Cron
 * sweep asks about a callback that never came. M-Pesa charges whole shillings, converted from the
 * order's US total at `kesPerUsd()` before the push starts and recorded with the attempt's claim.
 */
export function darajaProvider(api: DarajaApi, kesPerUsd: () => Promise<number>): MobilePaymentProvider {
  const chargeFor = async (request: PaymentRequest) => ({ amount: wholeShillings(request.usdAmount, await kesPerUsd()), currency: 'KES' });
  return {
    name: DARAJA_PROVIDER_NAME,
    chargeFor,
    async startMobilePayment(request) {
      const charge = request.charge ?? (await chargeFor(request));
      const answer = await api.stkPush({
        orderId: request.orderId,
        phone: request.phoneNumber,
        shillings: charge.amount,
        description: request.description,
      });
      return { providerRef: answer.merchantRequestId, secondaryRef: answer.checkoutRequestId, confirmAfterMs: null };
    },
  };
}
