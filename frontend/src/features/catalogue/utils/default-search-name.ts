import { useTranslation } from 'react-i18next';
import { formatList, formatNumber, formatPrice } from '../../../lib/format/format';
import { useLanguage } from '../../../lib/i18n/localize';
import { useFilterLabel } from '../../../widgets/property-search/filter-labels';
import { activeFilters } from '../../../widgets/property-search/property-filters';
import type { ActiveFilter, PropertyFilters } from '../../../widgets/property-search/property-filters';

/**
 * The name a saved search is offered, read from its filters in the reader's language: "Villas en
 * Santander · hasta 2.000.000 €", "Todas las propiedades" without any. At most `maxLength` characters.
 */
export function useDefaultSearchName(maxLength: number): (filters: PropertyFilters) => string {
  const { t } = useTranslation('catalogue');
  const language = useLanguage();
  const chipLabel = useFilterLabel();

  const range = (min: number | undefined, max: number | undefined, format: (value: number) => string) => {
    if (min !== undefined && max !== undefined)
      return t('search.chips.between', { min: format(min), max: format(max) });
    return min !== undefined
      ? t('search.save.defaultName.from', { value: format(min) })
      : t('search.save.defaultName.upTo', { value: format(max ?? 0) });
  };
  const area = (value: number) => t('facts.area', { value: formatNumber(value, language) });
  const detail = (filter: ActiveFilter) => {
    if (filter.kind === 'price') return range(filter.min, filter.max, formatPrice);
    if (filter.kind === 'size') return range(filter.min, filter.max, area);
    return chipLabel(filter);
  };

  return (filters) => {
    const details = activeFilters(filters)
      // The map area is not kept with a saved search (the dialog says so): its name does not mention it.
      .filter((filter) => filter.kind !== 'location' && filter.kind !== 'type' && filter.kind !== 'mapArea')
      .map(detail);
    if (filters.type.length === 0 && filters.location.length === 0 && details.length === 0)
      return t('search.save.defaultName.all');

    const what = filters.type.length
      ? formatList(
          filters.type.map((type) => t(`search.save.defaultName.types.${type}`)),
          language,
        )
      : t('search.save.defaultName.properties');
    const subject = filters.location.length
      ? t('search.save.defaultName.inPlaces', {
          what,
          places: formatList(
            filters.location.map((location) => t(`search.save.defaultName.places.${location}`)),
            language,
          ),
        })
      : what;
    const name = [subject.charAt(0).toLocaleUpperCase(language) + subject.slice(1), ...details].join(' · ');
    return name.length <= maxLength ? name : `${name.slice(0, maxLength - 1).trimEnd()}…`;
  };
}
