import { useSearchParams } from 'react-router-dom';

/** What a list writes to its address: texts of its search and filters by key, and the page. */
export type ListAddressChanges<Key extends string> = { [K in Key]?: string } & { page?: number };

/**
 * A paged list's search, filters and page kept in the address (`?q=&status=&page=`), so a view can be
 * reloaded or shared. `update` sets the keys it is given and drops those left empty (and page 1); a change
 * of anything but the page starts again at the first page.
 */
export function useListAddress<Key extends string>() {
  const [params, setParams] = useSearchParams();
  const update = (changes: ListAddressChanges<Key>) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries<string | number | undefined>(changes)) {
          if (value === undefined || value === '' || (key === 'page' && value === 1)) next.delete(key);
          else next.set(key, String(value));
        }
        if (changes.page === undefined) next.delete('page');
        return next;
      },
      // Rendered at once rather than as a transition: a search still waiting to apply (useDebouncedSearch)
      // then starts from the address with this change in it, not from the one before.
      { replace: true, preventScrollReset: true, flushSync: true },
    );
  };
  return { params, update };
}
