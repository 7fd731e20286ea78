import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { buttonClass } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { EmptyState } from '../../../components/ui/status-message';
import { isApiError } from '../../../lib/api/api-client';
import { useLocalize } from '../../../lib/i18n/localize';
import { useDocumentMeta } from '../../../lib/seo/use-document-meta';
import { useProperty } from '../api/get-property';
import { PropertyDetailView } from '../components/property-detail-view';
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
}

export default function PropertyPage({ renderInquiryForm }: PropertyPageProps) {
  const { id = '' } = useParams();
  const { t } = useTranslation('catalogue');
  const localize = useLocalize();
  const query = useProperty(id);
  const notFound = query.isError && isApiError(query.error) && query.error.status === 404;

  const title = query.data
    ? localize(query.data.title)
    : notFound
      ? t('property.notFound.title')
      : t('property.meta.title');
  const description = query.data ? localize(query.data.shortDescription) : t('property.meta.description');
  useDocumentMeta(title, description);

  if (query.isPending) return <PropertySkeleton label={t('property.loading')} />;
  if (notFound) {
    return (
      <div className="container section">
        <EmptyState
          headingLevel="h1"
          title={t('property.notFound.title')}
          message={t('property.notFound.message')}
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
  return <PropertyDetailView property={query.data} renderInquiryForm={renderInquiryForm} />;
}
