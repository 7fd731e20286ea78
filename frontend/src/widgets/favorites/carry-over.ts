import type { QueryClient } from '@tanstack/react-query';
import { favoritesQueryKey, mergeFavorites } from './favorites-api';
import { forgetVisitorFavorites, visitorFavorites } from './visitor-favorites';

/**
 * Once a session starts, the favorites saved in this browser before it join the account's and leave the
 * browser. Merging is idempotent: when it fails they stay, and the next session start tries again.
 */
export async function carryVisitorFavoritesIntoAccount(queryClient: QueryClient): Promise<void> {
  const propertyIds = visitorFavorites().map((favorite) => favorite.propertyId);
  if (propertyIds.length === 0) return;
  await mergeFavorites(propertyIds);
  forgetVisitorFavorites(propertyIds);
  await queryClient.invalidateQueries({ queryKey: favoritesQueryKey });
}
