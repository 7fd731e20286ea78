import { useMutation, useQuery } from '@tanstack/react-query';
import type { ApiError } from '../../../lib/api/api-client';
import { anonymousApi, dataOf } from '../../../lib/api/openapi-client';
import type { components } from '../../../lib/api/schema';

export type NewsletterSubscription = components['schemas']['NewsletterSubscriptionDto'];

/** GET /api/newsletter/subscription with the token of a letter's link (no session): changes nothing. */
export function useLinkSubscription(token: string | null, enabled: boolean) {
  return useQuery<NewsletterSubscription, ApiError>({
    queryKey: ['newsletter', 'link', token],
    enabled: enabled && token !== null,
    retry: false,
    queryFn: () =>
      dataOf(anonymousApi.GET('/api/newsletter/subscription', { params: { query: { token: token ?? '' } } })),
  });
}

/** POST /api/newsletter/unsubscribe or /resubscribe with the link's token: both idempotent. */
export function useLinkChange() {
  return useMutation<NewsletterSubscription, ApiError, { token: string; subscribe: boolean }>({
    mutationKey: ['newsletter', 'link', 'change'],
    mutationFn: ({ token, subscribe }) => {
      const params = { params: { query: { token } } };
      return dataOf(
        subscribe
          ? anonymousApi.POST('/api/newsletter/resubscribe', params)
          : anonymousApi.POST('/api/newsletter/unsubscribe', params),
      );
    },
  });
}
