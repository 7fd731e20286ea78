import type { LoaderFunctionArgs } from 'react-router-dom';
import { queryClient } from '../../../lib/api/query-client';
import { getExperiencesQueryOptions } from '../api/get-experiences';
import { getPropertyQueryOptions } from '../api/get-property';
import { getServicesQueryOptions } from '../api/get-services';
import { getSimilarPropertiesQueryOptions } from '../api/get-similar-properties';
import { searchPropertiesQueryOptions } from '../api/search-properties';
import { toExperienceFilter } from '../utils/experience-filter';
import { parseFilters } from '../utils/property-filters';

// The catalogue pages' route loaders. Each asks for what its address names while the page's code
// downloads, and waits for it, so the page appears whole instead of as a skeleton. A refused request is
// the page's to show (its query keeps the error, and the page's retry asks again): loaders never throw.

export async function propertyLoader({ params }: LoaderFunctionArgs) {
  const id = params.id ?? '';
  // The similar listings are further down the page: they need not hold the page back.
  void queryClient.prefetchQuery(getSimilarPropertiesQueryOptions(id));
  await queryClient.prefetchQuery(getPropertyQueryOptions(id));
  return null;
}

export async function propertiesLoader({ request }: LoaderFunctionArgs) {
  const filters = parseFilters(new URL(request.url).searchParams);
  await queryClient.prefetchInfiniteQuery(searchPropertiesQueryOptions(filters));
  return null;
}

export async function servicesLoader() {
  await queryClient.prefetchQuery(getServicesQueryOptions({ premium: false }));
  return null;
}

export async function premiumServicesLoader() {
  await queryClient.prefetchQuery(getServicesQueryOptions({ premium: true }));
  return null;
}

export async function experiencesLoader({ request }: LoaderFunctionArgs) {
  const filter = toExperienceFilter(new URL(request.url).searchParams.get('type'));
  await queryClient.prefetchQuery(getExperiencesQueryOptions(filter === 'all' ? null : filter));
  return null;
}
