import type { ReactNode } from 'react';

/**
 * A left-to-right island: a phone number, a card number, an email address, an order id or a code keeps its
 * order inside a right-to-left page (+254 712 345 678, not 678 345 712 254+). Text inside a translated
 * sentence takes isolateLtr (schema/bidi.ts) instead.
 */
export function Ltr({ children, whole = false }: { children: ReactNode; whole?: boolean }) {
  // `whole`: kept on one line (an email address broke at its hyphen: 'capetown@gemstone-' / 'gallery.example').
  return (
    <bdi dir="ltr" style={whole ? { whiteSpace: 'nowrap' } : undefined}>
      {children}
    </bdi>
  );
}
