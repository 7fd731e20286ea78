import { useTranslation } from 'react-i18next';
import type { PropertyList } from '../../../lib/api/types';
import { formatNumber } from '../../../lib/format/format';
import { useLanguage } from '../../../lib/i18n/localize';

/**
 * The number of matches as the visitor reads it: "1,000", or "more than 1,000" when the API stopped counting at
 * its cap (`totalIsCapped`). Undefined while the first page is loading.
 */
export function useResultCount(
  page: Pick<PropertyList, 'total' | 'totalIsCapped'> | undefined,
): string | undefined {
  const { t } = useTranslation('catalogue');
  const language = useLanguage();
  if (!page) return undefined;
  const value = formatNumber(page.total, language);
  return page.totalIsCapped ? t('properties.countAtLeast', { value }) : value;
}
