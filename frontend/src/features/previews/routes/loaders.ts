import type { LoaderFunctionArgs } from 'react-router-dom';
import type { LoaderContext } from '../../../lib/api/loader-context';
import { getPreviewExperiencesQueryOptions } from '../api/get-preview-experiences';
import { getPreviewPropertiesQueryOptions } from '../api/get-preview-properties';
import { getPreviewServicesQueryOptions } from '../api/get-preview-services';

// The preview pages' route loaders: the sample cards load with the page's code (see catalogue/routes/loaders.ts).

export async function propertiesPreviewLoader(_: LoaderFunctionArgs, { queryClient, client }: LoaderContext) {
  await queryClient.prefetchQuery(getPreviewPropertiesQueryOptions(client));
  return null;
}

export async function servicesPreviewLoader(_: LoaderFunctionArgs, { queryClient, client }: LoaderContext) {
  await queryClient.prefetchQuery(getPreviewServicesQueryOptions(client));
  return null;
}

export async function experiencesPreviewLoader(
  _: LoaderFunctionArgs,
  { queryClient, client }: LoaderContext,
) {
  await queryClient.prefetchQuery(getPreviewExperiencesQueryOptions(client));
  return null;
}
