import * as v from 'valibot';
import { UpstreamRatesSchema } from '#schema/rates-api.ts';
import { log } from '#worker/lib/log.ts';

/**
 * Shillings per US dollar when the rates service cannot be reached. Kenyan shillings are not one of the
 * shop's 14 currencies (docs/product.md §3), so /api/rates never carries them: only an M-Pesa push needs them.
 */
export const FALLBACK_KES_PER_USD = 129;

/** The live KES rate from the same upstream as /api/rates (RATES_URL), else the fallback. */
export async function kesPerUsd(upstreamUrl: string, fetcher: typeof fetch): Promise<number> {
  try {
    const response = await fetcher(upstreamUrl, { signal: AbortSignal.timeout(3000) });
    if (!response.ok) throw new Error(`upstream answered ${response.status}`);
    const rate = v.parse(UpstreamRatesSchema, await response.json()).rates.KES;
    if (typeof rate === 'number' && Number.isFinite(rate) && rate > 0) return rate;
    throw new Error('upstream has no KES rate');
  } catch (error) {
    log.warn('rates.kes_fallback', { error });
    return FALLBACK_KES_PER_USD;
  }
}
