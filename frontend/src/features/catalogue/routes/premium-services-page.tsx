import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../../components/ui/page-intro';
import { useDocumentMeta } from '../../../lib/seo/use-document-meta';
import { useServices } from '../api/get-services';
import { CatalogueGrid } from '../components/catalogue-grid';
import type { Service } from '../../../lib/api/types';
import type { RenderBookAction } from '../components/book-action-slot';
import { PremiumServiceCard } from '../components/premium-service-card';
import styles from './catalogue-page.module.css';

/** /premium-services; each card's "Book" action comes from the booking feature (app/compositions). */
export default function PremiumServicesPage({
  renderBookAction,
}: {
  renderBookAction: RenderBookAction<Service>;
}) {
  const { t } = useTranslation('catalogue');
  useDocumentMeta(t('premium.meta.title'), t('premium.meta.description'));
  const query = useServices({ premium: true });
  const headingId = useId();

  return (
    <>
      <div className={`container ${styles.intro}`}>
        <PageIntro eyebrow={t('premium.eyebrow')} title={t('premium.title')} lead={t('premium.subtitle')} />
      </div>
      <section className={`container ${styles.content}`} aria-labelledby={headingId}>
        <h2 id={headingId} className="visually-hidden">
          {t('premium.listHeading')}
        </h2>
        <CatalogueGrid
          status={query.status}
          error={query.error}
          items={query.data?.items}
          onRetry={() => void query.refetch()}
          skeletonCount={4}
          className={styles.premiumGrid}
          texts={{
            loading: t('premium.loading'),
            errorTitle: t('premium.error'),
            emptyTitle: t('premium.empty'),
          }}
          renderItem={(service) => (
            <PremiumServiceCard key={service.id} service={service} renderBookAction={renderBookAction} />
          )}
        />
      </section>
    </>
  );
}
