import type { PaymentProvider } from './provider.ts';

/** docs/product.md §4, §9: a simulated payment succeeds 2 s (card) or 3 s (M-Pesa) after it starts. */
const SIMULATED_CARD_DELAY_MS = 2000;
const SIMULATED_MPESA_DELAY_MS = 3000;

const randomRef = (prefix: string) => `${prefix}_${crypto.randomUUID().replace(/-/g, '').slice(0, 24)}`;

const RECEIPT_CHARACTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** Shaped like M-Pesa's own receipt numbers (ten capitals and digits), so the demo's receipt shows one as a real one would. */
export function simulatedMpesaReceipt(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(10)), (byte) => RECEIPT_CHARACTERS[byte % RECEIPT_CHARACTERS.length]).join('');
}

export const simulatedProvider: PaymentProvider = {
  name: 'simulated',
  async startCardPayment() {
    return { providerRef: randomRef('pi_sim'), confirmAfterMs: SIMULATED_CARD_DELAY_MS };
  },
  async startMobilePayment() {
    return {
      providerRef: randomRef('ws_MR_sim'),
      secondaryRef: randomRef('ws_CO_sim'),
      receiptNumber: simulatedMpesaReceipt(),
      confirmAfterMs: SIMULATED_MPESA_DELAY_MS,
    };
  },
};
