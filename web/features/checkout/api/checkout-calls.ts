import type { CurrencyCode } from '#schema/catalog.ts';
import type { CartLine, PaymentMethod } from '#schema/api.ts';
import { apiRequest } from '#web/lib/api.ts';
import { sessionHeaders } from '#web/features/cart/visitor-session.ts';

export type OrderPayload = {
  totalAmount: number;
  currency: CurrencyCode;
  originalAmount: number;
  originalCurrency: 'USD';
  exchangeRate: number;
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  paymentMethod: PaymentMethod;
  /** SPEC 3: a JSON string of the lines. */
  items: string;
};

export const orderItems = (lines: readonly CartLine[]): string =>
  JSON.stringify(lines.map((line) => ({ id: line.product.id, name: line.product.name, price: line.product.price, quantity: line.quantity })));

export const placeOrder = (payload: OrderPayload) =>
  apiRequest<{ id: string }>('/api/orders', { method: 'POST', body: payload, headers: sessionHeaders() });

export type CardSessionRequest = {
  amount: number;
  currency: CurrencyCode;
  orderId: string;
  customerEmail: string;
  description: string;
  paymentDetails: Record<string, string>;
};

export const createCardSession = (request: CardSessionRequest) =>
  apiRequest<{ success: boolean; paymentIntentId?: string; error?: string }>('/api/visa/create-session', {
    method: 'POST',
    body: request,
  });

export type PaymentDetailsRequest = {
  orderId: string;
  paymentMethod: PaymentMethod;
  customerEmail: string;
  customerName: string;
  customerPhone: string;
  mpesaPhoneNumber: string;
  mpesaAccountReference: string;
  mpesaTransactionDescription: string;
};

export const savePaymentDetails = (request: PaymentDetailsRequest) =>
  apiRequest<{ success: boolean }>('/api/payment-details', { method: 'POST', body: request });

export const initiateMpesa = (request: { amount: number; phoneNumber: string; orderId: string; description: string }) =>
  apiRequest<{ success: boolean; merchantRequestID?: string; error?: string }>('/api/mpesa/initiate', {
    method: 'POST',
    body: request,
  });
