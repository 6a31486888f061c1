import { relations, sql } from 'drizzle-orm';
import { check, index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import {
  CURRENCY_CODES,
  FAILED_SIGN_IN_REASONS,
  LANGUAGE_CODES,
  LATE_PAYMENT_OUTCOMES,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  PRODUCT_CATEGORIES,
  WHOLESALE_STATUSES,
} from './catalog.ts';
import { CERTIFICATE_LABS } from './certificate-labs.ts';
import { MAIL_KINDS, MAIL_STATUSES } from './mail.ts';
import { STAFF_ROLES } from './staff-api.ts';
import { TREATMENTS, UNKNOWN_ORIGIN } from './stone-facts.ts';

/** Milliseconds since the epoch, filled by the database when a row is written. */
const createdAt = () =>
  integer('created_at', { mode: 'timestamp_ms' })
    .notNull()
    .default(sql`(unixepoch('subsec') * 1000)`);

/** When staff last changed what the row's own page says (null: never since it was made); the sitemap's lastmod. */
const editedAt = () => integer('edited_at', { mode: 'timestamp_ms' });

/** A stone's treatment and origin as facts (schema/stone-facts.ts), the same two columns on products and gallery items. */
const stoneFacts = () => ({
  treatmentCode: text('treatment_code', { enum: TREATMENTS }).notNull().default('unknown'),
  /** ISO 3166-1 alpha-2, or 'unknown'. */
  originCode: text('origin_code').notNull().default(UNKNOWN_ORIGIN),
});

export const products = sqliteTable(
  'products',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    name: text('name').notNull(),
    description: text('description').notNull(),
    /** USD cents. */
    price: integer('price').notNull(),
    imageUrl: text('image_url').notNull(),
    category: text('category', { enum: PRODUCT_CATEGORIES }).notNull(),
    /** Units on hand; 0 means out of stock. */
    stock: integer('stock').notNull().default(0),
    createdAt: createdAt(),
    editedAt: editedAt(),
    /** The count the stock switch turned off, which turning it back on restores (null: none to restore). */
    stockBeforeOff: integer('stock_before_off'),
    ...stoneFacts(),
    /** Has a lab report (until the certificates table takes over: worker/services/stone-facts/certified.ts). */
    certified: integer('certified', { mode: 'boolean' }).notNull().default(false),
  },
  (t) => [
    index('products_category_idx').on(t.category),
    // The shop grid's filter counts group by these (docs/design.md §14).
    index('products_treatment_idx').on(t.treatmentCode),
    index('products_origin_idx').on(t.originCode),
    // The staff dashboard's stock alerts: the few products low or sold out, fewest first (docs/design.md §14).
    index('products_stock_idx').on(t.stock),
    // An order's stock decrement that would go below zero fails, and so rolls back its whole batch.
    check('products_stock_not_negative', sql`${t.stock} >= 0`),
  ],
);

export const cartItems = sqliteTable(
  'cart_items',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** The visitor's random id from the x-session-id header. */
    sessionId: text('session_id').notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    createdAt: createdAt(),
    /** When the visitor last added or changed this line; a cart untouched for 30 days is removed (docs/design.md §12). */
    touchedAt: integer('touched_at', { mode: 'timestamp_ms' }),
  },
  (t) => [uniqueIndex('cart_items_session_product_uq').on(t.sessionId, t.productId), index('cart_items_product_idx').on(t.productId)],
);

export const orders = sqliteTable(
  'orders',
  {
    /** Random and unguessable: payment calls name the order by this id. */
    id: text('id').primaryKey(),
    sessionId: text('session_id').notNull(),
    /** ISO code of the currency the shopper paid in. */
    currency: text('currency', { enum: CURRENCY_CODES }).notNull(),
    /** Total in minor units of `currency` (whole yen for JPY). */
    totalAmount: integer('total_amount').notNull(),
    /** Total in USD cents. */
    originalAmount: integer('original_amount').notNull(),
    originalCurrency: text('original_currency').notNull().default('USD'),
    /** Units of `currency` per USD, times 10000, rounded. */
    exchangeRate: integer('exchange_rate').notNull(),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    customerPhone: text('customer_phone').notNull(),
    paymentMethod: text('payment_method', { enum: PAYMENT_METHODS }).notNull(),
    /** When `exchangeRate` was read (issue 23, item 5); null on orders placed before it was recorded. */
    rateAt: integer('rate_at', { mode: 'timestamp_ms' }),
    /** M-Pesa only: shillings per USD, times 10000, read and locked as the order is placed (null for a card order). */
    kesRate: integer('kes_rate'),
    /** M-Pesa only: the whole shillings the phone prompt asks for, at `kesRate`, charged while the hold lasts. */
    kesAmount: integer('kes_amount'),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('pending'),
    /**
     * SHA-256 (hex) of the client address the order was placed from, null when none was seen: how many stones one
     * address holds is capped (worker/services/orders/stone-holds.ts). Only the hash is kept; nobody reads it back.
     */
    addressKey: text('address_key'),
    createdAt: createdAt(),
    paidAt: integer('paid_at', { mode: 'timestamp_ms' }),
  },
  (t) => [
    // Newest first with id as the tie-breaker: the order the staff list pages in, whole or by status.
    index('orders_created_idx').on(t.createdAt, t.id),
    index('orders_status_created_idx').on(t.status, t.createdAt, t.id),
    index('orders_session_idx').on(t.sessionId),
    index('orders_address_created_idx').on(t.addressKey, t.createdAt),
  ],
);

/**
 * The Idempotency-Key of each order request (one per checkout attempt): a retry with the same key answers the
 * order the first request placed. Kept no longer than that order's hold; the cron sweep removes older keys.
 */
export const orderRequests = sqliteTable(
  'order_requests',
  {
    sessionId: text('session_id').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    /** SHA-256 of the validated body: the same key with another body is refused. */
    bodyHash: text('body_hash').notNull(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.idempotencyKey] }), index('order_requests_created_idx').on(t.createdAt)],
);

/** A snapshot of each line as priced when the order was placed. */
export const orderLines = sqliteTable(
  'order_lines',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    /** USD cents per unit at the time of the order. */
    unitPrice: integer('unit_price').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [index('order_lines_order_idx').on(t.orderId), index('order_lines_product_idx').on(t.productId)],
);

/** One row per payment attempt. Never holds a card number or a CVV. */
export const orderPayments = sqliteTable(
  'order_payments',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    method: text('method', { enum: PAYMENT_METHODS }).notNull(),
    /** paymentIntentId for cards, MerchantRequestID for M-Pesa. */
    providerRef: text('provider_ref').notNull(),
    /** CheckoutRequestID for M-Pesa; null for cards. */
    providerSecondaryRef: text('provider_secondary_ref'),
    amount: integer('amount').notNull(),
    currency: text('currency', { enum: CURRENCY_CODES }).notNull(),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull().default('pending'),
    /** When the provider's confirmation is due (the simulated provider confirms by time). */
    confirmAt: integer('confirm_at', { mode: 'timestamp_ms' }),
    /**
     * What the provider was asked to charge when it is not `amount` in `currency`: M-Pesa charges whole
     * Kenyan shillings, converted from the order's US total when the payment started.
     */
    chargedAmount: integer('charged_amount'),
    chargedCurrency: text('charged_currency'),
    /** The provider's receipt: the M-Pesa receipt number. */
    receiptNumber: text('receipt_number'),
    /** The card's last four digits as the card provider reports them (Stripe). */
    cardLast4: text('card_last4'),
    /** Why a failed attempt failed: 'cancelled' (by the shopper), 'unreachable' (their phone), 'declined', 'failed'. */
    failureReason: text('failure_reason'),
    /** Set when the attempt succeeded after its order had failed: what was done about the money (schema/catalog.ts). */
    lateOutcome: text('late_outcome', { enum: LATE_PAYMENT_OUTCOMES }),
    /** When the Cron sweep last asked the provider about this pending attempt: each is asked at most every few minutes. */
    queriedAt: integer('queried_at', { mode: 'timestamp_ms' }),
    /**
     * Why this attempt needs a person, shown on the staff order card: a provider's answer for another amount or
     * currency than the order's (settled nothing), or a provider refusing the shop's credentials or settings.
     */
    problem: text('problem'),
    createdAt: createdAt(),
  },
  (t) => [
    index('order_payments_order_idx').on(t.orderId),
    index('order_payments_late_outcome_idx').on(t.lateOutcome),
    uniqueIndex('order_payments_provider_ref_uq').on(t.provider, t.providerRef),
    // One payment at a time per order, decided by D1 itself: a parallel start finds this taken (issue 14, item 1).
    uniqueIndex('order_payments_one_active_uq')
      .on(t.orderId)
      .where(sql`${t.status} in ('pending', 'succeeded')`),
    // A Daraja callback names its payment by CheckoutRequestID.
    index('order_payments_secondary_ref_idx').on(t.providerSecondaryRef),
  ],
);

/** Each provider event already applied (a Stripe event id): a replayed event changes nothing. */
export const paymentEvents = sqliteTable(
  'payment_events',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('payment_events_provider_event_uq').on(t.provider, t.eventId)],
);

/** What the shopper told us about the payment: last four digits at most, never a full card number. */
export const paymentDetails = sqliteTable(
  'payment_details',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    paymentMethod: text('payment_method', { enum: PAYMENT_METHODS }).notNull(),
    customerEmail: text('customer_email').notNull(),
    customerName: text('customer_name').notNull(),
    customerPhone: text('customer_phone').notNull(),
    cardHolderName: text('card_holder_name'),
    cardLast4: text('card_last4'),
    expiryMonth: text('expiry_month'),
    expiryYear: text('expiry_year'),
    billingStreet: text('billing_street'),
    billingCity: text('billing_city'),
    billingState: text('billing_state'),
    billingPostalCode: text('billing_postal_code'),
    billingCountry: text('billing_country'),
    mpesaPhoneNumber: text('mpesa_phone_number'),
    mpesaAccountReference: text('mpesa_account_reference'),
    mpesaTransactionDescription: text('mpesa_transaction_description'),
    createdAt: createdAt(),
  },
  (t) => [index('payment_details_order_idx').on(t.orderId)],
);

export const wholesaleApplications = sqliteTable(
  'wholesale_applications',
  {
    /**
     * A random UUID, as an order's: the only id a stranger is ever told (the honeypot answers one just like it),
     * so it neither counts applications nor tells a bot that it was caught.
     */
    id: text('id')
      .primaryKey()
      .$defaultFn(() => crypto.randomUUID()),
    businessName: text('business_name').notNull(),
    contactName: text('contact_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    businessType: text('business_type').notNull(),
    taxId: text('tax_id'),
    message: text('message'),
    /** Set by staff; every application starts as 'new'. */
    status: text('status', { enum: WHOLESALE_STATUSES }).notNull().default('new'),
    createdAt: createdAt(),
  },
  (t) => [
    // Newest first with id as the tie-breaker: the order the staff list pages in, whole or by status.
    index('wholesale_applications_created_idx').on(t.createdAt, t.id),
    index('wholesale_applications_status_created_idx').on(t.status, t.createdAt, t.id),
  ],
);

/**
 * Which visitor (session, else client address) has had a gallery image's view counted on which UTC day:
 * a view counts once per visitor, image and day. Rows of past days are deleted by the sweep.
 */
export const galleryViews = sqliteTable(
  'gallery_views',
  {
    visitor: text('visitor').notNull(),
    imageId: integer('image_id').notNull(),
    /** Days since 1970-01-01, UTC. */
    day: integer('day').notNull(),
  },
  (t) => [primaryKey({ columns: [t.visitor, t.imageId, t.day] }), index('gallery_views_day_idx').on(t.day)],
);

/**
 * How often each product's page was opened on each UTC day: one row per product and day, its count bumped by an
 * upsert (services/catalog/product-views.ts), never a row per view. The dashboard sums the last 30 days.
 */
export const productViews = sqliteTable(
  'product_views',
  {
    productId: integer('product_id').notNull(),
    /** Days since 1970-01-01, UTC. */
    day: integer('day').notNull(),
    views: integer('views').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.day] }), index('product_views_day_idx').on(t.day)],
);

export const galleryImages = sqliteTable(
  'gallery_images',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    imageUrl: text('image_url').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    /** USD cents; null when the stone has no price. */
    price: integer('price'),
    category: text('category').notNull().default('gemstone'),
    stock: integer('stock', { mode: 'boolean' }).notNull().default(true),
    featured: integer('featured', { mode: 'boolean' }).notNull().default(false),
    isProduct: integer('is_product', { mode: 'boolean' }).notNull().default(false),
    /** Comma-separated. */
    tags: text('tags').notNull().default(''),
    weight: text('weight').notNull().default(''),
    dimensions: text('dimensions').notNull().default(''),
    /** Where the stone was found, as written (a locality); the country is originCode. */
    origin: text('origin').notNull().default(''),
    /** The treatment as first written: shown to staff as "unmapped" while treatmentCode is 'unknown'. */
    treatment: text('treatment').notNull().default(''),
    ...stoneFacts(),
    certification: text('certification').notNull().default(''),
    metaphysicalProperties: text('metaphysical_properties').notNull().default(''),
    /** Mohs hardness as written, e.g. '7' or '6-7'. */
    hardness: text('hardness').notNull().default(''),
    views: integer('views').notNull().default(0),
    createdAt: createdAt(),
    editedAt: editedAt(),
  },
  (t) => [
    // Newest first with id as the tie-breaker: the order every gallery page is read in.
    index('gallery_images_created_idx').on(t.createdAt, t.id),
    index('gallery_images_category_created_idx').on(t.category, t.createdAt, t.id),
    index('gallery_images_featured_created_idx').on(t.featured, t.createdAt, t.id),
    // The staff dashboard's most viewed images: the top few, read from the index's end (docs/design.md §14).
    index('gallery_images_views_idx').on(t.views, t.id),
    index('gallery_images_treatment_idx').on(t.treatmentCode),
    index('gallery_images_origin_idx').on(t.originCode),
  ],
);

/**
 * A stone's lab reports (docs/product.md §2, "Lab reports"): each belongs to a product, a gallery item, or both
 * once the gallery item was converted to a product (the conversion sets product_id). At least one is set.
 */
export const stoneCertificates = sqliteTable(
  'stone_certificates',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'cascade' }),
    galleryImageId: integer('gallery_image_id').references(() => galleryImages.id, { onDelete: 'cascade' }),
    lab: text('lab', { enum: CERTIFICATE_LABS }).notNull(),
    reportNumber: text('report_number').notNull(),
    /** The report's date, YYYY-MM-DD. */
    issuedOn: text('issued_on').notNull(),
    /** The scan's address, /objects/uploads/<file> (a PDF, JPEG or PNG); null when none was uploaded. */
    scanUrl: text('scan_url'),
    createdAt: createdAt(),
    editedAt: editedAt(),
  },
  (t) => [
    uniqueIndex('stone_certificates_product_report_uq').on(t.productId, t.lab, t.reportNumber),
    uniqueIndex('stone_certificates_gallery_report_uq').on(t.galleryImageId, t.lab, t.reportNumber),
    check('stone_certificates_has_stone', sql`${t.productId} IS NOT NULL OR ${t.galleryImageId} IS NOT NULL`),
  ],
);

/**
 * The people who run the shop (docs/design.md §2). The first owner is made once from ADMIN_USERNAME and
 * ADMIN_PASSWORD_HASH (worker/services/staff/first-owner.ts); everyone else through an invite.
 */
export const staffMembers = sqliteTable(
  'staff_members',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** The sign-in name, lowercase: the email for invited staff, ADMIN_USERNAME for the first owner. */
    username: text('username').notNull(),
    name: text('name').notNull(),
    /** Where staff mail goes; null for a first owner whose ADMIN_USERNAME is not an address. */
    email: text('email'),
    role: text('role', { enum: STAFF_ROLES }).notNull(),
    /** pbkdf2-sha256 (worker/services/auth/password.ts). */
    passwordHash: text('password_hash').notNull(),
    /** Base32 TOTP secret of the person's authenticator app; null: none set up (never for an invited owner). */
    totpSecret: text('totp_secret'),
    /** A disabled person cannot sign in and their sessions are gone. */
    active: integer('active', { mode: 'boolean' }).notNull().default(true),
    /** The language staff mail is written in. */
    language: text('language', { enum: LANGUAGE_CODES }).notNull().default('en'),
    /** Whether the person is mailed each paid order, each order needing attention, each wholesale application (services/notifications/). */
    notifyPaidOrders: integer('notify_paid_orders', { mode: 'boolean' }).notNull().default(false),
    notifyAttention: integer('notify_attention', { mode: 'boolean' }).notNull().default(false),
    notifyWholesale: integer('notify_wholesale', { mode: 'boolean' }).notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('staff_members_username_uq').on(t.username)],
);

/** Single-use invite links (24 h); only the SHA-256 of the link's token is stored. */
export const staffInvites = sqliteTable(
  'staff_invites',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    tokenHash: text('token_hash').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    role: text('role', { enum: STAFF_ROLES }).notNull(),
    invitedBy: integer('invited_by')
      .notNull()
      .references(() => staffMembers.id),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
    /** When the invite was accepted (or withdrawn); a used invite never works again. */
    usedAt: integer('used_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('staff_invites_token_uq').on(t.tokenHash), index('staff_invites_pending_idx').on(t.usedAt, t.expiresAt)],
);

export const adminSessions = sqliteTable(
  'admin_sessions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** SHA-256 of the cookie's token, hex; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    /** Whose session it is (null only for sessions opened before staff accounts: those no longer sign anyone in). */
    staffId: integer('staff_id').references(() => staffMembers.id),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('admin_sessions_token_uq').on(t.tokenHash),
    index('admin_sessions_expires_idx').on(t.expiresAt),
    index('admin_sessions_staff_idx').on(t.staffId),
  ],
);

/**
 * Sign-in tries, each claimed before its password is checked and deleted when it succeeds: counted per
 * username and client address (15 minutes) and per username alone (a day) to slow guessing. A try that
 * showed a current, unused TOTP code is `proven`: those are counted per username on their own, so
 * failures of people without the code never hold back one who has it (docs/design.md §2).
 */
export const loginAttempts = sqliteTable(
  'login_attempts',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    username: text('username').notNull(),
    clientAddress: text('client_address').notNull(),
    attemptedAt: integer('attempted_at', { mode: 'timestamp_ms' }).notNull(),
    proven: integer('proven', { mode: 'boolean' }).notNull().default(false),
  },
  (t) => [
    index('login_attempts_lookup_idx').on(t.username, t.clientAddress, t.attemptedAt),
    index('login_attempts_account_idx').on(t.username, t.attemptedAt),
  ],
);

/**
 * The last time step whose TOTP code each staff member signed in with (RFC 6238): a code, or an older one,
 * is never accepted again (worker/services/auth/totp.ts).
 */
export const staffTotpSteps = sqliteTable('staff_totp_steps', {
  username: text('username').primaryKey(),
  lastStep: integer('last_step').notNull(),
});

/**
 * Sign-ins that were refused, kept apart from the audit log (anyone can cause them, so they must not push
 * staff actions out): when, from where, the username that was tried (data, never an actor) and why.
 * Only the newest FAILED_SIGN_INS_KEPT are kept (worker/services/sweep/storage-sweep.ts).
 */
export const failedSignIns = sqliteTable('failed_sign_ins', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  createdAt: createdAt(),
  clientAddress: text('client_address').notNull(),
  /** What was typed as the username (at most 100 characters, LoginSchema). */
  usernameTried: text('username_tried').notNull(),
  reason: text('reason', { enum: FAILED_SIGN_IN_REASONS }).notNull(),
});

/** A value as the audit log keeps it: long texts are cut (AUDIT_VALUE_MAX of schema/audit-api.ts). */
export type AuditValue = string | number | boolean | null;

/** One field an update changed: on which row (`target`, the id), its name, and its value before and after. */
export type AuditChange = { target: string; field: string; from: AuditValue; to: AuditValue };

/**
 * What staff did and when (docs/design.md §2): successful sign-ins and every state-changing staff call
 * (products, gallery, uploads, orders). Written by the Worker only; staff read it.
 */
export const auditEvents = sqliteTable(
  'audit_events',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    createdAt: createdAt(),
    /** The signed-in staff member's name (their sign-in name in entries before staff accounts). */
    actor: text('actor').notNull(),
    /** Who that is (null in entries written before staff accounts). */
    actorId: integer('actor_id'),
    /** A stable name such as 'sign_in.succeeded' or 'product.update' (schema/audit-api.ts). */
    action: text('action').notNull(),
    /** What was acted on, e.g. a product id; null when the action names it all. */
    target: text('target'),
    /** The HTTP status the call answered: a refused write is recorded too. */
    status: integer('status').notNull(),
    clientAddress: text('client_address').notNull(),
    /** What an update changed, old -> new, field by field (AuditChange[], above); null when nothing was compared. */
    changes: text('changes', { mode: 'json' }).$type<AuditChange[]>(),
  },
  (t) => [index('audit_events_created_idx').on(t.createdAt, t.id), index('audit_events_action_created_idx').on(t.action, t.createdAt)],
);

/**
 * One row: the catalog's version (a random number). Every write that changes what the public catalog
 * answers (products, gallery images, stock) replaces it in the same batch, and cached catalog answers are
 * keyed by it, so a save is never followed by a stale price (worker/middleware/catalog-cache.ts).
 */
export const catalogState = sqliteTable(
  'catalog_state',
  {
    id: integer('id').primaryKey(),
    version: integer('version').notNull(),
  },
  (t) => [check('catalog_state_single_row', sql`${t.id} = 1`)],
);

/**
 * Private links to an order's receipt (docs/product.md §6, "A receipt that travels"): whoever holds the token opens
 * the receipt, on any device. Only the SHA-256 of each token is kept; staff revoke an order's links by setting
 * `revokedAt`.
 */
export const receiptLinks = sqliteTable(
  'receipt_links',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** SHA-256 of the token, hex; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    revokedAt: integer('revoked_at', { mode: 'timestamp_ms' }),
  },
  (t) => [uniqueIndex('receipt_links_token_uq').on(t.tokenHash), index('receipt_links_order_idx').on(t.orderId)],
);

/**
 * Mail waiting to go, or gone (worker/services/mail/outbox.ts): written before it is sent, so a failed send is
 * retried by the Cron sweep with a growing pause until MAIL_MAX_ATTEMPTS. Any kind of message (a receipt, a staff
 * notification) goes through it; rows are removed a week after they were written.
 */
export const outbox = sqliteTable(
  'outbox',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    kind: text('kind', { enum: MAIL_KINDS }).notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** What the message is about (an order id), to count messages per subject; null when nothing. */
    ref: text('ref'),
    status: text('status', { enum: MAIL_STATUSES }).notNull().default('pending'),
    /** Sends tried so far. */
    attempts: integer('attempts').notNull().default(0),
    /** When a pending message may be tried (again). */
    nextAttemptAt: integer('next_attempt_at', { mode: 'timestamp_ms' }).notNull(),
    /** Why the last try failed, as the provider said. */
    lastError: text('last_error'),
    sentAt: integer('sent_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('outbox_status_next_idx').on(t.status, t.nextAttemptAt),
    index('outbox_ref_created_idx').on(t.ref, t.createdAt),
    index('outbox_created_idx').on(t.createdAt),
  ],
);

export const productsRelations = relations(products, ({ many }) => ({ cartItems: many(cartItems) }));
export const cartItemsRelations = relations(cartItems, ({ one }) => ({
  product: one(products, { fields: [cartItems.productId], references: [products.id] }),
}));
export const ordersRelations = relations(orders, ({ many }) => ({
  lines: many(orderLines),
  payments: many(orderPayments),
}));
export const orderLinesRelations = relations(orderLines, ({ one }) => ({
  order: one(orders, { fields: [orderLines.orderId], references: [orders.id] }),
}));
export const orderPaymentsRelations = relations(orderPayments, ({ one }) => ({
  order: one(orders, { fields: [orderPayments.orderId], references: [orders.id] }),
}));

/** A row as JSON carries it: its dates become ISO 8601 strings. */
export type AsJson<Row> = { [K in keyof Row]: Row[K] extends Date ? string : Row[K] extends Date | null ? string | null : Row[K] };

export type ProductRow = typeof products.$inferSelect;
export type NewProductRow = typeof products.$inferInsert;
export type GalleryImageRow = typeof galleryImages.$inferSelect;
export type NewGalleryImageRow = typeof galleryImages.$inferInsert;
