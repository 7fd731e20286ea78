import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dataOf } from '../../../lib/api/openapi-client';
import { privateQueryKey } from '../../../lib/auth/session';
import type { CounterTerms, OfferTerms, Sale } from '../../../widgets/offers/offer-types';
import { refreshOffers, salesApi } from '../../../widgets/offers/offers-api';

const base = (propertyId: string) => `/api/admin/properties/${encodeURIComponent(propertyId)}`;

/** GET /api/admin/properties/:propertyId/sale: the property's offers side by side and its deal. */
export async function getSale(propertyId: string, signal?: AbortSignal) {
  return (await dataOf(salesApi.GET(`${base(propertyId)}/sale`, { signal }))) as Sale;
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

/** The route and body of a staff step; each answers with the sale as it now stands. */
function request(propertyId: string, step: SaleStep): { path: string; body: unknown } {
  const offer = (offerId: string) => `${base(propertyId)}/offers/${encodeURIComponent(offerId)}`;
  switch (step.kind) {
    case 'record':
      return { path: `${base(propertyId)}/offers`, body: step.terms };
    case 'present':
      return { path: `${offer(step.offerId)}/present`, body: {} };
    case 'accept':
    case 'reject':
      return { path: `${offer(step.offerId)}/seller-answer`, body: { answer: step.kind } };
    case 'counter':
      return { path: `${offer(step.offerId)}/seller-answer`, body: { answer: 'counter', ...step.terms } };
    case 'reserve':
      return {
        path: `${base(propertyId)}/sale/reserve`,
        body: { depositEur: step.depositEur, depositDueOn: step.depositDueOn },
      };
    case 'depositReceived':
      return { path: `${base(propertyId)}/sale/deposit-received`, body: { receivedOn: step.receivedOn } };
    case 'complete':
      return {
        path: `${base(propertyId)}/sale/complete`,
        body: { deedDate: step.deedDate, finalPriceEur: step.finalPriceEur },
      };
    case 'fallThrough':
      return { path: `${base(propertyId)}/sale/fall-through`, body: { reason: step.reason } };
  }
}

export async function changeSale(propertyId: string, step: SaleStep) {
  const { path, body } = request(propertyId, step);
  return (await dataOf(salesApi.POST(path, { body }))) as Sale;
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
