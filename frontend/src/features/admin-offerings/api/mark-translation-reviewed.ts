import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UseMutationOptions } from '@tanstack/react-query';
import type { ApiError } from '../../../lib/api/api-client';
import { dataOf, signedInApi } from '../../../lib/api/openapi-client';
import type { CatalogueCommandResult } from '../../../lib/api/types';
import type { MarkTranslationReviewedInput } from '../../../widgets/catalogue-translations/translation-status';
import type { OfferingKind } from '../utils/offering-kind';

/** POST /api/admin/{services,experiences}/:id/translations/reviewed: a person checked this translation. */
export function markTranslationReviewed(kind: OfferingKind, { id, ...body }: MarkTranslationReviewedInput) {
  const params = { path: { id } };
  return dataOf(
    kind === 'services'
      ? signedInApi.POST('/api/admin/services/{id}/translations/reviewed', { params, body })
      : signedInApi.POST('/api/admin/experiences/{id}/translations/reviewed', { params, body }),
  );
}

export function markTranslationReviewedMutationOptions(
  kind: OfferingKind,
): UseMutationOptions<CatalogueCommandResult, ApiError, MarkTranslationReviewedInput> {
  return {
    mutationKey: [kind, 'translation-reviewed'],
    mutationFn: (input) => markTranslationReviewed(kind, input),
  };
}

export function useMarkTranslationReviewed(kind: OfferingKind) {
  const queryClient = useQueryClient();
  return useMutation({
    ...markTranslationReviewedMutationOptions(kind),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [kind] }),
  });
}
