import { useEffect } from 'react';

let hydrated = false;

/**
 * Whether the browser has taken over the first page (hydrated the server's HTML, or rendered it itself).
 * Parts loaded when needed (when-needed.tsx) wait for the visitor on that first page only: on every page
 * rendered afterwards their code loads at once.
 */
export function isPageHydrated(): boolean {
  return hydrated;
}

/** For a page the browser renders itself from the start: nothing of it is the server's. */
export function markPageHydrated(): void {
  hydrated = true;
}

/** In the application's root: its effects run once the whole first page has been taken over. */
export function useMarkPageHydrated(): void {
  useEffect(markPageHydrated, []);
}
