import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '../../../lib/api/api-client';
import { dataOf, signedInApi } from '../../../lib/api/openapi-client';
import type { components } from '../../../lib/api/schema';

export type NewsItem = components['schemas']['NewsItemDto'];
export type NewsList = components['schemas']['NewsListDto'];
export type NewsLanguage = components['schemas']['NewsLanguageStateDto']['language'];
export type LetterPreview = components['schemas']['LetterPreviewDto'];
export type NewsText = components['schemas']['NewsItemRequestDto'];
export type PreviewLanguage = 'es' | NewsLanguage;

export const NEWS_KEY = ['newsletter', 'news'] as const;

/** GET /api/admin/newsletter/news (staff): every news item and the month of the coming letter. */
export function useNewsList() {
  return useQuery({
    queryKey: NEWS_KEY,
    queryFn: () => dataOf(signedInApi.GET('/api/admin/newsletter/news')),
  });
}

/** What staff do to a news item; each answers the item as it is now. */
export type NewsAction =
  | { type: 'write'; body: NewsText }
  | { type: 'revise'; newsId: string; body: NewsText }
  | { type: 'translate'; newsId: string; language: NewsLanguage; body: { title: string; body: string } }
  | { type: 'machine'; newsId: string; language: NewsLanguage }
  | { type: 'review'; newsId: string; language: NewsLanguage }
  | { type: 'publish' | 'unpublish'; newsId: string };

function run(action: NewsAction): Promise<unknown> {
  const item = (newsId: string) => ({ params: { path: { newsId } } });
  const translation = (newsId: string, language: NewsLanguage) => ({
    params: { path: { newsId, language } },
  });
  switch (action.type) {
    case 'write':
      return dataOf(signedInApi.POST('/api/admin/newsletter/news', { body: action.body }));
    case 'revise':
      return dataOf(
        signedInApi.PUT('/api/admin/newsletter/news/{newsId}', { ...item(action.newsId), body: action.body }),
      );
    case 'translate':
      return dataOf(
        signedInApi.PUT('/api/admin/newsletter/news/{newsId}/translations/{language}', {
          ...translation(action.newsId, action.language),
          body: action.body,
        }),
      );
    case 'machine':
      return dataOf(
        signedInApi.POST(
          '/api/admin/newsletter/news/{newsId}/translations/{language}/machine',
          translation(action.newsId, action.language),
        ),
      );
    case 'review':
      return dataOf(
        signedInApi.POST(
          '/api/admin/newsletter/news/{newsId}/translations/{language}/review',
          translation(action.newsId, action.language),
        ),
      );
    case 'publish':
      return dataOf(signedInApi.POST('/api/admin/newsletter/news/{newsId}/publish', item(action.newsId)));
    case 'unpublish':
      return dataOf(signedInApi.POST('/api/admin/newsletter/news/{newsId}/unpublish', item(action.newsId)));
  }
}

export function useNewsAction() {
  const queryClient = useQueryClient();
  return useMutation<unknown, ApiError, NewsAction>({
    mutationKey: ['newsletter', 'news', 'change'],
    mutationFn: run,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['newsletter'] }),
  });
}

/** GET /api/admin/newsletter/preview: the letter rendered as it would go out, and its recipients. */
export function useLetterPreview(month: string | undefined, language: PreviewLanguage, email: string | null) {
  return useQuery<LetterPreview, ApiError>({
    queryKey: ['newsletter', 'preview', month, language, email],
    enabled: month !== undefined,
    placeholderData: keepPreviousData,
    retry: false,
    queryFn: () =>
      dataOf(
        signedInApi.GET('/api/admin/newsletter/preview', {
          params: { query: { month, language, ...(email ? { email } : {}) } },
        }),
      ),
  });
}
