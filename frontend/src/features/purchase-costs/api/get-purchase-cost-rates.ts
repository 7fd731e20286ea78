import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, dataOf, type ApiClient } from '../../../lib/api/openapi-client';

/** GET /api/purchase-costs/rates: the taxes and fees of a purchase, each with its source and dates. */
export function getPurchaseCostRates({ signal }: { signal?: AbortSignal } = {}, client: ApiClient = api) {
  return dataOf(client.GET('/api/purchase-costs/rates', { signal }));
}

export const PURCHASE_COST_RATES_KEY = ['purchase-costs', 'rates'] as const;

/** `client`: the server renderer's in-process client, or the browser's by default. */
export function getPurchaseCostRatesQueryOptions(client?: ApiClient) {
  return queryOptions({
    queryKey: PURCHASE_COST_RATES_KEY,
    queryFn: ({ signal }) => getPurchaseCostRates({ signal }, client),
    // Rates change a few times a year; a visit reads them once.
    staleTime: 10 * 60_000,
  });
}

export function usePurchaseCostRates() {
  return useQuery(getPurchaseCostRatesQueryOptions());
}
