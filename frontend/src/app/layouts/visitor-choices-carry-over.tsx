import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../components/ui/toast';
import { carryVisitorFavoritesIntoAccount } from '../../widgets/favorites/carry-over';
import { takePendingSearch } from '../../widgets/saved-searches/pending-search';
import { savedSearchErrorKey } from '../../widgets/saved-searches/saved-search-errors';
import { useSavedSearchToast } from '../../widgets/saved-searches/saved-search-toast';
import { createSavedSearch, refreshSavedSearches } from '../../widgets/saved-searches/saved-searches-api';

/**
 * What a visitor chose before signing in or registering joins their account once the session starts: the
 * favorites kept in this browser, and the search they asked to save. Loaded only for a signed-in account,
 * and mounted anew for each one.
 */
export default function VisitorChoicesCarryOver() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const toast = useToast();
  const searchSaved = useSavedSearchToast();
  const started = useRef(false);

  useEffect(() => {
    // Once per account: a second run (Strict Mode) would send the same merge again.
    if (started.current) return;
    started.current = true;
    // Kept in the browser when it fails: the next session start tries again.
    carryVisitorFavoritesIntoAccount(queryClient).catch(() => undefined);
    const search = takePendingSearch();
    if (!search) return;
    createSavedSearch(search).then(
      () => {
        void refreshSavedSearches(queryClient);
        searchSaved(search.name);
      },
      (error: unknown) => toast.show(t(savedSearchErrorKey(error)), 'error'),
    );
  }, [queryClient, searchSaved, t, toast]);

  return null;
}
