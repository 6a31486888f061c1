/** A checkout's hold on its stones, shown (issue 23, item 4): the countdown, the times, "on hold" for other shoppers. */
export { HoldCountdown } from './HoldCountdown.tsx';
export { OnHoldNote, useOnHold } from './OnHoldNote.tsx';
export { StockBadge } from './StockBadge.tsx';
export { formatClock, formatUtcClock } from './hold-time.ts';
export { useCountdown, useHoldClock } from './use-countdown.ts';
export { deviceTime, holdDeadline, pageStart, useHoldRemaining, type DeviceTime, type HoldDeadline } from './hold-deadline.ts';
