import { useTranslation } from 'react-i18next';
import { FallbackImage } from '../../../components/ui/fallback-image';
import { Skeleton } from '../../../components/ui/skeleton';
import type { AdminPropertyRow } from '../../../lib/api/types';
import { formatNumber, formatPrice } from '../../../lib/format/format';
import { useLanguage, useLocalize } from '../../../lib/i18n/localize';
import { locationName, placeName } from '../../../lib/places/place-names';
import { useMediaQuery } from '../../../lib/hooks/use-media-query';
import { PropertyRowActions } from './property-row-actions';
import { PropertyStatusBadge } from './property-status-badge';
import styles from './admin-properties.module.css';

export interface PropertyListProps {
  items: AdminPropertyRow[];
  busy: boolean;
  canDelete: boolean;
  onDelete: (property: AdminPropertyRow) => void;
  /** Clients following each property (keeping it in their favorites); unknown while they load. */
  followers: ReadonlyMap<string, number> | undefined;
}

/**
 * The spec's table (image, title, location, price, status, actions) and the followers of each property;
 * on phones, one card per property.
 */
export function PropertyList({ items, busy, canDelete, onDelete, followers }: PropertyListProps) {
  const { t } = useTranslation('adminProperties');
  const language = useLanguage();
  const localize = useLocalize();
  // Only properties with followers are counted; the others have none.
  const followersOf = (row: AdminPropertyRow) => followers?.get(row.id) ?? 0;
  const wide = useMediaQuery('(min-width: 48rem)');
  const place = (row: AdminPropertyRow) =>
    [
      row.area && placeName(row.area, language),
      row.city ? placeName(row.city, language) : locationName(row.location, language),
    ]
      .filter(Boolean)
      .join(', ');

  if (!wide) {
    return (
      <ul className={styles.cards} aria-busy={busy} aria-label={t('list.caption')}>
        {items.map((row) => {
          const title = localize(row.title);
          return (
            <li key={row.id} className={styles.card} data-property-id={row.id}>
              <FallbackImage className={styles.cardImage} src={row.coverImage?.url} alt="" />
              <div className={styles.cardBody}>
                <PropertyStatusBadge status={row.status} />
                <h3 className={styles.cardTitle}>{title}</h3>
                <p className={styles.muted}>
                  {place(row)} · {t('list.reference', { reference: row.reference })}
                </p>
                <p className={styles.price}>{formatPrice(row.priceEur)}</p>
                {followers ? (
                  <p className={styles.muted}>
                    {t('list.followers', {
                      count: followersOf(row),
                      value: formatNumber(followersOf(row), language),
                    })}
                  </p>
                ) : null}
                <PropertyRowActions property={row} title={title} canDelete={canDelete} onDelete={onDelete} />
              </div>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <div className={styles.tableWrap} role="region" aria-labelledby="properties-caption" tabIndex={0}>
      <table className={styles.table} aria-busy={busy}>
        <caption id="properties-caption" className="visually-hidden">
          {t('list.caption')}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('list.columns.image')}</th>
            <th scope="col">{t('list.columns.title')}</th>
            <th scope="col">{t('list.columns.location')}</th>
            <th scope="col">{t('list.columns.price')}</th>
            <th scope="col">{t('list.columns.status')}</th>
            <th scope="col" className={styles.number}>
              {t('list.columns.followers')}
            </th>
            <th scope="col">{t('list.columns.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((row) => {
            const title = localize(row.title);
            return (
              <tr key={row.id} data-property-id={row.id}>
                <td>
                  <FallbackImage
                    className={styles.thumb}
                    src={row.coverImage?.url}
                    alt={row.coverImage ? localize(row.coverImage.alt) : ''}
                  />
                </td>
                <th scope="row">
                  <span className={styles.titleCell}>
                    <span>{title}</span>
                    <span className={styles.muted}>{t('list.reference', { reference: row.reference })}</span>
                  </span>
                </th>
                <td>{place(row)}</td>
                <td className={styles.nowrap}>{formatPrice(row.priceEur)}</td>
                <td>
                  <PropertyStatusBadge status={row.status} />
                </td>
                <td className={styles.number}>
                  {followers ? formatNumber(followersOf(row), language) : null}
                </td>
                <td>
                  <PropertyRowActions
                    property={row}
                    title={title}
                    canDelete={canDelete}
                    onDelete={onDelete}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** Rows of grey shapes while the first answer loads. */
export function PropertyListSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-live="polite" className={styles.skeletonList}>
      <span className="visually-hidden">{label}</span>
      {Array.from({ length: 5 }, (_, index) => (
        <div key={index} className={styles.skeletonRow}>
          <Skeleton variant="block" width="5rem" height="3.5rem" />
          <span className={styles.skeletonLines}>
            <Skeleton variant="title" width="55%" />
            <Skeleton variant="text" width="30%" />
          </span>
        </div>
      ))}
    </div>
  );
}
