import { queryOptions, useMutation, useMutationState, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { dataOf, signedInApi } from '../../lib/api/openapi-client';
import type { Favorite, FavoriteList } from '../../lib/api/types';
import { privateQueryKey } from '../../lib/auth/session';

/** The signed-in account's favorites, newest first (`GET /api/me/favorites`). */
export const favoritesQueryKey = privateQueryKey('favorites');

export function getFavorites(signal?: AbortSignal) {
  return dataOf(signedInApi.GET('/api/me/favorites', { signal }));
}

export function favoritesQueryOptions() {
  return queryOptions({
    queryKey: favoritesQueryKey,
    queryFn: ({ signal }) => getFavorites(signal),
    staleTime: 60_000,
  });
}

export function useFavorites() {
  return useQuery(favoritesQueryOptions());
}

const idsOf = (list: FavoriteList): ReadonlySet<string> => new Set(list.items.map((item) => item.propertyId));

/** The ids of the account's favorites, while `enabled` (a signed-in account). */
export function useFavoriteIds(enabled: boolean) {
  return useQuery({ ...favoritesQueryOptions(), select: idsOf, enabled });
}

export interface FavoriteChange {
  propertyId: string;
  /** Saved (PUT) or removed (DELETE); both are idempotent. */
  saved: boolean;
  /**
   * A removal undone: the entry removed, shown again at once and restored by the API with the date it was
   * saved on (POST .../restore), where saving it anew would date it now.
   */
  entry?: Favorite;
}

async function changeFavorite({ propertyId, saved, entry }: FavoriteChange): Promise<void> {
  const path = { params: { path: { propertyId } } };
  if (saved && entry) await signedInApi.POST('/api/me/favorites/{propertyId}/restore', path);
  else if (saved) await signedInApi.PUT('/api/me/favorites/{propertyId}', path);
  else await signedInApi.DELETE('/api/me/favorites/{propertyId}', path);
}

const FAVORITE_CHANGE_KEY = ['favorites', 'change'] as const;

/** The list with one entry removed, or put back in its place by date. */
function withChange(list: FavoriteList, propertyId: string, entry: Favorite | null): FavoriteList {
  const others = list.items.filter((item) => item.propertyId !== propertyId);
  const items = entry ? [...others, entry].sort((a, b) => b.addedAt.localeCompare(a.addedAt)) : others;
  return { ...list, items };
}

function updateList(queryClient: QueryClient, propertyId: string, entry: Favorite | null): void {
  queryClient.setQueryData<FavoriteList>(favoritesQueryKey, (list) =>
    list ? withChange(list, propertyId, entry) : list,
  );
}

/**
 * Saves or removes one favorite of the account. The list changes at once (a removal, or an undone one),
 * and goes back if the API refuses; the change stays pending until the list read again holds it.
 */
export function useFavoriteChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: FAVORITE_CHANGE_KEY,
    mutationFn: changeFavorite,
    onMutate: async ({ propertyId, saved, entry }: FavoriteChange) => {
      await queryClient.cancelQueries({ queryKey: favoritesQueryKey });
      const before = queryClient
        .getQueryData<FavoriteList>(favoritesQueryKey)
        ?.items.find((item) => item.propertyId === propertyId);
      if (!saved) updateList(queryClient, propertyId, null);
      else if (entry) updateList(queryClient, propertyId, entry);
      return { before };
    },
    onError: (_error, { propertyId }, result) => updateList(queryClient, propertyId, result?.before ?? null),
    onSettled: () => queryClient.invalidateQueries({ queryKey: favoritesQueryKey }),
  });
}

/** What the account's latest pending change of this property asks for: saved, removed, or none pending. */
export function usePendingFavorite(propertyId: string): boolean | undefined {
  const pending = useMutationState({
    filters: {
      mutationKey: FAVORITE_CHANGE_KEY,
      status: 'pending',
      predicate: (mutation) => (mutation.state.variables as FavoriteChange).propertyId === propertyId,
    },
    select: (mutation) => (mutation.state.variables as FavoriteChange).saved,
  });
  return pending.at(-1);
}

/** `POST /api/me/favorites/merge`: a visitor's favorites join the account's (unknown ones are skipped). */
export function mergeFavorites(propertyIds: string[]) {
  return dataOf(signedInApi.POST('/api/me/favorites/merge', { body: { propertyIds } }));
}
