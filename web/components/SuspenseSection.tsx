import { QueryErrorResetBoundary } from '@tanstack/react-query';
import { CatchBoundary } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { FirstScreenSuspense } from '#web/lib/first-tap.ts';

type SuspenseSectionProps = {
  /** Shown while the section's suspense queries load. */
  loading: ReactNode;
  /** Shown when they fail; `retry` loads them again. */
  failed: (retry: () => void) => ReactNode;
  children: ReactNode;
};

/**
 * A part of a page whose data comes from suspense queries: its own loading and error states, so one
 * failed list never takes the rest of the page with it, and a retry that asks the server again. The first tap
 * waits for the section's content (web/lib/first-tap.ts): the home page's product grid is on its first screen.
 */
export function SuspenseSection({ loading, failed, children }: SuspenseSectionProps) {
  return (
    <QueryErrorResetBoundary>
      {({ reset }) => (
        <CatchBoundary
          getResetKey={() => 'section'}
          onCatch={(error) => console.warn('a section could not load', error)}
          errorComponent={({ reset: resetBoundary }) => (
            <>
              {failed(() => {
                reset();
                resetBoundary();
              })}
            </>
          )}
        >
          <FirstScreenSuspense fallback={loading}>{children}</FirstScreenSuspense>
        </CatchBoundary>
      )}
    </QueryErrorResetBoundary>
  );
}
