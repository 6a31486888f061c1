import { useId, type CSSProperties, type ReactNode } from 'react';
import { TRANSPARENT_BORDER } from './plain/index.ts';

/** What Mantine's `<Alert color="red">` sets, drawn with its sheet without its code (ErrorAlert.test.tsx compares the two). */
const RED = {
  '--alert-bg': 'var(--mantine-color-red-light)',
  '--alert-color': 'var(--mantine-color-red-light-color)',
  '--alert-bd': TRANSPARENT_BORDER,
} as CSSProperties;

/**
 * Something that failed, told in Mantine's red Alert. The first screens show it when a list cannot be loaded, so it is
 * there even offline, without the Alert and CloseButton code (1.3 KB of JS gzipped in every first load; docs/design.md
 * Budgets).
 */
export function ErrorAlert({ children }: { children: ReactNode }) {
  const id = useId();
  return (
    <div style={RED} className="m_66836ed3 mantine-Alert-root" id={id} role="alert" aria-describedby={`${id}-body`}>
      <div className="m_a5d60502 mantine-Alert-wrapper">
        <div className="m_667c2793 mantine-Alert-body">
          <div id={`${id}-body`} className="m_7fa78076 mantine-Alert-message">
            {children}
          </div>
        </div>
      </div>
    </div>
  );
}
