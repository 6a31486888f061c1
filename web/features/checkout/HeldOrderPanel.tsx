import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconClockOff } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatClock, formatUtcClock, HoldCountdown, useHoldClock } from '#web/features/hold/index.ts';
import { rateEquation } from '#schema/receipt-amounts.ts';
import type { HeldOrder } from './payment-steps.ts';

/** Shillings are whole for M-Pesa: shown without decimals, as the phone prompt shows them. */
const formatShillings = (amount: number, language: string) =>
  new Intl.NumberFormat(language, { style: 'currency', currency: 'KES', maximumFractionDigits: 0 }).format(amount);

/**
 * The rate the held order charges by (units per USD times 10000, as orders keep it), and when it was read: shillings for
 * M-Pesa, else the shopper's currency (none for USD).
 */
function lockedRate(order: HeldOrder, byMpesa: boolean): { currency: string; scaled: number; at: string } | null {
  const { terms, currency } = order;
  if (byMpesa && terms.kesRate !== null && terms.kesRateAt !== null) return { currency: 'KES', scaled: terms.kesRate, at: terms.kesRateAt };
  if (currency === 'USD' || terms.rateAt === null) return null;
  return { currency, scaled: terms.exchangeRate, at: terms.rateAt };
}

/** `remaining`: the milliseconds the hold has left, on the server's time (features/hold/hold-deadline.ts). */
type HeldOrderPanelProps = { order: HeldOrder; remaining: number; byMpesa: boolean; lapsed: boolean; onTryAgain: () => void };

/**
 * What the held order locked (issue 23, items 4-5): "Held for you until 14:32" with the time left and what happens
 * then, the rate and its time, and for M-Pesa the shillings the phone will ask for. Once the hold has lapsed unpaid, it
 * says so and offers to check out again.
 */
export function HeldOrderPanel({ order, remaining, byMpesa, lapsed, onTryAgain }: HeldOrderPanelProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const until = useHoldClock(order.terms.heldUntil);
  const panel = useRef<HTMLDivElement>(null);
  // The shopper pressed Continue at the foot of a long form: bring what the hold locked into view (jsdom has no scrolling).
  useEffect(() => {
    void panel.current?.scrollIntoView?.({ block: 'center' });
  }, []);
  if (lapsed) {
    return (
      <Alert color="orange" icon={<IconClockOff aria-hidden />} role="alert" data-testid="hold-lapsed">
        <Stack gap="xs" align="flex-start">
          <Text size="sm" fw={600}>
            {t('hold.lapsed', { time: until })}
          </Text>
          <Button size="xs" variant="light" color="orange" onClick={onTryAgain}>
            {t('hold.tryAgain')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  const locked = lockedRate(order, byMpesa);
  return (
    <Stack gap={6} data-testid="held-order" ref={panel}>
      <HoldCountdown until={order.terms.heldUntil} remaining={remaining} note={t('hold.whatHappens')} />
      {locked && (
        <Text size="sm" data-testid="locked-rate">
          {t('hold.rate', {
            rate: rateEquation(locked.scaled, locked.currency, language),
            time: formatUtcClock(locked.at, language),
            until: formatClock(order.terms.heldUntil, language),
          })}
        </Text>
      )}
      {byMpesa && order.terms.kesAmount !== null && (
        <Text size="sm" fw={700} data-testid="mpesa-amount">
          {t('hold.mpesaAmount', { amount: formatShillings(order.terms.kesAmount, language) })}
        </Text>
      )}
    </Stack>
  );
}
