import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api/api-client';
import { formatNumber } from '../../lib/format/format';
import { useLanguage } from '../../lib/i18n/localize';
import { FAVORITES_LIMIT } from './visitor-favorites';

/** Why a favorite could not be saved or removed: a failed call, or the visitor's browser being full. */
export function useFavoriteErrorText(): (error: unknown) => string {
  const { t } = useTranslation();
  const language = useLanguage();
  return (error) => {
    if (isApiError(error) && error.kind === 'network') return t('errors.network');
    if (isApiError(error) && error.code === 'property_not_found') return t('favorites.errors.unavailable');
    if (error === 'limit' || (isApiError(error) && error.code === 'favorites_limit'))
      return t('favorites.errors.limit', { max: formatNumber(FAVORITES_LIMIT, language) });
    return t('favorites.errors.failed');
  };
}
