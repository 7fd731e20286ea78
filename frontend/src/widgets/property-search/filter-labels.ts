import { useTranslation } from 'react-i18next';
import { formatNumber, formatPrice } from '../../lib/format/format';
import { useLanguage } from '../../lib/i18n/localize';
import { locationName } from '../../lib/places/place-names';
import type { ActiveFilter } from './property-filters';

/**
 * How one filter of a search reads on its chip ("Villa", "Desde 400.000 €", "3+ dormitorios"): the same
 * words on the properties page and in the client's saved searches. The texts are the catalogue's.
 */
export function useFilterLabel(): (filter: ActiveFilter) => string {
  const { t } = useTranslation('catalogue');
  const { t: tm } = useTranslation('map');
  const language = useLanguage();

  const area = (value: number) => t('facts.area', { value: formatNumber(value, language) });
  const range = (min: number | undefined, max: number | undefined, format: (value: number) => string) => {
    if (min !== undefined && max !== undefined)
      return t('search.chips.between', { min: format(min), max: format(max) });
    return min !== undefined
      ? t('search.chips.from', { value: format(min) })
      : t('search.chips.upTo', { value: format(max ?? 0) });
  };

  return (filter) => {
    switch (filter.kind) {
      case 'q':
        return t('search.chips.text', { value: filter.value });
      case 'location':
        return locationName(filter.value, language);
      case 'type':
        return t(`enums.types.${filter.value}`);
      case 'features':
        return t(`enums.features.${filter.value}`);
      case 'price':
        return range(filter.min, filter.max, formatPrice);
      case 'size':
        return range(filter.min, filter.max, area);
      case 'bedrooms':
      case 'bathrooms':
        return t(`search.chips.${filter.kind}`, { value: formatNumber(filter.min, language) });
      case 'mapArea':
        return tm('chip');
    }
  };
}

/** A stable React key for a filter's chip. */
export function filterKey(filter: ActiveFilter): string {
  return 'value' in filter ? `${filter.kind}:${filter.value}` : filter.kind;
}
