import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { dataOf, signedInApi } from '../../../lib/api/openapi-client';
import type { operations } from '../../../lib/api/schema';
import { privateQueryKey } from '../../../lib/auth/session';

export type OfferInboxQuery = NonNullable<operations['ListOffersController_list']['parameters']['query']>;
export const OFFERS_PAGE_SIZE = 20;

/** GET /api/admin/offers: offers across properties, the most recently changed first. */
export function listOffers(query: OfferInboxQuery, signal?: AbortSignal) {
  return dataOf(signedInApi.GET('/api/admin/offers', { params: { query }, signal }));
}

export function useOfferInbox(query: OfferInboxQuery) {
  return useQuery(
    queryOptions({
      // Under the offers' root: a step taken on a sale panel counts here too.
      queryKey: privateQueryKey('offers', 'inbox', query),
      queryFn: ({ signal }) => listOffers(query, signal),
      placeholderData: keepPreviousData,
    }),
  );
}
