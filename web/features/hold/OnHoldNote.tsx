import { useTranslation } from 'react-i18next';
import type { Product } from '#schema/products-api.ts';
import { PlainText } from '#web/components/plain/index.ts';
import { useInBrowser } from '#web/lib/use-in-browser.ts';
import { useCountdown, useHoldClock } from './use-countdown.ts';

/**
 * Whether the product is sold out only for now: another checkout holds it, until its `heldUntil` (issue 23, item 4).
 * Until the page is hydrated, as the server rendered it: a page it kept may outlive the hold, and a clock read here
 * would not match that HTML (React's #418); the countdown decides from then on.
 */
export function useOnHold(product: Pick<Product, 'stock' | 'heldUntil'>): boolean {
  const remaining = useCountdown(product.heldUntil ?? new Date(0).toISOString());
  const hydrated = useInBrowser();
  return product.stock === 0 && product.heldUntil !== undefined && (remaining > 0 || !hydrated);
}

/** "On hold in another checkout — may be back by 14:32", for a sold-out stone another checkout holds. */
export function OnHoldNote({ heldUntil, size = 'xs' }: { heldUntil: string; size?: 'xs' | 'sm' }) {
  const { t } = useTranslation();
  const clock = useHoldClock(heldUntil);
  return (
    <PlainText size={size} c="orange" data-testid="on-hold-note">
      <time dateTime={heldUntil}>{t('hold.elsewhere', { time: clock })}</time>
    </PlainText>
  );
}
