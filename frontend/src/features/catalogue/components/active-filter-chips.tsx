import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { CloseIcon } from '../../../components/ui/icons';
import { formatNumber, formatPrice } from '../../../lib/format/format';
import { useLanguage } from '../../../lib/i18n/localize';
import type { ActiveFilter } from '../utils/property-filters';
import styles from './property-search.module.css';

export interface ActiveFilterChipsProps {
  filters: ActiveFilter[];
  onRemove: (filter: ActiveFilter) => void;
  onClear: () => void;
}

function chipKey(filter: ActiveFilter): string {
  return 'value' in filter ? `${filter.kind}:${filter.value}` : filter.kind;
}

/** The active search as removable chips, with 'clear filters' once there is anything to clear. */
export function ActiveFilterChips({ filters, onRemove, onClear }: ActiveFilterChipsProps) {
  const { t } = useTranslation('catalogue');
  const language = useLanguage();
  if (filters.length === 0) return null;

  const area = (value: number) => t('facts.area', { value: formatNumber(value, language) });
  const range = (min: number | undefined, max: number | undefined, format: (value: number) => string) => {
    if (min !== undefined && max !== undefined)
      return t('search.chips.between', { min: format(min), max: format(max) });
    return min !== undefined
      ? t('search.chips.from', { value: format(min) })
      : t('search.chips.upTo', { value: format(max ?? 0) });
  };
  const label = (filter: ActiveFilter): string => {
    switch (filter.kind) {
      case 'q':
        return t('search.chips.text', { value: filter.value });
      case 'location':
        return t(`enums.locations.${filter.value}`);
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
    }
  };

  return (
    <div className={styles.active}>
      <p className="visually-hidden" id="active-filters-label">
        {t('search.chips.label')}
      </p>
      <ul className={styles.activeList} role="list" aria-labelledby="active-filters-label">
        {filters.map((filter) => {
          const text = label(filter);
          return (
            <li key={chipKey(filter)}>
              <button
                type="button"
                className={styles.activeChip}
                aria-label={t('search.chips.remove', { label: text })}
                onClick={() => onRemove(filter)}
              >
                <span>{text}</span>
                <CloseIcon size={14} />
              </button>
            </li>
          );
        })}
      </ul>
      <Button variant="link" size="sm" onClick={onClear}>
        {t('search.clear')}
      </Button>
    </div>
  );
}
