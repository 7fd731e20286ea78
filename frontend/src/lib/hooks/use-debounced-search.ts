import { useEffect, useRef, useState } from 'react';

/** How long typing may pause before the search applies. */
const SEARCH_DELAY_MS = 300;

/**
 * The text of a search box that applies itself once typing pauses: `apply` gets the trimmed text when it
 * differs from `applied`, the search in force.
 */
export function useDebouncedSearch(applied: string, apply: (text: string) => void) {
  const [search, setSearch] = useState(applied);
  // The timer calls the latest `apply`, so it writes over the address as it is then, not as it was when
  // typing began.
  const applyLatest = useRef(apply);
  useEffect(() => {
    applyLatest.current = apply;
  });

  useEffect(() => {
    if (search.trim() === applied) return;
    const timer = window.setTimeout(() => applyLatest.current(search.trim()), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [search, applied]);

  return [search, setSearch] as const;
}
