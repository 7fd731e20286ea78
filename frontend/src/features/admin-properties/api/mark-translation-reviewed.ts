import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UseMutationOptions } from '@tanstack/react-query';
import type { ApiError } from '../../../lib/api/api-client';
import { dataOf, signedInApi } from '../../../lib/api/openapi-client';
import type { CatalogueCommandResult } from '../../../lib/api/types';
import type { MarkTranslationReviewedInput } from '../../../widgets/catalogue-translations/translation-status';
import { refreshPropertyQueries } from './admin-property-keys';

/** POST /api/admin/properties/:id/translations/reviewed: a person checked this translation. */
export function markPropertyTranslationReviewed({ id, ...body }: MarkTranslationReviewedInput) {
  return dataOf(
    signedInApi.POST('/api/admin/properties/{id}/translations/reviewed', { params: { path: { id } }, body }),
  );
}

export function markPropertyTranslationReviewedMutationOptions(): UseMutationOptions<
  CatalogueCommandResult,
  ApiError,
  MarkTranslationReviewedInput
> {
  return {
    mutationKey: ['admin-properties', 'translation-reviewed'],
    mutationFn: markPropertyTranslationReviewed,
  };
}

export function useMarkPropertyTranslationReviewed() {
  const queryClient = useQueryClient();
  return useMutation({
    ...markPropertyTranslationReviewedMutationOptions(),
    onSuccess: () => refreshPropertyQueries(queryClient),
  });
}
