import type { ExperienceType } from '../../../lib/api/types';
import { useDebouncedSearch } from '../../../lib/hooks/use-debounced-search';
import { useListAddress } from '../../../lib/hooks/use-list-address';

export type TypeFilter = ExperienceType | 'all';

const toTypeFilter = (value: string | null): TypeFilter =>
  value === 'basic' || value === 'vip' ? value : 'all';

/** The search box's text (`?q=` in the address), and the search applied a moment after typing stops. */
export function useListSearch() {
  const { params, update } = useListAddress<'q'>();
  const applied = params.get('q') ?? '';
  const [search, setSearch] = useDebouncedSearch(applied, (q) => update({ q }));
  return { search, setSearch, applied };
}

/** The experiences' basic/VIP filter (`?type=`). */
export function useTypeFilter() {
  const { params, update } = useListAddress<'type'>();
  return {
    type: toTypeFilter(params.get('type')),
    setType: (value: TypeFilter) => update({ type: value === 'all' ? '' : value }),
  };
}
