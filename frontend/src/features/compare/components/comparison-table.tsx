import { useId } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { FallbackImage } from '../../../components/ui/fallback-image';
import { CheckIcon, CloseIcon } from '../../../components/ui/icons';
import type { ComparedProperty, FeatureKey } from '../../../lib/api/types';
import { formatDistance, formatKilometres, formatNumber, formatPrice } from '../../../lib/format/format';
import { useContentLang, useLanguage, useLocalize } from '../../../lib/i18n/localize';
import { placeName } from '../../../lib/places/place-names';
import { COMPARISON_GROUPS, compareRow, type GroupKey, type RowKey } from './comparison-rows';
import styles from './comparison-table.module.css';

export interface ComparisonTableProps {
  properties: readonly ComparedProperty[];
  /** Leaves out the rows where every property is the same. */
  onlyDifferences: boolean;
  onRemove: (propertyId: string) => void;
}

/** A row's label: the catalogue's own words wherever the property page already names the fact. */
function useRowLabel(): (key: RowKey) => string {
  const { t } = useTranslation(['compare', 'catalogue']);
  return (key) => {
    if (key.startsWith('feature:'))
      return t(`catalogue:enums.features.${key.slice('feature:'.length) as FeatureKey}`);
    switch (key) {
      case 'type':
        return t('catalogue:property.specs.type');
      case 'location':
        return t('catalogue:property.sections.location');
      case 'price':
        return t('catalogue:property.priceLabel');
      case 'pricePerM2':
        return t('catalogue:property.costs.perM2');
      case 'communityFees':
        return t('catalogue:property.costs.community');
      case 'propertyTax':
        return t('catalogue:property.costs.tax');
      case 'sizeBuilt':
      case 'sizePlot':
      case 'bedrooms':
      case 'bathrooms':
      case 'yearBuilt':
      case 'yearRenovated':
        return t(`catalogue:property.specs.${key}`);
      case 'energyRating':
      case 'beach':
      case 'center':
      case 'airport':
        return t(`compare:rows.${key}`);
    }
    return key;
  };
}

/** What one property holds on one row, as the table shows it. */
function useCellContent(): (key: RowKey, property: ComparedProperty) => ReactNode {
  const { t } = useTranslation(['compare', 'catalogue']);
  const language = useLanguage();
  const n = (value: number) => formatNumber(value, language);
  const area = (value: number) => t('catalogue:facts.area', { value: n(value) });
  const none = (
    <>
      <span aria-hidden="true">—</span>
      <span className="visually-hidden">{t('compare:table.notApplicable')}</span>
    </>
  );
  const orNone = (value: number | null, format: (value: number) => string) =>
    value === null ? none : format(value);

  return (key, property) => {
    if (key.startsWith('feature:')) {
      const present = property.amenities.some((feature) => key === `feature:${feature}`);
      return present ? (
        <>
          <CheckIcon size={18} className={styles.present} />
          <span className="visually-hidden">{t('compare:table.present')}</span>
        </>
      ) : (
        <>
          <span aria-hidden="true" className={styles.absent}>
            —
          </span>
          <span className="visually-hidden">{t('compare:table.absent')}</span>
        </>
      );
    }
    switch (key) {
      case 'type':
        return t(`catalogue:enums.types.${property.type}`);
      case 'location':
        return `${placeName(property.area, language)}, ${placeName(property.city, language)}`;
      case 'price':
        return formatPrice(property.priceEur);
      case 'pricePerM2':
        return t('catalogue:property.pricePerM2', { price: formatPrice(property.pricePerM2Eur) });
      case 'communityFees':
        return orNone(property.communityFeesEur, (value) =>
          t('catalogue:property.costs.perMonth', { price: formatPrice(value) }),
        );
      case 'propertyTax':
        return orNone(property.propertyTaxEur, (value) =>
          t('catalogue:property.costs.perYear', { price: formatPrice(value) }),
        );
      case 'sizeBuilt':
        return area(property.sizeBuiltM2);
      case 'sizePlot':
        return orNone(property.sizePlotM2, area);
      case 'bedrooms':
        return n(property.bedrooms);
      case 'bathrooms':
        return n(property.bathrooms);
      case 'yearBuilt':
        return String(property.yearBuilt);
      case 'yearRenovated':
        return orNone(property.yearRenovated, String);
      case 'energyRating':
        return (
          <span className={`${styles.energy} ${styles[`energy${property.energyRating}`]}`}>
            {property.energyRating}
          </span>
        );
      case 'beach':
        return formatDistance(property.beachDistanceM, language);
      case 'center':
        return formatDistance(property.cityCenterDistanceM, language);
      case 'airport':
        return formatKilometres(property.airportDistanceKm, language);
    }
    return null;
  };
}

/**
 * The properties side by side: a column each, a row per fact, grouped. The best value of each row is
 * highlighted (and said to screen readers); a row where the properties differ carries a gold bar. The
 * first column stays in place while a phone scrolls the others sideways.
 */
export function ComparisonTable({ properties, onlyDifferences, onRemove }: ComparisonTableProps) {
  const { t } = useTranslation(['compare', 'catalogue']);
  const localize = useLocalize();
  const contentLang = useContentLang();
  const rowLabel = useRowLabel();
  const cell = useCellContent();
  const captionId = useId();
  const groupLabel = (key: GroupKey) =>
    key === 'features' ? t('catalogue:property.sections.features') : t(`compare:groups.${key}`);

  const groups = COMPARISON_GROUPS.map((group) => ({
    key: group.key,
    rows: group.rows
      .map((row) => ({
        ...row,
        ...compareRow(
          properties.map((property) => row.value(property)),
          row.better,
        ),
      }))
      .filter((row) => !(onlyDifferences && row.allEqual)),
  })).filter((group) => group.rows.length > 0);

  return (
    <div className={styles.scroller} role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className={styles.table} data-columns={properties.length}>
        <caption id={captionId} className="visually-hidden">
          {t('compare:table.caption')}
        </caption>
        <thead>
          <tr>
            <td className={styles.corner} />
            {properties.map((property) => {
              const title = localize(property.title);
              return (
                <th key={property.id} scope="col" className={styles.propertyHead}>
                  <FallbackImage
                    src={property.coverImage?.url}
                    alt=""
                    className={styles.photo}
                    width={320}
                    height={213}
                  />
                  <Link
                    to={`/property/${property.id}`}
                    className={styles.propertyTitle}
                    lang={contentLang(property.title)}
                  >
                    {title}
                  </Link>
                  {property.status !== 'active' ? (
                    <span className={styles.status}>{t(`catalogue:status.${property.status}`)}</span>
                  ) : null}
                  <button
                    type="button"
                    className={styles.remove}
                    aria-label={t('compare:table.remove', { title })}
                    onClick={() => onRemove(property.id)}
                  >
                    <CloseIcon size={14} />
                    <span aria-hidden="true">{t('compare:table.removeShort')}</span>
                  </button>
                </th>
              );
            })}
          </tr>
        </thead>
        {groups.map((group) => (
          <tbody key={group.key}>
            <tr className={styles.groupRow}>
              <th scope="rowgroup" colSpan={properties.length + 1}>
                <span className={styles.groupLabel}>{groupLabel(group.key)}</span>
              </th>
            </tr>
            {group.rows.map((row) => {
              const differs = !row.allEqual;
              return (
                <tr key={row.key} className={differs ? styles.differs : undefined} data-row={row.key}>
                  <th scope="row">
                    {rowLabel(row.key)}
                    {differs ? <span className="visually-hidden"> ({t('compare:differs')})</span> : null}
                  </th>
                  {properties.map((property, column) => (
                    <td key={property.id} className={row.best[column] ? styles.best : undefined}>
                      {cell(row.key, property)}
                      {row.best[column] ? (
                        <span className="visually-hidden"> ({t('compare:table.best')})</span>
                      ) : null}
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        ))}
      </table>
    </div>
  );
}
