import { Alert, Group, Text, VisuallyHidden } from '@mantine/core';
import { IconClockHour4 } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { announcedMoment, formatRemaining } from './hold-time.ts';
import { useHoldClock } from './use-countdown.ts';

type HoldCountdownProps = {
  /** When the hold ends (ISO time), shown as a clock time in the visitor's zone. */
  until: string;
  /** The milliseconds it has left, as its owner counts them (the checkout: on the server's time). */
  remaining: number;
  /** What happens when it ends, said under the countdown. */
  note?: string;
};

/**
 * "Held for you until 14:32" with the minutes and seconds left (issue 23, item 4). The ticking figure is a timer, which
 * screen readers do not read out by themselves; a polite live region says what is left as each of a few moments passes.
 */
export function HoldCountdown({ until, remaining, note }: HoldCountdownProps) {
  const { t, i18n } = useTranslation();
  const clock = useHoldClock(until);
  const moment = announcedMoment(remaining);
  // Only a moment reached while the page is open is spoken: the one already passed when it opened is shown, not said.
  const [openedAt] = useState(moment);
  const announcement = moment !== null && moment !== openedAt ? t('hold.announce', { time: formatRemaining(moment, i18n.language) }) : '';
  return (
    <Alert color="blue" icon={<IconClockHour4 aria-hidden />} data-testid="hold-countdown">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text size="sm" fw={600}>
          <time dateTime={until}>{t('hold.heldUntil', { time: clock })}</time>
        </Text>
        <Text size="sm" fw={700} role="timer" data-testid="hold-remaining" style={{ fontVariantNumeric: 'tabular-nums' }}>
          {t('hold.left', { time: formatRemaining(remaining, i18n.language) })}
        </Text>
      </Group>
      {note && (
        <Text size="xs" mt={4}>
          {note}
        </Text>
      )}
      <VisuallyHidden role="status" aria-live="polite" data-testid="hold-announcement">
        {announcement}
      </VisuallyHidden>
    </Alert>
  );
}
