/**
 * valibot schemas for every request body and query, and the shapes the API answers with.
 * The Worker validates with them; web forms reuse them, so each rule is written once.
 */
import * as v from 'valibot';
import { isPhoneNumber } from './card-data.ts';
import { CURRENCY_CODES, PAYMENT_METHODS, type CurrencyCode } from './catalog.ts';
import { optionalText, requiredText } from './text.ts';
import type { AsJson, cartItems, orderLines, orderPayments, orders, products, wholesaleApplications } from './tables.ts';

export type { OrderStatus, PaymentMethod } from './catalog.ts';

/** "<field>: <message>" for the first problem, the text of every 400 answer. */
export function describeIssues(issues: readonly v.BaseIssue<unknown>[]): string {
  const first = issues[0];
  if (!first) return 'Invalid input';
  const path = issueField(issues);
  // valibot's own text for an absent key ("Invalid key: Expected ... but received undefined") says less.
  const message = first.received === 'undefined' ? 'is required' : first.message;
  return path ? `${path}: ${message}` : message;
}

/** The dotted path of the first bad field ('' when the whole value is wrong). */
export function issueField(issues: readonly v.BaseIssue<unknown>[]): string {
  return issues[0]?.path?.map((item) => String(item.key)).join('.') ?? '';
}

// ---- Answers -------------------------------------------------------------

// Each answer is its table's row as JSON, or the part of it the API shows: a column is declared once.

/** A product as the shop shows it (price in USD cents, stock a count: 0 = out of stock). */
export type Product = Pick<typeof products.$inferSelect, 'id' | 'name' | 'description' | 'price' | 'imageUrl' | 'category' | 'stock'>;

/** A cart line with the part of its product the cart shows. */
export type CartLine = Pick<typeof cartItems.$inferSelect, 'id' | 'quantity'> & {
  product: Pick<Product, 'id' | 'name' | 'price' | 'imageUrl' | 'stock'>;
};

export type WholesaleApplication = AsJson<typeof wholesaleApplications.$inferSelect>;

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

/** GET /api/orders/{id}/status: what became of the shopper's order. */
export type OrderStatusAnswer = Pick<OrderRow, 'status'>;

/**
 * GET /api/orders/{id}: the shopper's receipt. `payment` is the attempt that paid (else the latest), with
 * only the card's last four digits or the M-Pesa receipt number.
 */
export type OrderReceipt = Pick<
  OrderRow,
  'id' | 'createdAt' | 'paidAt' | 'status' | 'paymentMethod' | 'currency' | 'totalAmount' | 'originalAmount' | 'exchangeRate'
> & {
  lines: Pick<typeof orderLines.$inferSelect, 'name' | 'unitPrice' | 'quantity'>[];
  payment: { cardLast4: string | null; receiptNumber: string | null; chargedAmount: number | null; chargedCurrency: string | null } | null;
};

/**
 * GET /api/payments/config: which provider takes each method (null: the shop does not offer it), whether payments are
 * simulated (PAYMENTS_MODE=demo: every page says so), and what Stripe's Payment Element is made with.
 */
export type PaymentConfig = {
  card: 'stripe' | 'simulated' | null;
  mobile: 'daraja' | 'simulated' | null;
  demo: boolean;
  stripePublishableKey: string | null;
  stripePaymentMethodTypes: string[] | null;
};

// ---- Upstream ------------------------------------------------------------

const positiveRate = v.pipe(v.number(), v.finite(), v.minValue(Number.MIN_VALUE));

/** The part of the upstream exchange-rate answer we read: `rates`, per 1 USD. */
export const UpstreamRatesSchema = v.object({
  rates: v.record(v.string(), v.unknown()),
});

/** Units of each of our currencies per 1 USD. */
const rateEntries = Object.fromEntries(CURRENCY_CODES.map((code) => [code, positiveRate])) as Record<CurrencyCode, typeof positiveRate>;

/** GET /api/rates (and the rates shared across isolates): per 1 USD, and where they came from. */
export const RatesSchema = v.object({
  base: v.literal('USD'),
  rates: v.object(rateEntries),
  /** 'live' from the upstream service, 'fallback' from the fixed table of docs/product.md §9. */
  source: v.picklist(['live', 'fallback']),
  fetchedAt: v.string(),
});
export type Rates = v.InferOutput<typeof RatesSchema>;

export const isCurrencyCode = (value: string): value is CurrencyCode => (CURRENCY_CODES as readonly string[]).includes(value);

export const isPositiveRate = (value: unknown): value is number => v.is(positiveRate, value);

// ---- Shared rules ----------------------------------------------------------

export { IdParamSchema } from './ids.ts';

export const CART_MAX_QUANTITY = 99;

/** Different products one cart may hold: far more than any real basket, and a bound on what one visitor can store. */
export const CART_MAX_LINES = 50;

const cartQuantity = v.pipe(
  v.number('must be a number'),
  v.integer('must be a whole number'),
  v.minValue(1, 'must be at least 1'),
  v.maxValue(CART_MAX_QUANTITY, `must be at most ${CART_MAX_QUANTITY}`),
);

// ---- Cart (docs/design.md §1: one cart per visitor) --------------------------------

/** The visitor's cart id: a random UUID the browser made once (crypto.randomUUID). */
export const VisitorSessionIdSchema = v.pipe(v.string(), v.uuid('must be a UUID'));

/** The Idempotency-Key header of POST /api/orders: one per checkout attempt (the web sends a UUID). */
export const IdempotencyKeySchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{8,128}$/, 'must be 8 to 128 letters, digits, - or _'));

export const AddCartItemSchema = v.object({
  productId: v.pipe(v.number('must be a number'), v.integer('must be a whole number'), v.minValue(1, 'must be positive')),
  quantity: cartQuantity,
  sessionId: v.optional(v.string()),
});

export const UpdateCartItemSchema = v.object({ quantity: cartQuantity });

// ---- Wholesale --------------------------------------------------------------

/** Simple shape, as docs/product.md §5 says: text, @, text, dot, text. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const emailField = v.pipe(
  v.string('is required'),
  v.trim(),
  v.nonEmpty('is required'),
  v.maxLength(254, 'must be at most 254 characters'),
  v.regex(EMAIL_PATTERN, 'must be a valid email address'),
);

/** docs/product.md §5: digits, spaces, `( ) . -`, a leading + or 00, at most 15 digits after it. */
export const phoneField = v.pipe(
  v.string('is required'),
  v.trim(),
  v.nonEmpty('is required'),
  v.check(isPhoneNumber, 'must be a phone number'),
);

export const WholesaleApplicationSchema = v.object({
  businessName: requiredText(200),
  contactName: requiredText(120),
  email: emailField,
  phone: phoneField,
  businessType: requiredText(100),
  taxId: optionalText(64),
  message: optionalText(2000),
  /**
   * The honeypot: a field people never see (the form hides it from eyes and screen readers) that form-filling
   * bots fill in. A filled one is answered as if accepted, and nothing is stored (docs/design.md §12).
   */
  website: v.optional(v.pipe(v.string(), v.maxLength(200, 'is too long'))),
});
export type WholesaleApplicationInput = v.InferInput<typeof WholesaleApplicationSchema>;

export type WholesaleApplicationData = v.InferOutput<typeof WholesaleApplicationSchema>;

// ---- Admin sign-in -----------------------------------------------------------

export const LoginSchema = v.object({
  username: v.pipe(v.string('is required'), v.trim(), v.nonEmpty('is required'), v.maxLength(100, 'is too long')),
  password: v.pipe(v.string('is required'), v.nonEmpty('is required'), v.maxLength(200, 'is too long')),
  /** The authenticator app's code, asked for when staff sign-in has a second factor; empty means not given. */
  code: v.optional(v.pipe(v.string(), v.trim(), v.regex(/^(\d{6})?$/, 'must be the 6-digit code'))),
});
export type LoginInput = v.InferInput<typeof LoginSchema>;

// ---- Checkout (docs/design.md §3, §4, §5) ----------------------------------------------------

/** docs/product.md §5: optional +254, 254 or 0, then 1 or 7, then 8 digits. */
export const KENYAN_MOBILE_PATTERN = /^(?:\+254|254|0)?([17]\d{8})$/;

/** A Kenyan mobile number as M-Pesa wants it (2547XXXXXXXX / 2541XXXXXXXX), or null when it is not one. */
export function normaliseKenyanMobile(input: string): string | null {
  const match = KENYAN_MOBILE_PATTERN.exec(input.replace(/[\s-]/g, ''));
  return match ? `254${match[1]}` : null;
}

const minorAmount = v.pipe(v.number('must be a number'), v.integer('must be whole minor units'), v.minValue(1, 'must be positive'));
const currencyCode = v.picklist(CURRENCY_CODES, 'must be a supported currency');

/** The checkout's customer and card fields: the server checks them with these, and so does the checkout form. */
export const customerNameField = requiredText(120);
export const cardHolderNameField = requiredText(120);
export const billingFields = {
  billingStreet: requiredText(200),
  billingCity: requiredText(100),
  billingState: requiredText(100),
  billingPostalCode: requiredText(20),
  billingCountry: requiredText(60),
};

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

const orderId = v.pipe(v.string('is required'), v.uuid('must be an order id'));

const cardPaymentDetails = v.object({
  orderId,
  paymentMethod: v.literal('visa'),
  customerEmail: emailField,
  customerName: customerNameField,
  customerPhone: phoneField,
  cardHolderName: cardHolderNameField,
  /** Masked to the last four digits, e.g. '**** **** **** 4242'. */
  cardNumber: v.pipe(v.string(), v.regex(/^[*\s-]*\d{4}$/, 'must be masked to the last four digits')),
  expiryMonth: v.pipe(v.string(), v.regex(/^(0?[1-9]|1[0-2])$/, 'must be a month')),
  expiryYear: v.pipe(v.string(), v.regex(/^\d{2}$/, 'must be two digits')),
  ...billingFields,
});

/** With Stripe, the card is typed into Stripe's own form: the shop hears of the customer only (docs/design.md §4). */
const providerFormPaymentDetails = v.strictObject({
  orderId,
  paymentMethod: v.literal('visa'),
  customerEmail: emailField,
  customerName: customerNameField,
  customerPhone: phoneField,
});

export const CreateCardSessionSchema = v.object({
  amount: minorAmount,
  currency: currencyCode,
  orderId,
  customerEmail: emailField,
  description: optionalText(300),
  paymentDetails: v.union([cardPaymentDetails, providerFormPaymentDetails]),
});

/** An order named in a path (`/api/orders/<id>/status`). */
export const OrderIdParamSchema = v.object({ id: orderId });

export const InitiateMpesaSchema = v.object({
  amount: minorAmount,
  phoneNumber: v.pipe(
    v.string('is required'),
    v.check((value) => normaliseKenyanMobile(value) !== null, 'must be a Kenyan mobile number, e.g. +254712345678'),
  ),
  orderId,
  description: optionalText(300),
});

export const PaymentDetailsSchema = v.object({
  orderId,
  paymentMethod: v.picklist(PAYMENT_METHODS),
  customerEmail: emailField,
  customerName: customerNameField,
  customerPhone: phoneField,
  mpesaPhoneNumber: optionalText(30),
  mpesaAccountReference: optionalText(64),
  mpesaTransactionDescription: optionalText(300),
});
