import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import { SelectField } from '../../../components/ui/form-field';
import { PageIntro } from '../../../components/ui/page-intro';
import { useToast } from '../../../components/ui/toast';
import type { Experience } from '../../../lib/api/types';
import { useSession } from '../../../lib/auth/session';
import { formatNumber, formatPrice } from '../../../lib/format/format';
import { useLanguage, useLocalize } from '../../../lib/i18n/localize';
import { useDocumentMeta } from '../../../lib/seo/use-document-meta';
import { useDeleteExperience } from '../api/delete-experience';
import { useAllExperiences } from '../api/get-all-experiences';
import { DeleteOfferingDialog } from '../components/delete-offering-dialog';
import { ListToolbar } from '../components/list-toolbar';
import { OfferingListView } from '../components/offering-list-view';
import { OfferingTable } from '../components/offering-table';
import styles from '../components/offerings.module.css';
import { matchesSearch } from '../utils/offering-search';
import { useListParams } from '../utils/use-list-params';
import type { TypeFilter } from '../utils/use-list-params';

const TYPE_FILTERS: readonly TypeFilter[] = ['all', 'basic', 'vip'];

/** /admin/experiences (admins and owners): search, basic/VIP filter; owners may delete one. */
export default function ExperiencesAdminPage() {
  const { t } = useTranslation('adminOfferings');
  useDocumentMeta(t('experiences.meta.title'), t('experiences.meta.description'));
  const language = useLanguage();
  const localize = useLocalize();
  const toast = useToast();
  const session = useSession();
  const isOwner = session.status === 'authenticated' && session.user.role === 'owner';
  const experiences = useAllExperiences();
  const remove = useDeleteExperience();
  const { search, setSearch, applied, type, setType } = useListParams();
  const [pending, setPending] = useState<Experience | null>(null);

  const items = (experiences.data?.items ?? []).filter(
    (experience) => (type === 'all' || experience.type === type) && matchesSearch(experience.title, applied),
  );

  const confirmDelete = () => {
    if (!pending) return;
    remove.mutate(pending.id, {
      onSuccess: () => {
        toast.show(t('delete.experience.done', { title: localize(pending.title) }), 'success');
        setPending(null);
      },
    });
  };

  return (
    <div className={styles.page}>
      <div className="container">
        <PageIntro eyebrow={t('eyebrow')} title={t('experiences.title')} lead={t('experiences.lead')} />
        <section className={styles.section} aria-labelledby="experiences-list-heading">
          <h2 id="experiences-list-heading" className="visually-hidden">
            {t('experiences.listHeading')}
          </h2>
          <ListToolbar
            search={search}
            onSearch={setSearch}
            searchPlaceholder={t('experiences.searchPlaceholder')}
            newTo="/admin/experiences/new"
            newLabel={t('experiences.new')}
            filter={
              <SelectField
                label={t('experiences.filter')}
                name="type"
                value={type}
                onChange={(event) => setType(event.target.value as TypeFilter)}
              >
                {TYPE_FILTERS.map((value) => (
                  <option key={value} value={value}>
                    {t(`experiences.types.${value}`)}
                  </option>
                ))}
              </SelectField>
            }
          />
          {experiences.data ? (
            <p className={styles.summary} role="status">
              {t('experiences.found', { total: formatNumber(items.length, language) })}
            </p>
          ) : null}
          <OfferingListView
            status={experiences.status}
            error={experiences.error}
            onRetry={() => void experiences.refetch()}
            count={items.length}
            texts={{
              loading: t('experiences.loading'),
              failed: t('experiences.failed'),
              empty: t('list.empty'),
              emptyMessage: applied || type !== 'all' ? t('list.emptySearch') : t('experiences.emptyMessage'),
            }}
          >
            <OfferingTable
              caption={t('experiences.caption')}
              busy={experiences.isFetching}
              columns={[
                { key: 'type', label: t('list.columns.type') },
                { key: 'duration', label: t('list.columns.duration') },
                { key: 'price', label: t('list.columns.price') },
              ]}
              rows={items.map((experience) => ({
                id: experience.id,
                title: localize(experience.title),
                image: { url: experience.image.url, alt: localize(experience.image.alt) },
                editTo: `/admin/experiences/edit/${encodeURIComponent(experience.id)}`,
                onDelete: isOwner
                  ? () => {
                      remove.reset();
                      setPending(experience);
                    }
                  : undefined,
                cells: {
                  type: (
                    <Badge tone={experience.type === 'vip' ? 'navy' : 'sand'}>
                      {t(`experiences.types.${experience.type}`)}
                    </Badge>
                  ),
                  duration: localize(experience.duration),
                  price: <span className={styles.price}>{formatPrice(experience.priceEur)}</span>,
                },
              }))}
            />
          </OfferingListView>
        </section>
      </div>
      <DeleteOfferingDialog
        kind="experience"
        title={pending ? localize(pending.title) : null}
        busy={remove.isPending}
        error={remove.error}
        onConfirm={confirmDelete}
        onCancel={() => setPending(null)}
      />
    </div>
  );
}
