import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClass } from '../../../components/ui/button';
import { PageIntro } from '../../../components/ui/page-intro';
import { useDocumentMeta } from '../../../lib/seo/use-document-meta';
import { useServices } from '../api/get-services';
import { CatalogueGrid } from '../components/catalogue-grid';
import { gridImageLoading } from '../components/card-image-loading';
import type { Service } from '../../../lib/api/types';
import type { RenderBookAction } from '../components/book-action-slot';
import { ServiceCard } from '../components/service-card';
import styles from './catalogue-page.module.css';

/** /services; each card's "Book" action comes from the booking feature (app/compositions). */
export default function ServicesPage({ renderBookAction }: { renderBookAction: RenderBookAction<Service> }) {
  const { t } = useTranslation('catalogue');
  useDocumentMeta(t('services.meta.title'), t('services.meta.description'));
  const query = useServices({ premium: false });
  const headingId = useId();
  const bandId = useId();

  return (
    <>
      <div className={`container ${styles.intro}`}>
        <PageIntro
          eyebrow={t('services.eyebrow')}
          title={t('services.title')}
          lead={t('services.subtitle')}
        />
      </div>
      <section className={`container ${styles.content}`} aria-labelledby={headingId}>
        <h2 id={headingId} className="visually-hidden">
          {t('services.listHeading')}
        </h2>
        <CatalogueGrid
          status={query.status}
          error={query.error}
          items={query.data?.items}
          onRetry={() => void query.refetch()}
          texts={{
            loading: t('services.loading'),
            errorTitle: t('services.error'),
            emptyTitle: t('services.empty'),
          }}
          renderItem={(service, index) => (
            <ServiceCard
              key={service.id}
              service={service}
              bookAction={(describedBy) => renderBookAction(service, describedBy)}
              imageLoading={gridImageLoading(index)}
            />
          )}
        />
        <section className={styles.band} aria-labelledby={bandId}>
          <div className={styles.bandText}>
            <span className={`eyebrow ${styles.bandEyebrow}`}>{t('services.premiumBand.eyebrow')}</span>
            <h2 id={bandId}>{t('services.premiumBand.title')}</h2>
            <p>{t('services.premiumBand.text')}</p>
          </div>
          <Link to="/premium-services" className={buttonClass({ variant: 'gold' })}>
            {t('services.premiumBand.action')}
          </Link>
        </section>
      </section>
    </>
  );
}
