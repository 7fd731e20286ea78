import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { CloseIcon } from '../../../components/ui/icons';
import { filterKey, useFilterLabel } from '../../../widgets/property-search/filter-labels';
import type { ActiveFilter } from '../../../widgets/property-search/property-filters';
import styles from './property-search.module.css';

export interface ActiveFilterChipsProps {
  filters: ActiveFilter[];
  onRemove: (filter: ActiveFilter) => void;
  onClear: () => void;
}

/** The active search as removable chips, with 'clear filters' once there is anything to clear. */
export function ActiveFilterChips({ filters, onRemove, onClear }: ActiveFilterChipsProps) {
  const { t } = useTranslation('catalogue');
  const label = useFilterLabel();
  if (filters.length === 0) return null;

  return (
    <div className={styles.active}>
      <p className="visually-hidden" id="active-filters-label">
        {t('search.chips.label')}
      </p>
      <ul className={styles.activeList} role="list" aria-labelledby="active-filters-label">
        {filters.map((filter) => {
          const text = label(filter);
          return (
            <li key={filterKey(filter)}>
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
