import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ExperienceType } from '../../../lib/api/types';

const SEARCH_DELAY_MS = 250;

export type TypeFilter = ExperienceType | 'all';

const toTypeFilter = (value: string | null): TypeFilter =>
  value === 'basic' || value === 'vip' ? value : 'all';

/**
 * The list's search (`?q=`) and, for experiences, its type filter (`?type=basic|vip`) live in the address,
 * so a view can be reloaded or shared. This reads them and sets one of them (a blank value removes it).
 */
function useListParams() {
  const [params, setParams] = useSearchParams();
  const set = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true, preventScrollReset: true });
  };
  return { params, set };
}

/** The search box's text, and the search applied to the list a moment after typing stops. */
export function useListSearch() {
  const { params, set } = useListParams();
  const applied = params.get('q') ?? '';
  const [search, setSearch] = useState(applied);
  // The timer calls the latest `set`, which starts from the address as it is then: a filter chosen while
  // the search waits is kept.
  const setLatest = useRef(set);
  useEffect(() => {
    setLatest.current = set;
  });

  useEffect(() => {
    if (search.trim() === applied) return;
    const timer = window.setTimeout(() => setLatest.current('q', search.trim()), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [search, applied]);

  return { search, setSearch, applied };
}

/** The experiences' basic/VIP filter. */
export function useTypeFilter() {
  const { params, set } = useListParams();
  return {
    type: toTypeFilter(params.get('type')),
    setType: (value: TypeFilter) => set('type', value === 'all' ? '' : value),
  };
}
