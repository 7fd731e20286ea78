import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UseMutationOptions } from '@tanstack/react-query';
import type { ApiError } from '../../../lib/api/api-client';
import { dataOf, signedInApi } from '../../../lib/api/openapi-client';
import type { CatalogueCommandResult, TranslatedLanguage } from '../../../lib/api/types';
import { refreshPropertyQueries } from './admin-property-keys';

export interface MarkPropertyTranslationReviewedInput {
  id: string;
  /** The text's path (`title`, `features.main.2`, `gallery.images.1.alt`). */
  path: string;
  language: TranslatedLanguage;
  /** The version the form loaded: a newer one answers 409 `version_conflict`. */
  expectedVersion: number;
}

/** POST /api/admin/properties/:id/translations/reviewed: a person checked this translation. */
export function markPropertyTranslationReviewed({ id, ...body }: MarkPropertyTranslationReviewedInput) {
  return dataOf(
    signedInApi.POST('/api/admin/properties/{id}/translations/reviewed', { params: { path: { id } }, body }),
  );
}

export function markPropertyTranslationReviewedMutationOptions(): UseMutationOptions<
  CatalogueCommandResult,
  ApiError,
  MarkPropertyTranslationReviewedInput
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
