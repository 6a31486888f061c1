import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ApiErrorBody, ErrorCode } from '#schema/errors.ts';
import { fail, type Failure } from '#worker/services/result.ts';
import { log } from '#worker/lib/log.ts';

/** The one place a refusal's code becomes an HTTP status. */
const STATUS_FOR = {
  invalid_input: 400,
  card_data_refused: 400,
  upload_not_found: 400,
  upload_empty: 400,
  unauthenticated: 401,
  invalid_credentials: 401,
  totp_required: 401,
  forbidden: 403,
  upload_url_invalid: 403,
  upload_url_expired: 403,
  not_found: 404,
  out_of_stock: 409,
  insufficient_stock: 409,
  cart_line_limit: 409,
  cart_full: 409,
  product_unavailable: 409,
  price_changed: 409,
  order_paid: 409,
  order_cancelled: 409,
  payment_in_progress: 409,
  stone_hold_limit: 409,
  address_hold_limit: 409,
  idempotency_key_reused: 422,
  stock_changed: 409,
  amount_mismatch: 409,
  hold_expired: 409,
  nothing_to_resolve: 409,
  already_a_product: 409,
  price_required: 409,
  upload_url_used: 409,
  precondition_failed: 412,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  internal: 500,
  payment_provider_failed: 502,
  payment_method_unavailable: 409,
  mail_unavailable: 409,
  receipt_email_limit: 429,
  owner_only: 403,
  second_factor_required: 403,
  owner_needs_second_factor: 409,
  last_owner: 409,
  staff_exists: 409,
  invite_invalid: 404,
  invite_used: 410,
  invite_expired: 410,
  totp_code_wrong: 400,
  certificate_limit: 409,
  certificate_duplicate: 409,
  certificate_scan_type: 415,
} as const satisfies Record<ErrorCode, number>;

export type ErrorStatus = (typeof STATUS_FOR)[ErrorCode];

export const statusFor = (code: ErrorCode): ErrorStatus => STATUS_FOR[code];

const bodyOf = (failure: Failure): ApiErrorBody =>
  failure.params ? { error: failure.message, code: failure.code, params: failure.params } : { error: failure.message, code: failure.code };

/** Answers a refusal: `{ error, code, params? }` with the code's status (and Retry-After when it says when). */
export function refuse(c: Context, failure: Failure) {
  const retryAfter = failure.params?.retryAfterSeconds;
  if (typeof retryAfter === 'number') c.header('Retry-After', String(retryAfter));
  return c.json(bodyOf(failure), statusFor(failure.code));
}

/** A refusal thrown from middleware (sign-in required, cross-site write); app.onError answers it. */
export class Refusal extends HTTPException {
  constructor(readonly failure: Failure) {
    super(statusFor(failure.code), { message: failure.message });
  }
}

/** Hono's own exceptions (a malformed JSON body, say) carry only a status: give them the nearest code. */
function codeForStatus(status: number): ErrorCode {
  if (status === 401) return 'unauthenticated';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not_found';
  if (status === 413) return 'payload_too_large';
  if (status === 415) return 'unsupported_media_type';
  if (status >= 400 && status < 500) return 'invalid_input';
  return 'internal';
}

/** Every error that escapes a handler becomes the one error shape. Unexpected failures are logged, never echoed. */
export const onError: ErrorHandler = (err, c) => {
  if (err instanceof Refusal) return refuse(c, err.failure);
  if (err instanceof HTTPException && err.status < 500) {
    return refuse(c, fail(codeForStatus(err.status), err.message || 'Request refused'));
  }
  log.error('request.unhandled_error', { method: c.req.method, path: c.req.path, error: err });
  return refuse(c, fail('internal', 'Internal server error'));
};

export const apiNotFound: NotFoundHandler = (c) => refuse(c, fail('not_found', `No such endpoint: ${c.req.method} ${c.req.path}`));
