import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/form-field';
import { PageIntro } from '../../../components/ui/page-intro';
import type { PropertySummary } from '../../../lib/api/types';
import { formatNumber, formatPrice } from '../../../lib/format/format';
import { useLanguage } from '../../../lib/i18n/localize';
import { useDocumentMeta } from '../../../lib/seo/use-document-meta';
import { useProperties } from '../api/get-properties';
import { CatalogueGrid } from '../components/catalogue-grid';
import { PropertyCard } from '../components/property-card';
import styles from './catalogue-page.module.css';

const PAGE_SIZE = 9;
const BEDROOM_OPTIONS = [1, 2, 3, 4, 5];
const MAX_PRICE_OPTIONS = [500_000, 1_000_000, 2_000_000, 3_000_000, 5_000_000];
const FILTER_KEYS = ['location', 'type', 'bedrooms', 'maxPrice'] as const;
type FilterKey = (typeof FILTER_KEYS)[number];

function applyFilters(items: PropertySummary[], filters: Record<FilterKey, string>): PropertySummary[] {
  return items.filter(
    (item) =>
      (!filters.location || item.location === filters.location) &&
      (!filters.type || item.type === filters.type) &&
      (!filters.bedrooms || item.bedrooms >= Number(filters.bedrooms)) &&
      (!filters.maxPrice || item.priceEur <= Number(filters.maxPrice)),
  );
}

function distinct<T>(values: T[]): T[] {
  return [...new Set(values)];
}

export default function PropertiesPage() {
  const { t } = useTranslation('catalogue');
  const language = useLanguage();
  useDocumentMeta(t('properties.meta.title'), t('properties.meta.description'));
  const query = useProperties();
  const [searchParams, setSearchParams] = useSearchParams();
  const [visible, setVisible] = useState(PAGE_SIZE);
  const headingId = useId();

  const filters = Object.fromEntries(FILTER_KEYS.map((key) => [key, searchParams.get(key) ?? ''])) as Record<
    FilterKey,
    string
  >;
  const filtering = FILTER_KEYS.some((key) => filters[key]);
  const all = query.data?.items ?? [];
  const matching = applyFilters(all, filters);
  const shown = matching.slice(0, visible);

  const setFilter = (key: FilterKey, value: string) => {
    setVisible(PAGE_SIZE);
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  };
  const clearFilters = () => {
    setVisible(PAGE_SIZE);
    setSearchParams({}, { replace: true, preventScrollReset: true });
  };

  return (
    <>
      <div className={`container ${styles.intro}`}>
        <PageIntro
          eyebrow={t('properties.eyebrow')}
          title={t('properties.title')}
          lead={t('properties.subtitle')}
        />
      </div>
      <section className={`container ${styles.content}`} aria-labelledby={headingId}>
        <h2 id={headingId} className="visually-hidden">
          {t('properties.resultsHeading')}
        </h2>
        {query.isSuccess && all.length > 0 ? (
          <form
            role="search"
            aria-label={t('filters.label')}
            className={styles.filters}
            onSubmit={(event) => event.preventDefault()}
          >
            <SelectField
              label={t('filters.location')}
              value={filters.location}
              onChange={(event) => setFilter('location', event.target.value)}
            >
              <option value="">{t('filters.anyLocation')}</option>
              {distinct(all.map((item) => item.location)).map((location) => (
                <option key={location} value={location}>
                  {t(`enums.locations.${location}`)}
                </option>
              ))}
            </SelectField>
            <SelectField
              label={t('filters.type')}
              value={filters.type}
              onChange={(event) => setFilter('type', event.target.value)}
            >
              <option value="">{t('filters.anyType')}</option>
              {distinct(all.map((item) => item.type)).map((type) => (
                <option key={type} value={type}>
                  {t(`enums.types.${type}`)}
                </option>
              ))}
            </SelectField>
            <SelectField
              label={t('filters.bedrooms')}
              value={filters.bedrooms}
              onChange={(event) => setFilter('bedrooms', event.target.value)}
            >
              <option value="">{t('filters.any')}</option>
              {BEDROOM_OPTIONS.map((count) => (
                <option key={count} value={count}>
                  {t('filters.bedroomsAtLeast', { value: formatNumber(count, language) })}
                </option>
              ))}
            </SelectField>
            <SelectField
              label={t('filters.maxPrice')}
              value={filters.maxPrice}
              onChange={(event) => setFilter('maxPrice', event.target.value)}
            >
              <option value="">{t('filters.noLimit')}</option>
              {MAX_PRICE_OPTIONS.map((price) => (
                <option key={price} value={price}>
                  {t('filters.upTo', { price: formatPrice(price) })}
                </option>
              ))}
            </SelectField>
            <Button variant="ghost" onClick={clearFilters} disabled={!filtering}>
              {t('filters.clear')}
            </Button>
          </form>
        ) : null}

        {query.isSuccess && all.length > 0 ? (
          <p className={styles.resultsBar} role="status">
            {t('properties.count', { value: formatNumber(matching.length, language) })}
          </p>
        ) : null}

        <CatalogueGrid
          status={query.status}
          error={query.error}
          items={shown}
          onRetry={() => void query.refetch()}
          texts={{
            loading: t('properties.loading'),
            errorTitle: t('properties.error'),
            emptyTitle: filtering ? t('properties.noResults') : t('properties.empty'),
            emptyMessage: filtering ? t('properties.noResultsHint') : undefined,
          }}
          emptyActions={filtering ? <Button onClick={clearFilters}>{t('filters.clear')}</Button> : undefined}
          renderItem={(property) => <PropertyCard key={property.id} property={property} />}
        />

        {matching.length > shown.length ? (
          <div className={styles.loadMore}>
            <p>{t('properties.showing', { shown: shown.length, total: matching.length })}</p>
            <Button variant="secondary" onClick={() => setVisible((count) => count + PAGE_SIZE)}>
              {t('properties.loadMore')}
            </Button>
          </div>
        ) : null}
      </section>
    </>
  );
}
