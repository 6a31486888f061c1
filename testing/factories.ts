/**
 * One factory per entity for every test layer: the web's component tests build answers with them, the
 * Worker's tests insert rows from the same defaults. Each takes the fields a test cares about as
 * overrides; ids count up so two made in one test never collide.
 */
import type { AdminOrder, ReceiptAnswer } from '#schema/orders-api.ts';
import type { CartLine } from '#schema/cart-api.ts';
import type { Product } from '#schema/products-api.ts';
import { DASHBOARD_DAYS, type Dashboard } from '#schema/dashboard-api.ts';
import type { WholesaleApplication } from '#schema/wholesale-api.ts';
import type { AuditEvent } from '#schema/audit-api.ts';
import type { GalleryImage } from '#schema/gallery-api.ts';
import type { StaffSession } from '#schema/staff-api.ts';
import type { NewGalleryImageRow, NewProductRow } from '#schema/tables.ts';

let lastId = 0;
const nextId = () => (lastId += 1);

/** A random word of lowercase letters: a name or search term only one test's rows contain. */
export function uniqueWord(length = 10): string {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  return Array.from(crypto.getRandomValues(new Uint8Array(length)), (byte) => letters[byte % 26]).join('');
}

/** The columns of a new product row. */
export const productFields = (overrides: Partial<NewProductRow> = {}) =>
  ({
    name: 'Rose Quartz Heart',
    description: 'A stone made by a test.',
    price: 1999,
    imageUrl: '/objects/seed/test.svg',
    category: 'healing',
    stock: 10,
    treatmentCode: 'none',
    originCode: 'MG',
    certified: false,
    ...overrides,
  }) satisfies NewProductRow;

/** A product as the API answers with it. */
export const product = (overrides: Partial<Product> = {}): Product => {
  const { name, description, price, imageUrl, category, stock, treatmentCode, originCode, certified } = productFields();
  return { id: nextId(), name, description, price, imageUrl, category, stock, treatmentCode, originCode, certified, ...overrides };
};

/** A cart line holding `quantity` of `item` (a product made with the defaults when left out). */
export const cartLine = (overrides: { id?: number; quantity?: number; product?: Partial<Product> } = {}): CartLine => {
  const { id, name, price, imageUrl, stock } = product(overrides.product);
  return { id: overrides.id ?? nextId(), quantity: overrides.quantity ?? 1, product: { id, name, price, imageUrl, stock } };
};

/** The columns of a new gallery image row. */
export const galleryImageFields = (overrides: Partial<NewGalleryImageRow> = {}) =>
  ({
    imageUrl: '/objects/seed/tanzanite.svg',
    name: 'Tanzanite Cushion 2.05ct',
    description: 'Violet-blue tanzanite from the only source on earth.',
    price: 74900,
    category: 'gemstone',
    stock: true,
    featured: true,
    isProduct: false,
    tags: 'blue,violet',
    weight: '2.05 ct',
    dimensions: '8.1 x 7.9 x 5.2 mm',
    origin: 'Merelani Hills, Tanzania',
    treatment: 'Heated',
    treatmentCode: 'heated',
    originCode: 'TZ',
    certification: 'GIA 2231',
    metaphysicalProperties: 'Said to awaken intuition.',
    hardness: '6.5',
    ...overrides,
  }) satisfies NewGalleryImageRow;

/** A gallery image as the API answers with it. */
export const galleryImage = (overrides: Partial<GalleryImage> = {}): GalleryImage => ({
  id: nextId(),
  ...galleryImageFields(),
  views: 655,
  createdAt: '2026-10-27T21:00:00.000Z',
  ...overrides,
});

/** The order the staff's and the shopper's factories both describe: two stones, 49.00 USD paid by card as 41.65 EUR. */
const paidCardOrder = () =>
  ({
    id: crypto.randomUUID(),
    createdAt: '2026-11-21T14:05:00.000Z',
    status: 'paid',
    paymentMethod: 'visa',
    currency: 'EUR',
    totalAmount: 4165,
    originalAmount: 4900,
    exchangeRate: 8500,
  }) as const;

/** An order as staff see it: two lines, paid by card. */
export const adminOrder = (overrides: Partial<AdminOrder> = {}): AdminOrder => ({
  ...paidCardOrder(),
  customerName: 'Ingrid Berg',
  customerEmail: 'ingrid@example.com',
  customerPhone: '+47 22 33 44 55',
  lines: [{ name: 'Rose Quartz Heart', unitPrice: 2450, quantity: 2 }],
  payments: [adminPayment({ providerRef: 'pi_sim_0001', amount: 4165, currency: 'EUR' })],
  ...overrides,
});

/** A shopper's receipt of a paid card order in euros, unless `overrides` say otherwise. */
export const orderReceipt = (overrides: Partial<ReceiptAnswer> = {}): ReceiptAnswer => ({
  ...paidCardOrder(),
  answeredAt: '2026-11-21T14:07:00.000Z',
  paidAt: '2026-11-21T14:06:00.000Z',
  heldUntil: '2026-11-21T14:20:00.000Z',
  rateAt: '2026-11-21T14:00:00.000Z',
  kesRate: null,
  kesRateAt: null,
  kesAmount: null,
  lines: [{ name: 'Rose Quartz Heart', unitPrice: 2450, quantity: 2, productId: 1 }],
  payment: { cardLast4: '4242', receiptNumber: null, chargedAmount: 4165, chargedCurrency: 'EUR' },
  ...overrides,
});

/** One payment attempt of an AdminOrder: a simulated card payment that succeeded, unless `overrides` say otherwise. */
export const adminPayment = (overrides: Partial<AdminOrder['payments'][number]> = {}): AdminOrder['payments'][number] => ({
  provider: 'simulated',
  providerRef: 'pi_sim_0001',
  status: 'succeeded',
  amount: 4900,
  currency: 'USD',
  receiptNumber: null,
  chargedAmount: null,
  chargedCurrency: null,
  lateOutcome: null,
  problem: null,
  ...overrides,
});

/** GET /api/admin/dashboard's answer for a shop with no orders, views, stock alerts or applications (30 days to 2026-11-25). */
export const dashboard = (overrides: Partial<Dashboard> = {}): Dashboard => {
  const days = Array.from({ length: DASHBOARD_DAYS }, (_, index) => ({
    day: new Date(Date.UTC(2026, 9, 27 + index)).toISOString().slice(0, 10),
    orders: 0,
    paidOrders: 0,
    revenueUsd: 0,
  }));
  return {
    from: days[0]!.day,
    to: days.at(-1)!.day,
    days,
    currencies: [],
    checkouts: { paid: 0, failed: 0, abandoned: 0, pending: 0 },
    topStonesByRevenue: [],
    topStonesByViews: [],
    mostViewedImages: [],
    stock: { soldOut: 0, low: 0, items: [] },
    applicationsWaiting: 0,
    ...overrides,
  };
};

/** One entry of the staff audit log: an admin's product update, unless `overrides` say otherwise. */
export const auditEvent = (overrides: Partial<AuditEvent> = {}): AuditEvent => ({
  id: nextId(),
  createdAt: '2026-11-23T10:00:00.000Z',
  actor: 'Amina Njeri',
  actorId: 1,
  action: 'product.update',
  target: '12',
  status: 200,
  clientAddress: '203.0.113.7',
  changes: null,
  ...overrides,
});

/** A new wholesale application as staff see it. */
export const wholesaleApplication = (overrides: Partial<WholesaleApplication> = {}): WholesaleApplication => ({
  id: crypto.randomUUID(),
  createdAt: '2026-11-23T10:00:00.000Z',
  businessName: 'Gem Traders',
  contactName: 'Achieng Odhiambo',
  email: 'achieng@gemtraders.example',
  phone: '+254 722 000 111',
  businessType: 'wholesale',
  taxId: null,
  message: null,
  status: 'new',
  ...overrides,
});

/** Who is signed in, as GET /api/admin/session answers (the first owner by default). */
export const staffSession = (overrides: Partial<StaffSession> = {}): StaffSession => ({
  id: 1,
  username: 'admin',
  name: 'admin',
  role: 'owner',
  hasSecondFactor: true,
  language: 'en',
  ...overrides,
});
