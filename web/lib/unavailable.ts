/**
 * A control that cannot act just now (busy, or at a limit) without the `disabled` attribute: a disabled
 * control loses the keyboard focus to <body>, so the ring goes and Enter does nothing (issue 28). It looks
 * and reads disabled (Mantine styles `data-disabled`); its handler checks the same condition.
 */
export const unavailableProps = (unavailable: boolean) =>
  unavailable ? ({ 'aria-disabled': true, 'data-disabled': true } as const) : ({} as const);
