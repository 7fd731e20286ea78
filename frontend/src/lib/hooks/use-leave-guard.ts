import { useEffect } from 'react';
import { useBlocker } from 'react-router-dom';
import type { BlockerFunction } from 'react-router-dom';

/**
 * While `active` (unsaved changes), leaving the page asks first:
 * - within the site, every way of leaving — a link, the browser's Back and Forward buttons, a navigation
 *   made by the code — is held by the router and goes on only if the person confirms `message`;
 * - reloading, closing the tab or going to another site shows the browser's own prompt.
 * Staying on the page (its query string, e.g. tabs and filters, or a `#section`) is not leaving.
 */
export function useLeaveGuard(active: boolean, message: string): void {
  const leavesThePage: BlockerFunction = ({ currentLocation, nextLocation }) =>
    active && currentLocation.pathname !== nextLocation.pathname;
  const blocker = useBlocker(leavesThePage);

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(message)) blocker.proceed();
    else blocker.reset();
  }, [blocker, message]);

  useEffect(() => {
    if (!active) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [active]);
}
