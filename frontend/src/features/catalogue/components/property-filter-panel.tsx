import { useEffect, useEffectEvent, useId, useRef } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField, type SelectFieldProps } from '../../../components/ui/form-field';
import { CheckIcon } from '../../../components/ui/icons';
import { formatNumber, formatPrice } from '../../../lib/format/format';
import { useInputBeforeHydration } from '../../../lib/hooks/use-input-before-hydration';
import { useLanguage } from '../../../lib/i18n/localize';
import { locationName } from '../../../lib/places/place-names';
import type {
  ListFilter,
  NumberFilter,
  PropertyFilters,
} from '../../../widgets/property-search/property-filters';
import {
  FEATURE_OPTIONS,
  LOCATION_OPTIONS,
  PRICE_STEPS,
  ROOM_STEPS,
  SIZE_STEPS,
  TYPE_OPTIONS,
} from '../../../widgets/property-search/search-options';
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

/** One checkbox of a ChipChoices; ticked or unticked before hydration, it counts once the page hydrates. */
function ChipChoice({
  name,
  option,
  checked,
  label,
  onSet,
  variant,
}: {
  name: string;
  option: string;
  checked: boolean;
  label: string;
  onSet: (on: boolean) => void;
  variant: 'chip' | 'check';
}) {
  const ref = useInputBeforeHydration(checked, onSet);
  return (
    <li>
      <label className={variant === 'chip' ? styles.chip : styles.check}>
        <input
          ref={ref}
          type="checkbox"
          name={name}
          value={option}
          checked={checked}
          onChange={(event) => onSet(event.target.checked)}
        />
        <span className={styles.box} aria-hidden="true">
          <CheckIcon size={14} />
        </span>
        <span>{label}</span>
      </label>
    </li>
  );
}

/** Checkboxes drawn as chips: several may be on, each announced as a checkbox with its label. */
function ChipChoices<T extends string>({
  name,
  options,
  selected,
  label,
  onSet,
  variant = 'chip',
}: {
  name: string;
  options: readonly T[];
  selected: readonly T[];
  label: (option: T) => string;
  onSet: (option: T, on: boolean) => void;
  variant?: 'chip' | 'check';
}) {
  return (
    <ul className={variant === 'chip' ? styles.chips : styles.checks} role="list">
      {options.map((option) => (
        <ChipChoice
          key={option}
          name={name}
          option={option}
          checked={selected.includes(option)}
          label={label(option)}
          onSet={(on) => onSet(option, on)}
          variant={variant}
        />
      ))}
    </ul>
  );
}

/** A select of the panel; one changed before hydration counts once the page hydrates. */
function FilterSelect({
  value,
  onValue,
  ...select
}: Omit<SelectFieldProps, 'value' | 'onChange' | 'ref'> & {
  value: string;
  onValue: (value: string) => void;
}) {
  const ref = useInputBeforeHydration(value, onValue);
  return (
    <SelectField ref={ref} value={value} onChange={(event) => onValue(event.target.value)} {...select} />
  );
}

/** The filters with `option` of a list filter on or off. */
function withOption<K extends ListFilter>(
  filters: PropertyFilters,
  key: K,
  option: PropertyFilters[K][number],
  on: boolean,
): PropertyFilters {
  const current = filters[key] as readonly string[];
  const others = current.filter((item) => item !== option);
  return { ...filters, [key]: on ? [...others, option] : others };
}

/** The filters with a number filter set from its select ('' for none). */
function withNumber(filters: PropertyFilters, key: NumberFilter, raw: string): PropertyFilters {
  const next = { ...filters };
  if (raw === '') delete next[key];
  else next[key] = Number(raw);
  // Raising a minimum above the maximum drops the maximum rather than asking for an empty range.
  if (next.priceMin !== undefined && next.priceMax !== undefined && next.priceMax < next.priceMin)
    delete next.priceMax;
  if (next.sizeMin !== undefined && next.sizeMax !== undefined && next.sizeMax < next.sizeMin)
    delete next.sizeMax;
  return next;
}

/**
 * Every filter of the property search: locations and types as chips (any of), price and size ranges,
 * minimum bedrooms and bathrooms, and features (all of). Each change is applied at once.
 *
 * Filters chosen in the server's page before its script ran count once it hydrates, as if chosen then:
 * each control hands its change over in its first effect, and the panel's own first effect (which runs
 * after its controls') applies them all in one change.
 */
export function PropertyFilterPanel({ filters, onChange }: PropertyFilterPanelProps) {
  const { t } = useTranslation('catalogue');
  const language = useLanguage();
  const idPrefix = useId();
  const area = (value: number) => t('facts.area', { value: formatNumber(value, language) });

  const gathering = useRef(true);
  const gathered = useRef<PropertyFilters | null>(null);
  const update = (change: (current: PropertyFilters) => PropertyFilters) => {
    if (!gathering.current) onChange(change(filters));
    else gathered.current = change(gathered.current ?? filters);
  };
  const applyGathered = useEffectEvent(() => {
    gathering.current = false;
    const next = gathered.current;
    gathered.current = null;
    if (next) onChange(next);
  });
  useEffect(() => applyGathered(), []);

  const setOption = <K extends ListFilter>(key: K, option: PropertyFilters[K][number], on: boolean) =>
    update((current) => withOption(current, key, option, on));
  const setNumber = (key: NumberFilter, raw: string) => update((current) => withNumber(current, key, raw));

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
          <FilterSelect
            id={`${idPrefix}-${minKey}`}
            label={t('search.filters.min')}
            value={String(min ?? '')}
            onValue={(value) => setNumber(minKey, value)}
          >
            <option value="">{t('search.filters.noMin')}</option>
            {stepsWith(steps, min).map((value) => (
              <option key={value} value={value}>
                {format(value)}
              </option>
            ))}
          </FilterSelect>
          <FilterSelect
            id={`${idPrefix}-${maxKey}`}
            label={t('search.filters.max')}
            value={String(max ?? '')}
            onValue={(value) => setNumber(maxKey, value)}
          >
            <option value="">{t('search.filters.noMax')}</option>
            {stepsWith(steps, max).map((value) => (
              <option key={value} value={value} disabled={min !== undefined && value < min}>
                {format(value)}
              </option>
            ))}
          </FilterSelect>
        </div>
      </FilterGroup>
    );
  };

  const rooms = (key: 'bedroomsMin' | 'bathroomsMin') => (
    <FilterSelect
      id={`${idPrefix}-${key}`}
      label={t(`search.filters.${key}`)}
      value={String(filters[key] ?? '')}
      onValue={(value) => setNumber(key, value)}
    >
      <option value="">{t('search.filters.any')}</option>
      {stepsWith(ROOM_STEPS, filters[key]).map((value) => (
        <option key={value} value={value}>
          {t('search.filters.atLeast', { value: formatNumber(value, language) })}
        </option>
      ))}
    </FilterSelect>
  );

  return (
    <div className={styles.panel}>
      <FilterGroup legend={t('search.filters.location')}>
        <ChipChoices
          name="location"
          options={LOCATION_OPTIONS}
          selected={filters.location}
          label={(option) => locationName(option, language)}
          onSet={(option, on) => setOption('location', option, on)}
        />
      </FilterGroup>
      <FilterGroup legend={t('search.filters.type')}>
        <ChipChoices
          name="type"
          options={TYPE_OPTIONS}
          selected={filters.type}
          label={(option) => t(`enums.types.${option}`)}
          onSet={(option, on) => setOption('type', option, on)}
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
          onSet={(option, on) => setOption('features', option, on)}
        />
      </FilterGroup>
    </div>
  );
}
