import { useSyncExternalStore } from 'react';

const nothingToWatch = () => () => undefined;

/**
 * False on the server and while the browser hydrates the server's page, true afterwards: for what only the
 * browser knows (a choice kept in its storage), which would otherwise differ from the server's HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    nothingToWatch,
    () => true,
    () => false,
  );
}
