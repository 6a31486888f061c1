import type { ReactNode } from 'react';

/**
 * A left-to-right island: a phone number, a card number, an email address, an order id or a code keeps its
 * order inside a right-to-left page (+254 712 345 678, not 678 345 712 254+). Text inside a translated
 * sentence takes isolateLtr (schema/bidi.ts) instead.
 */
export function Ltr({ children }: { children: ReactNode }) {
  return <bdi dir="ltr">{children}</bdi>;
}
