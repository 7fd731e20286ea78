import { useId } from 'react';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { Badge } from '../../../components/ui/badge';
import { Button, buttonClass } from '../../../components/ui/button';
import { CheckboxField, SelectField } from '../../../components/ui/form-field';
import type { SavedSearch, SavedSearchFrequency } from '../../../lib/api/types';
import { formatDate, formatNumber } from '../../../lib/format/format';
import { useLanguage } from '../../../lib/i18n/localize';
import { filterKey, useFilterLabel } from '../../../widgets/property-search/filter-labels';
import { activeFilters } from '../../../widgets/property-search/property-filters';
import { fromSearchFilters, searchPagePath } from '../../../widgets/property-search/saved-search-filters';
import {
  SAVED_SEARCH_FREQUENCIES,
  isSavedSearchFrequency,
} from '../../../widgets/saved-searches/frequencies';
import cards from './card-list.module.css';
import styles from './searches.module.css';

export interface SavedSearchCardProps {
  search: SavedSearch;
  onFrequencyChange: (search: SavedSearch, frequency: SavedSearchFrequency) => void;
  onReductionsOnlyChange: (search: SavedSearch, reductionsOnly: boolean) => void;
  /** Marks the search's results seen before they open; settles either way. */
  onOpen: (search: SavedSearch) => Promise<unknown>;
  onRename: (search: SavedSearch) => void;
  onDelete: (search: SavedSearch) => void;
}

/** One saved search: its filters, its matches now and new ones, its alerts, and what can be done with it. */
export function SavedSearchCard({
  search,
  onFrequencyChange,
  onReductionsOnlyChange,
  onOpen,
  onRename,
  onDelete,
}: SavedSearchCardProps) {
  const { t } = useTranslation(['account', 'catalogue']);
  const language = useLanguage();
  const navigate = useNavigate();
  const label = useFilterLabel();
  const titleId = useId();
  const filters = activeFilters(fromSearchFilters(search.filters));
  const path = searchPagePath(search.filters);
  const count = (value: number) => ({ count: value, value: formatNumber(value, language) });

  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    // A new tab or window opens at once; the results count as seen all the same.
    if (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) {
      void onOpen(search);
      return;
    }
    event.preventDefault();
    void onOpen(search).then(() => navigate(path));
  };

  return (
    <li className={cards.card} aria-labelledby={titleId} data-saved-search-id={search.id}>
      <div className={styles.head}>
        <h3 id={titleId} className={styles.name}>
          {search.name}
        </h3>
        <p className={styles.counts}>
          <span>
            {search.matchCountCapped
              ? t('account:searches.matchesCapped', count(search.matchCount))
              : t('account:searches.matches', count(search.matchCount))}
          </span>
          {search.newMatchCount > 0 ? (
            <Badge tone="gold">{t('account:searches.newMatches', count(search.newMatchCount))}</Badge>
          ) : null}
        </p>
      </div>
      {filters.length ? (
        <ul className={styles.filters} aria-label={t('account:searches.filtersLabel')}>
          {filters.map((filter) => (
            <li key={filterKey(filter)} className={styles.filter}>
              {label(filter)}
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.muted}>{t('account:searches.noFilters')}</p>
      )}
      <p className={styles.muted}>
        {t('account:searches.created', { date: formatDate(search.createdAt, language) })}
      </p>
      <div className={styles.controls}>
        <SelectField
          className={styles.frequency}
          label={t('account:searches.frequency')}
          aria-describedby={titleId}
          value={search.frequency}
          onChange={(event) => {
            if (isSavedSearchFrequency(event.target.value)) onFrequencyChange(search, event.target.value);
          }}
        >
          {SAVED_SEARCH_FREQUENCIES.map((frequency) => (
            <option key={frequency} value={frequency}>
              {t(`catalogue:search.save.frequency.${frequency}.label`)}
            </option>
          ))}
        </SelectField>
        <CheckboxField
          className={styles.reductionsOnly}
          label={t('account:searches.reductionsOnly')}
          aria-describedby={titleId}
          checked={search.reductionsOnly}
          onChange={(event) => onReductionsOnlyChange(search, event.target.checked)}
        />
        <div className={styles.actions}>
          <Link to={path} className={buttonClass({ size: 'sm' })} aria-describedby={titleId} onClick={open}>
            {t('account:searches.open')}
          </Link>
          <Button variant="secondary" size="sm" aria-describedby={titleId} onClick={() => onRename(search)}>
            {t('account:searches.rename')}
          </Button>
          <Button variant="ghost" size="sm" aria-describedby={titleId} onClick={() => onDelete(search)}>
            {t('account:searches.delete')}
          </Button>
        </div>
      </div>
    </li>
  );
}
