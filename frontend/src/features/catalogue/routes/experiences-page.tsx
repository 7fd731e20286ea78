import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PageIntro } from '../../../components/ui/page-intro';
import { TabPanel, Tabs } from '../../../components/ui/tabs';
import { useDocumentMeta } from '../../../lib/seo/use-document-meta';
import { useExperiences } from '../api/get-experiences';
import { CatalogueGrid } from '../components/catalogue-grid';
import { gridImageLoading } from '../components/card-image-loading';
import type { Experience } from '../../../lib/api/types';
import type { RenderBookAction } from '../components/book-action-slot';
import { ExperienceCard } from '../components/experience-card';
import { toExperienceFilter } from '../utils/experience-filter';
import type { ExperienceFilter } from '../utils/experience-filter';
import styles from './catalogue-page.module.css';

/** /experiences; each card's "Book" action comes from the booking feature (app/compositions). */
export default function ExperiencesPage({
  renderBookAction,
}: {
  renderBookAction: RenderBookAction<Experience>;
}) {
  const { t } = useTranslation('catalogue');
  const [searchParams, setSearchParams] = useSearchParams();
  const filter = toExperienceFilter(searchParams.get('type'));
  const query = useExperiences(filter === 'all' ? null : filter);
  const idBase = useId();
  const titleKey = filter === 'all' ? 'experiences' : (`experiences.${filter}Page` as const);
  useDocumentMeta(t(`${titleKey}.meta.title`), t(`${titleKey}.meta.description`));

  const select = (next: ExperienceFilter) => {
    setSearchParams(next === 'all' ? {} : { type: next }, { preventScrollReset: true });
  };

  return (
    <>
      <div className={`container ${styles.intro}`}>
        <PageIntro
          eyebrow={t('experiences.eyebrow')}
          title={t(`${titleKey}.title`)}
          lead={t(`${titleKey}.subtitle`)}
        />
      </div>
      <section className={`container ${styles.content}`}>
        <Tabs
          className={styles.tabs}
          label={t('experiences.filterLabel')}
          idBase={idBase}
          value={filter}
          onChange={select}
          items={[
            { value: 'all', label: t('experiences.tabs.all') },
            { value: 'basic', label: t('experiences.tabs.basic') },
            { value: 'vip', label: t('experiences.tabs.vip') },
          ]}
        />
        <TabPanel idBase={idBase} value={filter}>
          <h2 className="visually-hidden">{t('experiences.listHeading')}</h2>
          <CatalogueGrid
            status={query.status}
            error={query.error}
            items={query.data?.items}
            onRetry={() => void query.refetch()}
            texts={{
              loading: t('experiences.loading'),
              errorTitle: t('experiences.error'),
              emptyTitle: t('experiences.empty'),
            }}
            renderItem={(experience, index) => (
              <ExperienceCard
                key={experience.id}
                experience={experience}
                renderBookAction={renderBookAction}
                imageLoading={gridImageLoading(index)}
              />
            )}
          />
        </TabPanel>
      </section>
    </>
  );
}
