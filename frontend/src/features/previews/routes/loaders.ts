import { queryClient } from '../../../lib/api/query-client';
import { getPreviewExperiencesQueryOptions } from '../api/get-preview-experiences';
import { getPreviewPropertiesQueryOptions } from '../api/get-preview-properties';
import { getPreviewServicesQueryOptions } from '../api/get-preview-services';

// The preview pages' route loaders: the sample cards load with the page's code (see catalogue/routes/loaders.ts).

export async function propertiesPreviewLoader() {
  await queryClient.prefetchQuery(getPreviewPropertiesQueryOptions());
  return null;
}

export async function servicesPreviewLoader() {
  await queryClient.prefetchQuery(getPreviewServicesQueryOptions());
  return null;
}

export async function experiencesPreviewLoader() {
  await queryClient.prefetchQuery(getPreviewExperiencesQueryOptions());
  return null;
}
