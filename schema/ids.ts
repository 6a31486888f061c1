/** The one rule for a row's id where it arrives as text: in an API path (`/api/cart/12`) and in a page address (`/products/12`). */
import * as v from 'valibot';

/** A positive whole number written without a sign or leading zeros, read as the number it names. */
export const IdTextSchema = v.pipe(v.string(), v.regex(/^[1-9]\d{0,15}$/, 'must be a positive whole number'), v.transform(Number));

/** A path's `:id` (or a page address's `$id`) as its number. */
export const IdParamSchema = v.object({ id: IdTextSchema });
