/**
 * The one error model of the API. Every refusal answers `{ error, code, params? }`: `error` is an English
 * sentence for logs and API users, `code` is stable and is what the web translates (locale key
 * `errors.<code>`), `params` fills the translated sentence. The Worker maps each code to its HTTP
 * status in one place (worker/middleware/errors.ts).
 */
export const ERROR_CODES = [
  /** A body, query, header or path parameter broke its rule; `params.field` names it. */
  'invalid_input',
  /** A full card number or a security code was sent (docs/design.md §4). */
  'card_data_refused',
  /** An image address names an upload that is not in the bucket. */
  'upload_not_found',
  'upload_empty',
  'unauthenticated',
  'invalid_credentials',
  /** A state-changing request from another site's page. */
  'forbidden',
  'upload_url_invalid',
  /** A signed upload URL past its time: ask for a new one and send again. */
  'upload_url_expired',
  /** A signed upload URL whose upload is stored already: each one writes its key once. */
  'upload_url_used',
  'not_found',
  'out_of_stock',
  /** `params.available` left (and `params.name` when an order names the product). */
  'insufficient_stock',
  /** `params.max` per cart line. */
  'cart_line_limit',
  /** `params.max` different products per cart. */
  'cart_full',
  /** `params.name` was removed from the shop. */
  'product_unavailable',
  'price_changed',
  'order_paid',
  'order_cancelled',
  'payment_in_progress',
  /** `params.name` was held `params.times` times in `params.hours` hours by unpaid checkouts of this visitor or address. */
  'stone_hold_limit',
  /** Unpaid checkouts from the client's address hold `params.max` stones already. */
  'address_hold_limit',
  /** An order request's Idempotency-Key was already used for a different order. */
  'idempotency_key_reused',
  /** The admin's product form read a stock that has changed since: reload it. */
  'stock_changed',
  'amount_mismatch',
  /** The order's hold ended (`params.until`, ISO time) before its payment started: nothing is charged; check out again. */
  'hold_expired',
  /** Staff resolved a payment on the "Needs attention" list that is not (or no longer) on it. */
  'nothing_to_resolve',
  'already_a_product',
  'price_required',
  /** `params.max` bytes. */
  'payload_too_large',
  /** A conditional GET (If-Match, If-Unmodified-Since) whose condition does not hold. */
  'precondition_failed',
  'unsupported_media_type',
  /** `params.minutes` until another try is allowed. */
  'rate_limited',
  /** Staff sign-in needs the code of the authenticator app as well (docs/design.md §2). */
  'totp_required',
  /** Only an owner may do this (staff management, the logs); the refusal is in the audit log. */
  'owner_only',
  /** Managing staff needs the owner's own second factor: set it up on the Account page first. */
  'second_factor_required',
  /** Owners must have a second factor: set one up (on the invite page, or the person's Account page) first. */
  'owner_needs_second_factor',
  /** Nobody may disable or demote the last active owner. */
  'last_owner',
  /** Someone on the staff signs in with this email already. */
  'staff_exists',
  /** An invite link that is not one of this shop's. */
  'invite_invalid',
  /** An invite link is single-use: this one was accepted (or withdrawn) already. */
  'invite_used',
  /** An invite link past its 24 hours: the owner sends a new one. */
  'invite_expired',
  /** A code that is not a current one of the secret being set up. */
  'totp_code_wrong',
  'payment_provider_failed',
  /** The shop takes no payments by this method: no real provider is set up for it (README, "Payments"). */
  'payment_method_unavailable',
  /** "Email me this receipt" while the shop has no mail provider configured (README, "Mail"). */
  'mail_unavailable',
  /** An order's receipt was emailed `params.max` times in `params.hours` hours already. */
  'receipt_email_limit',
  /** A stone carries `params.max` lab reports already. */
  'certificate_limit',
  /** This stone already has the report `params.lab` `params.number`. */
  'certificate_duplicate',
  /** A lab report's scan must be a PDF, JPEG or PNG file (by its bytes). */
  'certificate_scan_type',
  'internal',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export type ErrorParams = Readonly<Record<string, string | number>>;

/** The JSON body of every refusal. */
export type ApiErrorBody = { error: string; code: ErrorCode; params?: ErrorParams };

export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
