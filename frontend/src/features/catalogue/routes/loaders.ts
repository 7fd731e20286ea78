import type { LoaderFunctionArgs } from 'react-router-dom';
import type { LoaderContext } from '../../../lib/api/loader-context';
import { getExperiencesQueryOptions } from '../api/get-experiences';
import { getPropertyQueryOptions } from '../api/get-property';
import { getServicesQueryOptions } from '../api/get-services';
import { getSimilarPropertiesQueryOptions } from '../api/get-similar-properties';
import { searchPropertiesQueryOptions } from '../api/search-properties';
import { toExperienceFilter } from '../utils/experience-filter';
import { parseFilters } from '../../../widgets/property-search/property-filters';

// The catalogue pages' route loaders. Each asks for what its address names while the page's code
// downloads, and waits for it, so the page appears whole instead of as a skeleton. A refused request is
// the page's to show (its query keeps the error, and the page's retry asks again): loaders never throw.

export async function propertyLoader({ params }: LoaderFunctionArgs, { queryClient, client }: LoaderContext) {
  const id = params.id ?? '';
  const similar = queryClient.prefetchQuery(getSimilarPropertiesQueryOptions(id, client));
  await queryClient.prefetchQuery(getPropertyQueryOptions(id, client));
  // The similar listings are further down the page: in the browser they need not hold the page back; the
  // server waits for them, since its page goes out whole.
  if (import.meta.env.SSR) await similar;
  return null;
}

export async function propertiesLoader(
  { request }: LoaderFunctionArgs,
  { queryClient, client }: LoaderContext,
) {
  const filters = parseFilters(new URL(request.url).searchParams);
  await queryClient.prefetchInfiniteQuery(searchPropertiesQueryOptions(filters, client));
  return null;
}

export async function servicesLoader(_: LoaderFunctionArgs, { queryClient, client }: LoaderContext) {
  await queryClient.prefetchQuery(getServicesQueryOptions({ premium: false }, client));
  return null;
}

export async function premiumServicesLoader(_: LoaderFunctionArgs, { queryClient, client }: LoaderContext) {
  await queryClient.prefetchQuery(getServicesQueryOptions({ premium: true }, client));
  return null;
}

export async function experiencesLoader(
  { request }: LoaderFunctionArgs,
  { queryClient, client }: LoaderContext,
) {
  const filter = toExperienceFilter(new URL(request.url).searchParams.get('type'));
  await queryClient.prefetchQuery(getExperiencesQueryOptions(filter === 'all' ? null : filter, client));
  return null;
}
