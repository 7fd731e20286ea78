import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Badge } from '../../../components/ui/badge';
import { buttonClass } from '../../../components/ui/button';
import {
  BuildingIcon,
  CalendarIcon,
  CheckIcon,
  DownloadIcon,
  MailIcon,
  PhoneIcon,
  PlaneIcon,
  PlanIcon,
  SparkleIcon,
  TourIcon,
  WavesIcon,
} from '../../../components/ui/icons';
import type { LocalizedText, PropertyDetail, PropertyType } from '../../../lib/api/types';
import { CompareButton } from '../../../widgets/compare/compare-button';
import { FavoriteButton } from '../../../widgets/favorites/favorite-button';
import {
  formatDate,
  formatDistance,
  formatKilometres,
  formatList,
  formatNumber,
  formatPercent,
  formatPrice,
} from '../../../lib/format/format';
import { languageName } from '../../../lib/i18n/language-names';
import { useContentLang, useLanguage, useLocalize } from '../../../lib/i18n/localize';
import { placeName } from '../../../lib/places/place-names';
import { EnergyBadge } from './energy-badge';
import { LockedAction } from './locked-action';
import { PropertyGallery } from './property-gallery';
import { PropertyLocation } from './property-location';
import { SimilarProperties } from './similar-properties';
import styles from './property-detail.module.css';
import type { Catalogue } from '../../../lib/i18n/catalogue';
import { MachineTranslationNote } from './machine-translation-note';
import { PreviousPrice, PriceHistory, ReductionBadge } from './price-reduction';

type SpecificationKey = keyof Catalogue<'catalogue'>['property']['specs'];
type FeatureGroupKey = keyof Catalogue<'catalogue'>['property']['featureGroups'];

/** Flats list their building's features; houses their grounds. */
const FLAT_TYPES: readonly PropertyType[] = ['apartment', 'penthouse', 'studio', 'duplex'];

function paragraphs(text: string): string[] {
  return text
    .split(/\n+/)
    .map((part) => part.trim())
    .filter(Boolean);
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');
}

export interface PropertyDetailViewProps {
  property: PropertyDetail;
  renderInquiryForm: (about: { propertyId: string; subject: string }) => ReactNode;
  renderViewingRequest?: (property: { propertyId: string; title: string }) => ReactNode;
  /** "What it costs": the purchase-cost calculator for this price, composed in by the app. */
  renderPurchaseCosts?: (property: { priceEur: number; yearBuilt: number }) => ReactNode;
}

export function PropertyDetailView({
  property,
  renderInquiryForm,
  renderViewingRequest,
  renderPurchaseCosts,
}: PropertyDetailViewProps) {
  const { t } = useTranslation('catalogue');
  const language = useLanguage();
  const localize = useLocalize();
  const contentLang = useContentLang();
  const title = localize(property.title);
  const spec = property.specifications;
  const address = property.address;
  const [area, city] = [placeName(address.area, language), placeName(address.city, language)];
  const n = (value: number) => formatNumber(value, language);
  const exteriorKey: FeatureGroupKey = FLAT_TYPES.includes(property.type) ? 'building' : 'exterior';

  const specifications: { key: SpecificationKey; value: string }[] = [
    { key: 'type', value: t(`enums.types.${property.type}`) },
    { key: 'bedrooms', value: n(spec.bedrooms) },
    { key: 'bathrooms', value: n(spec.bathrooms) },
    { key: 'guestBathroom', value: spec.guestBathroom ? t('property.yes') : t('property.no') },
    { key: 'sizeBuilt', value: t('facts.area', { value: n(spec.sizeBuiltM2) }) },
    ...(spec.sizePlotM2
      ? [{ key: 'sizePlot' as const, value: t('facts.area', { value: n(spec.sizePlotM2) }) }]
      : []),
    { key: 'floors', value: n(spec.floors) },
    ...(spec.floorLevel !== null ? [{ key: 'floorLevel' as const, value: n(spec.floorLevel) }] : []),
    { key: 'yearBuilt', value: String(spec.yearBuilt) },
    ...(spec.yearRenovated ? [{ key: 'yearRenovated' as const, value: String(spec.yearRenovated) }] : []),
    { key: 'orientation', value: t(`enums.orientations.${spec.orientation}`) },
  ];

  const groups: { key: FeatureGroupKey; items: LocalizedText[] }[] = [
    { key: 'main', items: property.features.main },
    { key: 'interior', items: property.features.interior },
    { key: exteriorKey, items: property.features.exterior },
  ];
  const featureGroups = groups.filter((group) => group.items.length > 0);

  return (
    <article className={`container ${styles.page}`} aria-labelledby="property-title">
      <nav aria-label={t('property.breadcrumb')} className={styles.breadcrumb}>
        <ol>
          <li>
            <Link to="/">{t('property.breadcrumbHome')}</Link>
          </li>
          <li>
            <Link to="/properties">{t('property.breadcrumbProperties')}</Link>
          </li>
          <li aria-current="page" lang={contentLang(property.title)}>
            {title}
          </li>
        </ol>
      </nav>

      <header className={styles.head}>
        <div className={styles.headText}>
          <span className="eyebrow">
            {t(`enums.types.${property.type}`)} · {`${area}, ${city}`}
          </span>
          <h1 id="property-title" lang={contentLang(property.title)}>
            {title}
          </h1>
          <p className={styles.subtitle} lang={contentLang(property.subtitle)}>
            {localize(property.subtitle)}
          </p>
          <MachineTranslationNote languages={property.machineTranslated} />
          <div className={styles.badges}>
            {property.isNew ? <Badge tone="gold">{t('badges.new')}</Badge> : null}
            {property.featured ? <Badge tone="navy">{t('badges.featured')}</Badge> : null}
            {property.reduction ? <ReductionBadge reduction={property.reduction} /> : null}
            {property.status !== 'active' ? (
              <Badge tone="outline">{t(`status.${property.status}`)}</Badge>
            ) : null}
          </div>
        </div>
        {/* The price with the title: on a phone the panel that details it comes long after the gallery. */}
        <div className={styles.headSummary}>
          <p className={styles.headPrice}>{formatPrice(property.price.saleEur)}</p>
          {property.reduction ? <PreviousPrice reduction={property.reduction} /> : null}
          <p className={styles.reference}>{t('property.reference', { reference: property.reference })}</p>
          <FavoriteButton propertyId={property.id} describedBy="property-title" variant="labelled" />
          <CompareButton
            propertyId={property.id}
            title={title}
            describedBy="property-title"
            variant="labelled"
          />
        </div>
      </header>

      <PropertyGallery images={property.gallery.images} title={title} />

      <div className={styles.layout}>
        <div className={styles.main}>
          <section className={styles.block} aria-labelledby="property-description">
            <h2 id="property-description">{t('property.sections.description')}</h2>
            <div className={styles.prose}>
              <p className={styles.lead} lang={contentLang(property.shortDescription)}>
                {localize(property.shortDescription)}
              </p>
              {paragraphs(localize(property.fullDescription)).map((paragraph, position) => (
                <p key={position} lang={contentLang(property.fullDescription)}>
                  {paragraph}
                </p>
              ))}
            </div>
          </section>

          <section className={styles.block} aria-labelledby="property-specifications">
            <h2 id="property-specifications">{t('property.sections.specifications')}</h2>
            <dl className={styles.specs}>
              {specifications.map((item) => (
                <div key={item.key} className={styles.spec}>
                  <dt>{t(`property.specs.${item.key}`)}</dt>
                  <dd>{item.value}</dd>
                </div>
              ))}
            </dl>
          </section>

          {featureGroups.length > 0 ? (
            <section className={styles.block} aria-labelledby="property-features">
              <h2 id="property-features">{t('property.sections.features')}</h2>
              <div className={styles.featureGroups}>
                {featureGroups.map((group) => (
                  <div key={group.key}>
                    <h3>{t(`property.featureGroups.${group.key}`)}</h3>
                    <ul className={styles.featureList}>
                      {group.items.map((feature, position) => (
                        <li key={position}>
                          <CheckIcon size={16} />
                          <span lang={contentLang(feature)}>{localize(feature)}</span>
                        </li>
                      ))}
                    </ul>
                  </div>
                ))}
              </div>
            </section>
          ) : null}

          <section className={styles.block} aria-labelledby="property-location">
            <h2 id="property-location">{t('property.sections.location')}</h2>
            <p>
              {area}, {address.postalCode} {city} ({placeName(address.province, language)})
            </p>
            <ul className={styles.distances}>
              <li className={styles.distance}>
                <WavesIcon size={22} />
                <span>
                  <span className={styles.distanceValue}>
                    {formatDistance(address.beachDistanceM, language)}
                  </span>
                  <span className={styles.distanceLabel}>{t('property.location.beach')}</span>
                </span>
              </li>
              <li className={styles.distance}>
                <BuildingIcon size={22} />
                <span>
                  <span className={styles.distanceValue}>
                    {formatDistance(address.cityCenterDistanceM, language)}
                  </span>
                  <span className={styles.distanceLabel}>{t('property.location.center')}</span>
                </span>
              </li>
              <li className={styles.distance}>
                <PlaneIcon size={22} />
                <span>
                  <span className={styles.distanceValue}>
                    {formatKilometres(address.airportDistanceKm, language)}
                  </span>
                  <span className={styles.distanceLabel}>{t('property.location.airport')}</span>
                </span>
              </li>
            </ul>
            {address.nearby.length > 0 ? (
              <>
                <h3>{t('property.location.nearby')}</h3>
                <ul className={styles.nearby}>
                  {address.nearby.map((place, position) => (
                    <li key={position}>
                      <span lang={contentLang(place.name)}>{localize(place.name)}</span>
                      <span className={styles.nearbyDistance}>
                        {formatDistance(place.distanceM, language)}
                      </span>
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
            <PropertyLocation property={property} />
          </section>

          {property.rentalPotential ? (
            <section className={styles.block} aria-labelledby="property-rental">
              <h2 id="property-rental">{t('property.sections.rental')}</h2>
              <dl className={styles.specs}>
                <div className={styles.spec}>
                  <dt>{t('property.rental.monthlyRent')}</dt>
                  <dd>{formatPrice(property.rentalPotential.monthlyRentEur)}</dd>
                </div>
                <div className={styles.spec}>
                  <dt>{t('property.rental.annualYield')}</dt>
                  <dd>{formatPercent(property.rentalPotential.annualYieldPct, language)}</dd>
                </div>
                <div className={styles.spec}>
                  <dt>{t('property.rental.touristLicense')}</dt>
                  <dd>{property.rentalPotential.touristLicense ? t('property.yes') : t('property.no')}</dd>
                </div>
                <div className={styles.spec}>
                  <dt>{t('property.rental.managementService')}</dt>
                  <dd>{property.rentalPotential.managementService ? t('property.yes') : t('property.no')}</dd>
                </div>
              </dl>
            </section>
          ) : null}

          {renderPurchaseCosts ? (
            <div className={styles.block}>
              {renderPurchaseCosts({ priceEur: property.price.saleEur, yearBuilt: spec.yearBuilt })}
            </div>
          ) : null}

          {property.gallery.virtualTourUrl || property.gallery.floorPlans || property.gallery.dronePhotos ? (
            <section className={styles.block} aria-labelledby="property-media">
              <h2 id="property-media">{t('property.sections.media')}</h2>
              <ul className={styles.notes}>
                {property.gallery.virtualTourUrl ? (
                  <li className={styles.note}>
                    <TourIcon size={20} />
                    <a href={property.gallery.virtualTourUrl} target="_blank" rel="noopener noreferrer">
                      {t('property.media.virtualTour')}
                    </a>
                  </li>
                ) : null}
                {property.gallery.floorPlans ? (
                  <li className={styles.note}>
                    <PlanIcon size={20} />
                    <span>{t('property.media.floorPlans')}</span>
                  </li>
                ) : null}
                {property.gallery.dronePhotos ? (
                  <li className={styles.note}>
                    <SparkleIcon size={20} />
                    <span>{t('property.media.dronePhotos')}</span>
                  </li>
                ) : null}
              </ul>
            </section>
          ) : null}

          {renderInquiryForm({
            propertyId: property.id,
            subject: t('inquiry.subjectValue', { title, reference: property.reference }),
          })}
        </div>

        <aside className={styles.aside} aria-label={t('property.asideLabel')}>
          <section className={styles.panel} aria-labelledby="property-price">
            <h2 id="property-price">{t('property.priceLabel')}</h2>
            <p className={styles.price}>{formatPrice(property.price.saleEur)}</p>
            {property.reduction ? <PreviousPrice reduction={property.reduction} /> : null}
            <dl className={styles.costs}>
              <div>
                <dt>{t('property.costs.perM2')}</dt>
                <dd>{formatPrice(property.pricePerM2Eur)}</dd>
              </div>
              {property.price.communityFeesEur !== null ? (
                <div>
                  <dt>{t('property.costs.community')}</dt>
                  <dd>
                    {t('property.costs.perMonth', { price: formatPrice(property.price.communityFeesEur) })}
                  </dd>
                </div>
              ) : null}
              {property.price.propertyTaxEur !== null ? (
                <div>
                  <dt>{t('property.costs.tax')}</dt>
                  <dd>
                    {t('property.costs.perYear', { price: formatPrice(property.price.propertyTaxEur) })}
                  </dd>
                </div>
              ) : null}
            </dl>
            <PriceHistory history={property.priceHistory} />
            <EnergyBadge rating={property.energyRating} />
            <LockedAction describedBy="property-title" item={title}>
              <a
                href="#property-inquiry"
                className={buttonClass({ variant: 'secondary', size: 'sm', className: styles.requestLink })}
              >
                {t('property.requestInfo')}
              </a>
            </LockedAction>
            <a
              href={`/api/properties/${encodeURIComponent(property.id)}/brochure.pdf?lang=${language}`}
              type="application/pdf"
              className={styles.brochureLink}
            >
              <DownloadIcon size={16} />
              {t('property.brochure')}
            </a>
          </section>

          {renderViewingRequest?.({ propertyId: property.id, title })}

          <section className={styles.panel} aria-labelledby="property-agent">
            <h2 id="property-agent">{t('property.agent.heading')}</h2>
            <div className={styles.agent}>
              <span className={styles.avatar} aria-hidden="true">
                {initials(property.agent.name)}
              </span>
              <div>
                <p className={styles.agentName}>{property.agent.name}</p>
                <p className={styles.agentTitle} lang={contentLang(property.agent.title)}>
                  {localize(property.agent.title)}
                </p>
              </div>
            </div>
            <ul className={styles.agentContacts}>
              <li>
                <PhoneIcon size={16} />
                <a href={`tel:${property.agent.phone.replace(/[^\d+]/g, '')}`}>
                  <span className="visually-hidden">{t('property.agent.phone')}: </span>
                  {property.agent.phone}
                </a>
              </li>
              <li>
                <MailIcon size={16} />
                <a href={`mailto:${property.agent.email}`}>
                  <span className="visually-hidden">{t('property.agent.email')}: </span>
                  {property.agent.email}
                </a>
              </li>
            </ul>
            {property.agent.languages.length > 0 ? (
              <p className={styles.agentTitle}>
                {t('property.agent.languages', {
                  languages: formatList(
                    property.agent.languages.map((code) => languageName(code, language)),
                    language,
                  ),
                })}
              </p>
            ) : null}
          </section>

          <p className={styles.reference}>
            <CalendarIcon size={14} className={styles.inlineIcon} />
            {t('property.updated', { date: formatDate(property.updatedAt, language) })}
          </p>
        </aside>
      </div>

      <SimilarProperties propertyId={property.id} />
    </article>
  );
}
