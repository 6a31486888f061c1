/**
 * A stone's facts (docs/product.md §2 "Treatment, origin, certified"): its treatment from a fixed list and its origin as
 * an ISO 3166-1 alpha-2 country, for products and gallery items alike. The filters of the shop grid, the gallery and
 * /search use the same names and rules; country names are never shipped, the browser's Intl.DisplayNames names them.
 */
import * as v from 'valibot';

/** What was done to the stone; 'unknown' when nobody has said. */
export const TREATMENTS = ['none', 'heated', 'oiled', 'fracture_filled', 'irradiated', 'diffused', 'dyed', 'coated', 'unknown'] as const;
export type Treatment = (typeof TREATMENTS)[number];

export const UNKNOWN_ORIGIN = 'unknown';

/** Every officially assigned ISO 3166-1 alpha-2 code. */
export const COUNTRY_CODES: readonly string[] = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ CA CC CD ' +
  'CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF ' +
  'GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN ' +
  'KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA ' +
  'NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI ' +
  'SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI ' +
  'VN VU WF WS YE YT ZA ZM ZW'
).split(' ');

const countrySet = new Set(COUNTRY_CODES);
export const isOrigin = (value: string): boolean => value === UNKNOWN_ORIGIN || countrySet.has(value);

export const treatmentField = v.picklist(TREATMENTS, `must be one of ${TREATMENTS.join(', ')}`);

/** A country code (upper case, as ISO writes it) or 'unknown'. */
export const originField = v.pipe(
  v.string('must be an ISO 3166-1 alpha-2 country code or unknown'),
  v.check(isOrigin, 'must be an ISO 3166-1 alpha-2 country code or unknown'),
);

/**
 * The filters' query entries, the same in the API and in the pages' addresses: one treatment, one origin, and
 * `certified=true` for stones with a lab report.
 */
export const factFilterEntries = {
  treatment: v.optional(treatmentField),
  origin: v.optional(originField),
  certified: v.optional(v.literal('true', 'must be true or left out')),
};
export const FactFiltersSchema = v.object(factFilterEntries);
export type FactFilters = v.InferOutput<typeof FactFiltersSchema>;

/** One value of a filter and how many stones choosing it would show (every other choice kept). */
export type FactCount = { value: string; count: number };

/** GET …/facts: the counts per treatment and origin that have stones, and how many are certified. */
export type FactCounts = { treatment: FactCount[]; origin: FactCount[]; certified: number };
