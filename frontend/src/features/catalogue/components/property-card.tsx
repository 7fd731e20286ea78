import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Badge } from '../../../components/ui/badge';
import {
  Card,
  CardBody,
  CardFooter,
  CardMedia,
  cardStretchedLinkClass,
  CardMeta,
} from '../../../components/ui/card';
import { FallbackImage } from '../../../components/ui/fallback-image';
import { AreaIcon, BathIcon, BedIcon, MapPinIcon } from '../../../components/ui/icons';
import type { PropertySummary } from '../../../lib/api/types';
import { CompareButton } from '../../../widgets/compare/compare-button';
import { FavoriteButton } from '../../../widgets/favorites/favorite-button';
import { formatNumber, formatPrice } from '../../../lib/format/format';
import { useContentLang, useLanguage, useLocalize } from '../../../lib/i18n/localize';
import { placeName } from '../../../lib/places/place-names';
import { imageLoadingProps, PROPERTY_GRID_IMAGE_SIZES, type CardImageLoading } from './card-image-loading';
import { LockedAction } from './locked-action';
import { PreviousPrice, ReductionBadge } from './price-reduction';
import styles from './catalogue-card.module.css';

export function PropertyCard({
  property,
  as = 'li',
  imageLoading = 'lazy',
  imageSizes = PROPERTY_GRID_IMAGE_SIZES,
}: {
  property: PropertySummary;
  as?: 'li' | 'article';
  imageLoading?: CardImageLoading;
  /** The cover's `sizes`: how wide the card is where it is shown (the properties grid unless said). */
  imageSizes?: string;
}) {
  const { t } = useTranslation('catalogue');
  const language = useLanguage();
  const localize = useLocalize();
  const contentLang = useContentLang();
  const titleId = useId();
  const title = localize(property.title);

  return (
    <Card as={as} interactive aria-labelledby={titleId}>
      <CardMedia
        overlay={
          <>
            {property.isNew ? <Badge tone="gold">{t('badges.new')}</Badge> : null}
            {property.featured ? <Badge tone="light">{t('badges.featured')}</Badge> : null}
            {property.reduction ? <ReductionBadge reduction={property.reduction} /> : null}
            {property.status !== 'active' ? (
              <Badge tone="navy" className={styles.statusBadge}>
                {t(`status.${property.status}`)}
              </Badge>
            ) : null}
          </>
        }
      >
        <FallbackImage
          src={property.coverImage?.url}
          alt={localize(property.coverImage?.alt)}
          lang={contentLang(property.coverImage?.alt)}
          sizes={imageSizes}
          {...imageLoadingProps(imageLoading)}
        />
        <div className={styles.favorite}>
          <FavoriteButton propertyId={property.id} describedBy={titleId} />
        </div>
        <CompareButton propertyId={property.id} title={title} describedBy={titleId} />
      </CardMedia>
      <CardBody>
        <CardMeta icon={<MapPinIcon size={16} />}>
          {placeName(property.area, language)}, {placeName(property.city, language)}
        </CardMeta>
        <h3 id={titleId} className={styles.title} lang={contentLang(property.title)}>
          <Link to={`/property/${property.id}`} className={cardStretchedLinkClass}>
            {title}
          </Link>
        </h3>
        <p className={styles.subtitle} lang={contentLang(property.subtitle)}>
          {localize(property.subtitle)}
        </p>
        <ul className={styles.facts} aria-label={t('property.keyFacts')}>
          <li title={t('facts.bedrooms')}>
            <BedIcon size={18} />
            <span className="visually-hidden">{t('facts.bedrooms')}: </span>
            {formatNumber(property.bedrooms, language)}
          </li>
          <li title={t('facts.bathrooms')}>
            <BathIcon size={18} />
            <span className="visually-hidden">{t('facts.bathrooms')}: </span>
            {formatNumber(property.bathrooms, language)}
          </li>
          <li title={t('facts.builtArea')}>
            <AreaIcon size={18} />
            <span className="visually-hidden">{t('facts.builtArea')}: </span>
            {t('facts.area', { value: formatNumber(property.sizeBuiltM2, language) })}
          </li>
        </ul>
        <div className={styles.priceRow}>
          <p className={styles.price}>
            <span className="visually-hidden">{t('property.priceLabel')}: </span>
            {formatPrice(property.priceEur)}
          </p>
          {property.reduction ? <PreviousPrice reduction={property.reduction} /> : null}
          <p className={styles.priceNote}>
            {t('property.pricePerM2', { price: formatPrice(property.pricePerM2Eur) })}
          </p>
        </div>
      </CardBody>
      <CardFooter>
        <LockedAction
          describedBy={titleId}
          item={title}
          subject={t('inquiry.subjectValue', { title, reference: property.reference })}
          propertyId={property.id}
        />
      </CardFooter>
    </Card>
  );
}
