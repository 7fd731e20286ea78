import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../../components/ui/page-intro';
import { useListAddress } from '../../../lib/hooks/use-list-address';
import { useDocumentMeta } from '../../../lib/seo/use-document-meta';
import { AdminListResults } from '../../../widgets/admin-list/admin-list-results';
import { usePipelineBoard, type PipelineBoardQuery } from '../api/pipeline';
import { PipelineBoard } from '../components/pipeline-board';
import { PipelineFilters } from '../components/pipeline-filters';
import styles from '../components/pipeline.module.css';

/**
 * /admin/pipeline (admins and owners): every client's interest in a property, by stage from inquiry to
 * completion or loss, filtered by agent and area (`?agent=&area=`, so a view can be shared).
 */
export default function PipelinePage() {
  const { t } = useTranslation('pipeline');
  useDocumentMeta(t('board.title'), t('board.lead'));
  const { params, update } = useListAddress<'agent' | 'area'>();
  const agent = params.get('agent') ?? '';
  const area = params.get('area') ?? '';
  const query: PipelineBoardQuery = { ...(agent ? { agent } : {}), ...(area ? { area } : {}) };
  const board = usePipelineBoard(query);

  return (
    <div className={styles.page}>
      <div className="container">
        <PageIntro eyebrow={t('board.eyebrow')} title={t('board.title')} lead={t('board.lead')} />
        <section className={styles.section} aria-label={t('board.title')}>
          <PipelineFilters
            agents={board.data?.agents ?? []}
            areas={board.data?.areas ?? []}
            agent={agent}
            area={area}
            onChange={update}
          />
          <AdminListResults
            query={board}
            isEmpty={(data) => data.columns.every((column) => column.count === 0)}
            texts={{ loading: t('board.loading'), failed: t('board.failed') }}
            empty={{ title: t('board.none.title'), message: t('board.none.message') }}
            noResults={
              agent || area
                ? {
                    title: t('board.noResults.title'),
                    message: t('board.noResults.message'),
                    clearLabel: t('filters.clear'),
                    onClear: () => update({ agent: '', area: '' }),
                  }
                : undefined
            }
          >
            {(data) => <PipelineBoard board={data} />}
          </AdminListResults>
        </section>
      </div>
    </div>
  );
}
