/** Orders (docs/design.md §3, §8): placing one, and the receipt, status and staff view it is answered with. */
import * as v from 'valibot';
import { cartQuantity } from './cart-api.ts';
import { PAYMENT_METHODS } from './catalog.ts';
import { currencyCode, customerNameField, emailField, minorAmount, orderId, phoneField } from './fields.ts';
import type { AsJson, orderLines, orderPayments, orders } from './tables.ts';

type OrderRow = AsJson<typeof orders.$inferSelect>;

/** An order as staff see it, with its line snapshots and payment attempts (docs/design.md §8). */
export type AdminOrder = Pick<
  OrderRow,
  | 'id'
  | 'createdAt'
  | 'status'
  | 'paymentMethod'
  | 'currency'
  | 'totalAmount'
  | 'originalAmount'
  | 'exchangeRate'
  | 'customerName'
  | 'customerEmail'
  | 'customerPhone'
> & {
  lines: Pick<typeof orderLines.$inferSelect, 'name' | 'unitPrice' | 'quantity'>[];
  /** `problem`: why the attempt needs a person (an amount that differs from the order's, a provider refusing the shop's settings). */
  payments: Pick<
    typeof orderPayments.$inferSelect,
    | 'provider'
    | 'providerRef'
    | 'status'
    | 'amount'
    | 'currency'
    | 'receiptNumber'
    | 'chargedAmount'
    | 'chargedCurrency'
    | 'lateOutcome'
    | 'problem'
  >[];
};

/**
 * What an order locked when it was placed (issue 23, items 4-5): its hold's end, its rate and that rate's time (null on
 * orders placed before it was recorded), and for M-Pesa the shillings per USD (times 10000), read as it was placed
 * (`kesRateAt`), and the whole shillings the phone prompt asks for.
 */
export type OrderTerms = {
  heldUntil: string;
  exchangeRate: number;
  rateAt: string | null;
  kesRate: number | null;
  kesRateAt: string | null;
  kesAmount: number | null;
};

/**
 * POST /api/orders: the order placed, its terms, and the server's time as it answered (`answeredAt`, ISO): the checkout
 * counts the hold down from `heldUntil - answeredAt`, so a device clock minutes off shows the hold the server keeps.
 */
export type PlacedOrderAnswer = { id: string; answeredAt: string } & OrderTerms;

/** GET /api/orders/{id}/status: what became of the shopper's order. */
export type OrderStatusAnswer = Pick<OrderRow, 'status'>;

/**
 * GET /api/orders/{id}: the shopper's receipt. `payment` is the attempt that paid (else the latest), with
 * only the card's last four digits or the M-Pesa receipt number.
 */
export type OrderReceipt = Pick<
  OrderRow,
  'id' | 'createdAt' | 'paidAt' | 'status' | 'paymentMethod' | 'currency' | 'totalAmount' | 'originalAmount' | 'exchangeRate'
> &
  OrderTerms & {
    /** `productId`: the stone's page, for its QR code (null once the product was deleted). */
    lines: Pick<typeof orderLines.$inferSelect, 'name' | 'unitPrice' | 'quantity' | 'productId'>[];
    payment: {
      cardLast4: string | null;
      receiptNumber: string | null;
      chargedAmount: number | null;
      chargedCurrency: string | null;
    } | null;
  };

/**
 * GET /api/orders/{id} and GET /api/receipts/{token}: the receipt and the server's time as it answered, from which an
 * unpaid order's hold is counted down, as the checkout counts it (`PlacedOrderAnswer`).
 */
export type ReceiptAnswer = OrderReceipt & { answeredAt: string };

/** A receipt as the server answers it, now. */
export const receiptAnswer = (receipt: OrderReceipt): ReceiptAnswer => ({ ...receipt, answeredAt: new Date().toISOString() });

/** The Idempotency-Key header of POST /api/orders: one per checkout attempt (the web sends a UUID). */
export const IdempotencyKeySchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{8,128}$/, 'must be 8 to 128 letters, digits, - or _'));

const OrderLineInputSchema = v.object({
  id: v.pipe(v.number(), v.integer(), v.minValue(1)),
  name: v.pipe(v.string(), v.maxLength(200)),
  /** USD cents per unit, as the shopper saw it. */
  price: v.pipe(v.number(), v.integer(), v.minValue(0)),
  quantity: cartQuantity,
});

/** The most lines one order may hold (docs/product.md §9). */
export const ORDER_MAX_LINES = 100;

export const CreateOrderSchema = v.object({
  totalAmount: minorAmount,
  currency: currencyCode,
  originalAmount: minorAmount,
  originalCurrency: v.literal('USD', 'must be USD'),
  exchangeRate: v.pipe(v.number(), v.integer('must be the rate times 10000, rounded'), v.minValue(1)),
  customerName: v.optional(customerNameField),
  customerEmail: emailField,
  customerPhone: phoneField,
  paymentMethod: v.picklist(PAYMENT_METHODS, 'must be visa or mpesa'),
  /** docs/product.md §3: a JSON string of the lines. */
  items: v.pipe(
    v.string('must be a JSON list of lines'),
    v.parseJson(undefined, 'must be a JSON list of lines'),
    v.array(OrderLineInputSchema, 'must be a JSON list of lines'),
    v.minLength(1, 'must hold at least one line'),
    v.maxLength(ORDER_MAX_LINES, `must hold at most ${ORDER_MAX_LINES} lines`),
  ),
});

/** An order named in a path (`/api/orders/<id>/status`). */
export const OrderIdParamSchema = v.object({ id: orderId });
