import type { InferRequestType } from 'hono/client';
import type { CartLine } from '#schema/cart-api.ts';
import { api, call } from '#web/lib/api.ts';
import { sessionHeaders } from '#web/features/cart/index.ts';

const postOrder = api.orders.$post;
const postCardSession = api.visa['create-session'].$post;
const postPaymentDetails = api['payment-details'].$post;
const postMpesa = api.mpesa.initiate.$post;

export type OrderPayload = InferRequestType<typeof postOrder>['json'];
export type CardSessionRequest = InferRequestType<typeof postCardSession>['json'];
export type PaymentDetailsRequest = InferRequestType<typeof postPaymentDetails>['json'];
export type MpesaRequest = InferRequestType<typeof postMpesa>['json'];

/** docs/product.md §3: the order's lines travel as a JSON string. */
export const orderItems = (lines: readonly CartLine[]): string =>
  JSON.stringify(
    lines.map((line) => ({ id: line.product.id, name: line.product.name, price: line.product.price, quantity: line.quantity })),
  );

/** `idempotencyKey` is one per checkout attempt, sent again by its retries: a retry answers the order already placed. */
export const placeOrder = (payload: OrderPayload, idempotencyKey: string) =>
  call(postOrder({ json: payload }, { headers: { ...sessionHeaders(), 'idempotency-key': idempotencyKey } }));

export const createCardSession = (request: CardSessionRequest) => call(postCardSession({ json: request }, { headers: sessionHeaders() }));

export const savePaymentDetails = (request: PaymentDetailsRequest) =>
  call(postPaymentDetails({ json: request }, { headers: sessionHeaders() }));

export const initiateMpesa = (request: MpesaRequest) => call(postMpesa({ json: request }, { headers: sessionHeaders() }));

/** What became of the order (GET /api/orders/{id}/status): asked until a real provider has confirmed or refused it. */
export const fetchOrderStatus = (orderId: string, signal?: AbortSignal) =>
  call(api.orders[':id'].status.$get({ param: { id: orderId } }, { headers: sessionHeaders(), init: signal ? { signal } : {} }));
