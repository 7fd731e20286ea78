import { useEffect, useRef, useState } from 'react';

/** How long typing may pause before a back-office search applies. */
const SEARCH_DELAY_MS = 300;

/**
 * The text of a search box that applies itself once typing pauses: `apply` gets the trimmed text when it
 * differs from `applied`, the search in force (usually read from the address). The box follows `applied`
 * when it changes from elsewhere (back button, a removed chip), but keeps a trailing space being typed.
 */
export function useDebouncedSearch(
  applied: string,
  apply: (text: string) => void,
  delayMs = SEARCH_DELAY_MS,
) {
  const [search, setSearch] = useState(applied);
  const [followed, setFollowed] = useState(applied);
  if (applied !== followed) {
    setFollowed(applied);
    if (search.trim() !== applied) setSearch(applied);
  }

  // The timer calls the `apply` of the latest render, which starts from the address as it is then: a filter
  // chosen while the search waits is kept.
  const applyLatest = useRef(apply);
  useEffect(() => {
    applyLatest.current = apply;
  });

  useEffect(() => {
    const text = search.trim();
    if (text === applied) return;
    const timer = window.setTimeout(() => applyLatest.current(text), delayMs);
    return () => window.clearTimeout(timer);
  }, [search, applied, delayMs]);

  return [search, setSearch] as const;
}
