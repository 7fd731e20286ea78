import type { TFunction } from 'i18next';
import { isApiError } from '../../../lib/api/api-client';

/** What to tell the client when a change to one of their saved searches fails. */
export function searchErrorMessage(error: unknown, t: TFunction<readonly ['account', 'common']>): string {
  if (isApiError(error) && error.kind === 'network') return t('common:errors.network');
  if (isApiError(error) && error.code === 'saved_search_not_found') return t('account:searches.notFound');
  return t('account:searches.changeFailed');
}
