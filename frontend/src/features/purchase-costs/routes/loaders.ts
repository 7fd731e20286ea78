import type { LoaderFunctionArgs } from 'react-router-dom';
import type { LoaderContext } from '../../../lib/api/loader-context';
import { getPurchaseCostRatesQueryOptions } from '../api/get-purchase-cost-rates';

/** The rates, so the server renders the breakdown with its figures. A refusal is the panel's to show. */
export async function purchaseCostRatesLoader(_: LoaderFunctionArgs, { queryClient, client }: LoaderContext) {
  await queryClient.prefetchQuery(getPurchaseCostRatesQueryOptions(client));
  return null;
}
