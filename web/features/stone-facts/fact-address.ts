import * as v from 'valibot';
import { isOrigin, TREATMENTS, type FactFilters } from '#schema/stone-facts.ts';

/**
 * The stone-fact filters in a page's address (home, /gallery, /search): `?treatment=heated&origin=LK&certified=true`,
 * the names and lists of schema/stone-facts.ts. Anything malformed in a shared link is dropped, not an error.
 */
export const factAddressEntries = {
  treatment: v.fallback(v.optional(v.picklist(TREATMENTS)), undefined),
  origin: v.fallback(v.optional(v.pipe(v.string(), v.check(isOrigin))), undefined),
  certified: v.fallback(v.optional(v.literal(true)), undefined),
};
export type FactAddress = v.InferOutput<v.ObjectSchema<typeof factAddressEntries, undefined>>;

/** The API query of an address's facts; unset ones left out. */
export function factQueryOf(address: FactAddress): FactFilters {
  return {
    ...(address.treatment ? { treatment: address.treatment } : {}),
    ...(address.origin ? { origin: address.origin } : {}),
    ...(address.certified ? { certified: 'true' as const } : {}),
  };
}

/** Whether any fact is chosen (the empty states offer to clear them). */
export const hasFacts = (address: FactAddress) => Boolean(address.treatment ?? address.origin ?? address.certified);

/** The changes that clear every fact. */
export const NO_FACTS: FactAddress = { treatment: undefined, origin: undefined, certified: undefined };
