import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { buttonClass } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { EmptyState } from '../../../components/ui/status-message';
import { isApiError } from '../../../lib/api/api-client';
import { useLanguage, useLocalize } from '../../../lib/i18n/localize';
import { pageUrl } from '../../../lib/seo/page-head';
import { socialImage } from '../../../lib/seo/social-image';
import { breadcrumbJsonLd, listingJsonLd } from '../../../lib/seo/structured-data';
import { useDocumentMeta, useSiteOrigin, type PageMetaExtras } from '../../../lib/seo/use-document-meta';
import type { PropertyDetail } from '../../../lib/api/types';
import { useProperty } from '../api/get-property';
import { useRecordPropertyView } from '../api/record-property-view';
import { PropertyDetailView } from '../components/property-detail-view';
import { galleryCoverPreload } from '../components/property-gallery';
import { QueryError } from '../components/query-error';
import styles from '../components/property-detail.module.css';

function PropertySkeleton({ label }: { label: string }) {
  return (
    <div className={`container ${styles.page}`} role="status" aria-live="polite">
      <span className="visually-hidden">{label}</span>
      <div aria-hidden="true">
        <Skeleton width="30%" />
        <Skeleton variant="title" height="3rem" width="60%" />
        <Skeleton width="40%" />
        <Skeleton variant="block" className={styles.skeletonStage} />
      </div>
    </div>
  );
}

export interface PropertyPageProps {
  /** The inquiry form about this property; the app composes it in from the contact feature. */
  renderInquiryForm: (about: { propertyId: string; subject: string }) => ReactNode;
  /** The request for a viewing of this property; the app composes it in from the viewings feature. */
  renderViewingRequest?: (property: { propertyId: string; title: string }) => ReactNode;
  /** What buying it costs; the app composes it in from the purchase-costs feature. */
  renderPurchaseCosts?: (property: { priceEur: number; yearBuilt: number }) => ReactNode;
}

/**
 * What link previews and search engines read of a listing (its cover, the listing and the trail to it), and
 * the preload of its cover, the page's largest paint.
 */
function useListingMeta(property: PropertyDetail | undefined, missing: 404 | 410 | null): PageMetaExtras {
  const { t } = useTranslation();
  const origin = useSiteOrigin();
  const language = useLanguage();
  const localize = useLocalize();
  if (!property) return missing ? { noindex: true, status: missing } : {};
  const url = pageUrl(origin, language, `/property/${property.id}`);
  const cover = property.gallery.images[0];
  const image = cover && socialImage(origin, cover, language);
  const preloadImage = galleryCoverPreload(property.gallery.images);
  return {
    ...(image && { image }),
    ...(preloadImage && { preloadImage }),
    jsonLd: [
      listingJsonLd(property, { origin, language, url }),
      breadcrumbJsonLd([
        { name: t('nav.home'), url: pageUrl(origin, language, '/') },
        { name: t('nav.properties'), url: pageUrl(origin, language, '/properties') },
        { name: localize(property.title), url },
      ]),
    ],
  };
}

export default function PropertyPage({
  renderInquiryForm,
  renderViewingRequest,
  renderPurchaseCosts,
}: PropertyPageProps) {
  const { id = '' } = useParams();
  const { t } = useTranslation('catalogue');
  const localize = useLocalize();
  const query = useProperty(id);
  const status = query.isError && isApiError(query.error) ? query.error.status : null;
  // Unknown (404), or withdrawn or deleted (410): each answered with its status and a way on.
  const missing = status === 404 || status === 410 ? status : null;
  const missingTexts = missing === 410 ? 'property.withdrawn' : 'property.notFound';

  const title = query.data
    ? localize(query.data.title)
    : missing
      ? t(`${missingTexts}.title`)
      : t('property.meta.title');
  const description = query.data ? localize(query.data.shortDescription) : t('property.meta.description');
  useDocumentMeta(title, description, useListingMeta(query.data, missing));
  useRecordPropertyView(query.data?.id);

  if (query.isPending) return <PropertySkeleton label={t('property.loading')} />;
  if (missing) {
    return (
      <div className="container section">
        <EmptyState
          headingLevel="h1"
          title={t(`${missingTexts}.title`)}
          message={t(`${missingTexts}.message`)}
          actions={
            <Link to="/properties" className={buttonClass()}>
              {t('property.notFound.action')}
            </Link>
          }
        />
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className="container section">
        <h1 className="visually-hidden">{t('property.meta.title')}</h1>
        <QueryError error={query.error} title={t('property.error')} onRetry={() => void query.refetch()} />
      </div>
    );
  }
  return (
    <PropertyDetailView
      property={query.data}
      renderInquiryForm={renderInquiryForm}
      renderViewingRequest={renderViewingRequest}
      renderPurchaseCosts={renderPurchaseCosts}
    />
  );
}
