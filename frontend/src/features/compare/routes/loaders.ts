import type { LoaderFunctionArgs } from 'react-router-dom';
import type { LoaderContext } from '../../../lib/api/loader-context';
import { comparisonQueryOptions } from '../../../widgets/compare/compare-api';
import { idsFromSearch } from '../../../widgets/compare/compare-list';

// Asks for the properties the address names while the page's code downloads, so the table appears whole.
// A refused request is the page's to show: the loader never throws.
export async function compareLoader({ request }: LoaderFunctionArgs, { queryClient, client }: LoaderContext) {
  const { ids } = idsFromSearch(new URL(request.url).searchParams);
  if (ids.length) await queryClient.prefetchQuery(comparisonQueryOptions(ids, client));
  return null;
}
