import { useSyncExternalStore } from 'react';

const neverChanges = () => () => undefined;

/**
 * False on the server and while the page hydrates, true after: a time in the visitor's own zone is shown only then,
 * so the page the Worker rendered (it knows no zone) hydrates without a mismatch.
 */
export const useInBrowser = (): boolean =>
  useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
