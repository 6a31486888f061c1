import { QueryErrorResetBoundary } from '@tanstack/react-query';
import { CatchBoundary } from '@tanstack/react-router';
import { Suspense, type ReactNode } from 'react';

type SuspenseSectionProps = {
  /** Shown while the section's suspense queries load. */
  loading: ReactNode;
  /** Shown when they fail; `retry` loads them again. */
  failed: (retry: () => void) => ReactNode;
  children: ReactNode;
};

/**
 * A part of a page whose data comes from suspense queries: its own loading and error states, so one
 * failed list never takes the rest of the page with it, and a retry that asks the server again.
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
          <Suspense fallback={loading}>{children}</Suspense>
        </CatchBoundary>
      )}
    </QueryErrorResetBoundary>
  );
}
