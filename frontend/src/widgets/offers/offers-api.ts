import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { dataOf, signedInApi } from '../../lib/api/openapi-client';
import { privateQueryKey } from '../../lib/auth/session';
import type { CounterTerms, Offer, OfferTerms } from './offer-types';

/**
 * The sales routes, until the API's document describes them: the typed client's calls with the path as a
 * plain string. The answers are the contract's (offer-types.ts).
 */
interface SalesRoutes {
  GET(path: string, init?: { signal?: AbortSignal; params?: unknown }): Promise<{ data?: unknown }>;
  POST(path: string, init?: { body?: unknown }): Promise<{ data?: unknown }>;
}
export const salesApi = signedInApi as unknown as SalesRoutes;

/** Everything cached about offers and sales: the client's offers and the back office's sale panels. */
export const offersQueryRoot = privateQueryKey('offers');

export function refreshOffers(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: offersQueryRoot });
}

/** GET /api/me/offers: the client's offers, newest first. */
export async function getMyOffers(signal?: AbortSignal) {
  return (await dataOf(salesApi.GET('/api/me/offers', { signal }))) as { items: Offer[] };
}

export function myOffersQueryOptions() {
  return queryOptions({
    queryKey: privateQueryKey('offers', 'mine'),
    queryFn: ({ signal }) => getMyOffers(signal),
  });
}

export function useMyOffers() {
  return useQuery(myOffersQueryOptions());
}

/** POST /api/me/offers: an offer on an active property. */
export async function makeOffer(body: OfferTerms & { propertyId: string }) {
  return (await dataOf(salesApi.POST('/api/me/offers', { body }))) as Offer;
}

export function useMakeOffer() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: makeOffer, onSuccess: () => refreshOffers(queryClient) });
}

export type BuyerStep =
  | { kind: 'accept'; id: string }
  | { kind: 'reject'; id: string }
  | { kind: 'withdraw'; id: string }
  | { kind: 'counter'; id: string; terms: CounterTerms };

/** POST /api/me/offers/:id/<step>: the buyer's answer to a counter-offer, or withdrawing an open offer. */
export async function changeMyOffer(step: BuyerStep) {
  const path = `/api/me/offers/${encodeURIComponent(step.id)}/${step.kind}`;
  return (await dataOf(salesApi.POST(path, { body: step.kind === 'counter' ? step.terms : {} }))) as Offer;
}

export function useChangeMyOffer() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: changeMyOffer, onSettled: () => refreshOffers(queryClient) });
}
