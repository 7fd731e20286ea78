import { useId } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/ui/form-field';
import { CheckIcon } from '../../../components/ui/icons';
import { formatNumber, formatPrice } from '../../../lib/format/format';
import { useLanguage } from '../../../lib/i18n/localize';
import type {
  ListFilter,
  NumberFilter,
  PropertyFilters,
} from '../../../lib/property-search/property-filters';
import {
  FEATURE_OPTIONS,
  LOCATION_OPTIONS,
  PRICE_STEPS,
  ROOM_STEPS,
  SIZE_STEPS,
  TYPE_OPTIONS,
} from '../../../lib/property-search/search-options';
import styles from './property-search.module.css';

export interface PropertyFilterPanelProps {
  filters: PropertyFilters;
  onChange: (next: PropertyFilters) => void;
}

/** The steps of a select plus a value from a shared link that is not one of them. */
function stepsWith(steps: readonly number[], current: number | undefined): number[] {
  return current === undefined || steps.includes(current)
    ? [...steps]
    : [...steps, current].sort((a, b) => a - b);
}

function FilterGroup({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{legend}</legend>
      {children}
    </fieldset>
  );
}

/** Checkboxes drawn as chips: several may be on, each announced as a checkbox with its label. */
function ChipChoices<T extends string>({
  name,
  options,
  selected,
  label,
  onToggle,
  variant = 'chip',
}: {
  name: string;
  options: readonly T[];
  selected: readonly T[];
  label: (option: T) => string;
  onToggle: (option: T) => void;
  variant?: 'chip' | 'check';
}) {
  return (
    <ul className={variant === 'chip' ? styles.chips : styles.checks} role="list">
      {options.map((option) => {
        const checked = selected.includes(option);
        return (
          <li key={option}>
            <label className={variant === 'chip' ? styles.chip : styles.check}>
              <input
                type="checkbox"
                name={name}
                value={option}
                checked={checked}
                onChange={() => onToggle(option)}
              />
              <span className={styles.box} aria-hidden="true">
                <CheckIcon size={14} />
              </span>
              <span>{label(option)}</span>
            </label>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * Every filter of the property search: locations and types as chips (any of), price and size ranges,
 * minimum bedrooms and bathrooms, and features (all of). Each change is applied at once.
 */
export function PropertyFilterPanel({ filters, onChange }: PropertyFilterPanelProps) {
  const { t } = useTranslation('catalogue');
  const language = useLanguage();
  const idPrefix = useId();
  const area = (value: number) => t('facts.area', { value: formatNumber(value, language) });

  const toggle = <K extends ListFilter>(key: K, value: PropertyFilters[K][number]) => {
    const current = filters[key] as readonly string[];
    const next = current.includes(value) ? current.filter((item) => item !== value) : [...current, value];
    onChange({ ...filters, [key]: next });
  };
  const setNumber = (key: NumberFilter, raw: string) => {
    const next = { ...filters };
    if (raw === '') delete next[key];
    else next[key] = Number(raw);
    // Raising a minimum above the maximum drops the maximum rather than asking for an empty range.
    if (next.priceMin !== undefined && next.priceMax !== undefined && next.priceMax < next.priceMin)
      delete next.priceMax;
    if (next.sizeMin !== undefined && next.sizeMax !== undefined && next.sizeMax < next.sizeMin)
      delete next.sizeMax;
    onChange(next);
  };

  const range = (
    kind: 'price' | 'size',
    steps: readonly number[],
    format: (value: number) => string,
  ): ReactNode => {
    const minKey = kind === 'price' ? 'priceMin' : 'sizeMin';
    const maxKey = kind === 'price' ? 'priceMax' : 'sizeMax';
    const min = filters[minKey];
    const max = filters[maxKey];
    return (
      <FilterGroup legend={t(`search.filters.${kind}`)}>
        <div className={styles.range}>
          <SelectField
            id={`${idPrefix}-${minKey}`}
            label={t('search.filters.min')}
            value={min ?? ''}
            onChange={(event) => setNumber(minKey, event.target.value)}
          >
            <option value="">{t('search.filters.noMin')}</option>
            {stepsWith(steps, min).map((value) => (
              <option key={value} value={value}>
                {format(value)}
              </option>
            ))}
          </SelectField>
          <SelectField
            id={`${idPrefix}-${maxKey}`}
            label={t('search.filters.max')}
            value={max ?? ''}
            onChange={(event) => setNumber(maxKey, event.target.value)}
          >
            <option value="">{t('search.filters.noMax')}</option>
            {stepsWith(steps, max).map((value) => (
              <option key={value} value={value} disabled={min !== undefined && value < min}>
                {format(value)}
              </option>
            ))}
          </SelectField>
        </div>
      </FilterGroup>
    );
  };

  const rooms = (key: 'bedroomsMin' | 'bathroomsMin') => (
    <SelectField
      id={`${idPrefix}-${key}`}
      label={t(`search.filters.${key}`)}
      value={filters[key] ?? ''}
      onChange={(event) => setNumber(key, event.target.value)}
    >
      <option value="">{t('search.filters.any')}</option>
      {stepsWith(ROOM_STEPS, filters[key]).map((value) => (
        <option key={value} value={value}>
          {t('search.filters.atLeast', { value: formatNumber(value, language) })}
        </option>
      ))}
    </SelectField>
  );

  return (
    <div className={styles.panel}>
      <FilterGroup legend={t('search.filters.location')}>
        <ChipChoices
          name="location"
          options={LOCATION_OPTIONS}
          selected={filters.location}
          label={(option) => t(`enums.locations.${option}`)}
          onToggle={(option) => toggle('location', option)}
        />
      </FilterGroup>
      <FilterGroup legend={t('search.filters.type')}>
        <ChipChoices
          name="type"
          options={TYPE_OPTIONS}
          selected={filters.type}
          label={(option) => t(`enums.types.${option}`)}
          onToggle={(option) => toggle('type', option)}
        />
      </FilterGroup>
      {range('price', PRICE_STEPS, formatPrice)}
      {range('size', SIZE_STEPS, area)}
      <FilterGroup legend={t('search.filters.rooms')}>
        <div className={styles.range}>
          {rooms('bedroomsMin')}
          {rooms('bathroomsMin')}
        </div>
      </FilterGroup>
      <FilterGroup legend={t('search.filters.features')}>
        <p className={styles.groupHint}>{t('search.filters.featuresHint')}</p>
        <ChipChoices
          name="features"
          variant="check"
          options={FEATURE_OPTIONS}
          selected={filters.features}
          label={(option) => t(`enums.features.${option}`)}
          onToggle={(option) => toggle('features', option)}
        />
      </FilterGroup>
    </div>
  );
}
