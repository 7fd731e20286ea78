import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dataOf, signedInApi } from '../../../lib/api/openapi-client';
import type { PurchaseCostRatesRevision } from '../../../lib/api/types';
import { PURCHASE_COST_RATES_KEY } from './get-purchase-cost-rates';

/** PUT /api/admin/purchase-costs/rates (owners): the whole table at the version the form loaded (409 if stale). */
export function revisePurchaseCostRates(body: PurchaseCostRatesRevision) {
  return dataOf(signedInApi.PUT('/api/admin/purchase-costs/rates', { body }));
}

export function useRevisePurchaseCostRates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['purchase-costs', 'revise'],
    mutationFn: revisePurchaseCostRates,
    onSuccess: (rates) => queryClient.setQueryData(PURCHASE_COST_RATES_KEY, rates),
  });
}
