import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { FallbackImage } from '../../../../components/ui/fallback-image';
import { CloseIcon } from '../../../../components/ui/icons';
import { Skeleton } from '../../../../components/ui/skeleton';
import { formatNumber, formatPrice } from '../../../../lib/format/format';
import { useContentLang, useLanguage, useLocalize } from '../../../../lib/i18n/localize';
import { useProperty } from '../../api/get-property';
import styles from './map.module.css';

/**
 * The card of the listing chosen on the map: its cover, title, price, bedrooms and size, and the way to its
 * page. The listing comes from the property page's own query (shared cache: opening the page is instant).
 */
export function MapPropertyCard({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation('map');
  const { t: tc } = useTranslation('catalogue');
  const language = useLanguage();
  const localize = useLocalize();
  const contentLang = useContentLang();
  const query = useProperty(id);
  const titleId = useId();
  const cardRef = useRef<HTMLElement>(null);

  // The card takes the focus, so a keyboard reaches its link next; Escape closes it.
  useEffect(() => {
    cardRef.current?.focus({ preventScroll: true });
    const close = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', close);
    return () => document.removeEventListener('keydown', close);
  }, [id, onClose]);

  const property = query.data;
  const cover = property?.gallery.images[0];
  return (
    <article
      ref={cardRef}
      tabIndex={-1}
      className={styles.card}
      aria-label={property ? undefined : t('card.label')}
      aria-labelledby={property ? titleId : undefined}
    >
      <button type="button" className={styles.cardClose} aria-label={t('card.close')} onClick={onClose}>
        <CloseIcon size={16} />
      </button>
      {property ? (
        <>
          <FallbackImage
            className={styles.cardImage}
            src={cover?.url}
            alt={localize(cover?.alt)}
            lang={contentLang(cover?.alt)}
            sizes="12rem"
          />
          <div className={styles.cardBody}>
            <h3 id={titleId} className={styles.cardTitle} lang={contentLang(property.title)}>
              {localize(property.title)}
            </h3>
            <p className={styles.cardPrice}>
              <span className="visually-hidden">{tc('property.priceLabel')}: </span>
              {formatPrice(property.price.saleEur)}
            </p>
            <p className={styles.cardFacts}>
              {t('card.bedrooms', {
                count: property.specifications.bedrooms,
                value: formatNumber(property.specifications.bedrooms, language),
              })}
              {' · '}
              {tc('facts.area', { value: formatNumber(property.specifications.sizeBuiltM2, language) })}
            </p>
            <Link to={`/property/${property.id}`} className={styles.cardLink}>
              {t('card.view')}
            </Link>
          </div>
        </>
      ) : (
        <div className={`${styles.cardBody} ${styles.cardStatus}`} role="status">
          {query.isError ? (
            <p>{t('card.error')}</p>
          ) : (
            <>
              <span className="visually-hidden">{t('card.loading')}</span>
              <Skeleton width="80%" />
              <Skeleton width="40%" />
            </>
          )}
        </div>
      )}
    </article>
  );
}
