import type { PaymentMethod } from '#schema/catalog.ts';

export type CustomerForm = { customerName: string; customerEmail: string; customerPhone: string; paymentMethod: PaymentMethod };

export type CardForm = {
  cardHolderName: string;
  cardNumber: string;
  expiryMonth: string;
  expiryYear: string;
  cvv: string;
  billingStreet: string;
  billingCity: string;
  billingState: string;
  billingPostalCode: string;
  billingCountry: string;
};

export type MpesaForm = { phoneNumber: string; accountReference: string; transactionDescription: string };

export type CheckoutForm = CustomerForm & { card: CardForm; mpesa: MpesaForm };

/** docs/product.md §3's defaults: visa, billing country US, a fixed M-Pesa description (set from i18n by the dialog). */
export function emptyCheckoutForm(transactionDescription: string): CheckoutForm {
  return {
    customerName: '',
    customerEmail: '',
    customerPhone: '',
    paymentMethod: 'visa',
    card: {
      cardHolderName: '',
      cardNumber: '',
      expiryMonth: '',
      expiryYear: '',
      cvv: '',
      billingStreet: '',
      billingCity: '',
      billingState: '',
      billingPostalCode: '',
      billingCountry: 'US',
    },
    mpesa: { phoneNumber: '', accountReference: '', transactionDescription },
  };
}

/** Mantine's classNames for a field where the shopper writes words: each line in its own direction (components/own-direction.css). */
export const OWN_DIRECTION_FIELD = { input: 'own-direction' } as const;
