import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dataOf, signedInApi } from '../../../lib/api/openapi-client';
import { privateQueryKey } from '../../../lib/auth/session';
import type { CounterTerms, OfferTerms } from '../../../widgets/offers/offer-types';
import { refreshOffers } from '../../../widgets/offers/offers-api';

/** GET /api/admin/properties/:propertyId/sale: the property's offers side by side and its deal. */
export function getSale(propertyId: string, signal?: AbortSignal) {
  return dataOf(
    signedInApi.GET('/api/admin/properties/{propertyId}/sale', { params: { path: { propertyId } }, signal }),
  );
}

export function saleQueryOptions(propertyId: string) {
  return queryOptions({
    // Under the offers' root: a client's answer read elsewhere in this tab counts here too.
    queryKey: privateQueryKey('offers', 'sale', propertyId),
    queryFn: ({ signal }) => getSale(propertyId, signal),
  });
}

export function useSale(propertyId: string) {
  return useQuery(saleQueryOptions(propertyId));
}

export type SaleStep =
  | { kind: 'record'; terms: OfferTerms & { clientEmail: string } }
  | { kind: 'present'; offerId: string }
  | { kind: 'accept'; offerId: string }
  | { kind: 'reject'; offerId: string }
  | { kind: 'counter'; offerId: string; terms: CounterTerms }
  | { kind: 'reserve'; depositEur: number; depositDueOn: string }
  | { kind: 'depositReceived'; receivedOn: string }
  | { kind: 'complete'; deedDate: string; finalPriceEur: number }
  | { kind: 'fallThrough'; reason: string };

/** POST /api/admin/properties/:propertyId/...: a staff step; each answers with the sale as it now stands. */
export function changeSale(propertyId: string, step: SaleStep) {
  const property = { path: { propertyId } };
  const offer = (offerId: string) => ({ params: { path: { propertyId, offerId } } });
  switch (step.kind) {
    case 'record':
      return dataOf(
        signedInApi.POST('/api/admin/properties/{propertyId}/offers', { params: property, body: step.terms }),
      );
    case 'present':
      return dataOf(
        signedInApi.POST('/api/admin/properties/{propertyId}/offers/{offerId}/present', {
          ...offer(step.offerId),
          body: {},
        }),
      );
    case 'accept':
    case 'reject':
      return dataOf(
        signedInApi.POST('/api/admin/properties/{propertyId}/offers/{offerId}/seller-answer', {
          ...offer(step.offerId),
          body: { answer: step.kind, conditions: '' },
        }),
      );
    case 'counter':
      return dataOf(
        signedInApi.POST('/api/admin/properties/{propertyId}/offers/{offerId}/seller-answer', {
          ...offer(step.offerId),
          body: { answer: 'counter', ...step.terms },
        }),
      );
    case 'reserve':
      return dataOf(
        signedInApi.POST('/api/admin/properties/{propertyId}/sale/reserve', {
          params: property,
          body: { depositEur: step.depositEur, depositDueOn: step.depositDueOn },
        }),
      );
    case 'depositReceived':
      return dataOf(
        signedInApi.POST('/api/admin/properties/{propertyId}/sale/deposit-received', {
          params: property,
          body: { receivedOn: step.receivedOn },
        }),
      );
    case 'complete':
      return dataOf(
        signedInApi.POST('/api/admin/properties/{propertyId}/sale/complete', {
          params: property,
          body: { deedDate: step.deedDate, finalPriceEur: step.finalPriceEur },
        }),
      );
    case 'fallThrough':
      return dataOf(
        signedInApi.POST('/api/admin/properties/{propertyId}/sale/fall-through', {
          params: property,
          body: { reason: step.reason },
        }),
      );
  }
}

export function useChangeSale(propertyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (step: SaleStep) => changeSale(propertyId, step),
    // A refused step (a conflict) leaves the panel as it was read: its notice offers to read it again.
    onSuccess: (sale) => {
      queryClient.setQueryData(saleQueryOptions(propertyId).queryKey, sale);
      void refreshOffers(queryClient);
    },
  });
}
