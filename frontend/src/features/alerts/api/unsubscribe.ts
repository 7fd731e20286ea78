import { useMutation } from '@tanstack/react-query';
import type { ApiError } from '../../../lib/api/api-client';
import { anonymousApi, dataOf } from '../../../lib/api/openapi-client';
import type { AlertSubscription } from '../../../lib/api/types';

export type SubscriptionChange = 'unsubscribe' | 'resubscribe';

/**
 * POST /api/alerts/unsubscribe or /resubscribe with the token of an alert e-mail's link (no session
 * needed): both idempotent. 400 `invalid_unsubscribe_token`, 410 `unsubscribe_link_expired`, 404
 * `saved_search_not_found` when the search was deleted since.
 */
export function changeSubscription(change: SubscriptionChange, token: string) {
  const params = { params: { query: { token } } };
  return dataOf(
    change === 'unsubscribe'
      ? anonymousApi.POST('/api/alerts/unsubscribe', params)
      : anonymousApi.POST('/api/alerts/resubscribe', params),
  );
}

export function useSubscriptionChange(change: SubscriptionChange) {
  return useMutation<AlertSubscription, ApiError, string>({
    mutationKey: ['alerts', change],
    mutationFn: (token) => changeSubscription(change, token),
  });
}
