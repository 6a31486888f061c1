import type { InferRequestType } from 'hono/client';
import type { CartLine } from '#schema/cart-api.ts';
import { call, type Api } from '#web/lib/api.ts';
import { sessionHeaders } from '#web/features/cart/index.ts';

export type OrderPayload = InferRequestType<Api['orders']['$post']>['json'];
export type CardSessionRequest = InferRequestType<Api['visa']['create-session']['$post']>['json'];
export type PaymentDetailsRequest = InferRequestType<Api['payment-details']['$post']>['json'];
export type MpesaRequest = InferRequestType<Api['mpesa']['initiate']['$post']>['json'];

/** docs/product.md §3: the order's lines travel as a JSON string. */
export const orderItems = (lines: readonly CartLine[]): string =>
  JSON.stringify(
    lines.map((line) => ({ id: line.product.id, name: line.product.name, price: line.product.price, quantity: line.quantity })),
  );

/** `idempotencyKey` is one per checkout attempt, sent again by its retries: a retry answers the order already placed. */
export const placeOrder = (api: Api, payload: OrderPayload, idempotencyKey: string) =>
  call(api.orders.$post({ json: payload }, { headers: { ...sessionHeaders(), 'idempotency-key': idempotencyKey } }));

export const createCardSession = (api: Api, request: CardSessionRequest) =>
  call(api.visa['create-session'].$post({ json: request }, { headers: sessionHeaders() }));

export const savePaymentDetails = (api: Api, request: PaymentDetailsRequest) =>
  call(api['payment-details'].$post({ json: request }, { headers: sessionHeaders() }));

export const initiateMpesa = (api: Api, request: MpesaRequest) =>
  call(api.mpesa.initiate.$post({ json: request }, { headers: sessionHeaders() }));

/** What became of the order (GET /api/orders/{id}/status): asked until a real provider has confirmed or refused it. */
export const fetchOrderStatus = (api: Api, orderId: string, signal?: AbortSignal) =>
  call(api.orders[':id'].status.$get({ param: { id: orderId } }, { headers: sessionHeaders(), init: signal ? { signal } : {} }));
