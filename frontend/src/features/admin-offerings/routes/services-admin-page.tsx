import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import { PageIntro } from '../../../components/ui/page-intro';
import { useToast } from '../../../components/ui/toast';
import type { Service } from '../../../lib/api/types';
import { useSession } from '../../../lib/auth/session';
import { formatNumber, formatPrice } from '../../../lib/format/format';
import { useLanguage, useLocalize } from '../../../lib/i18n/localize';
import { useDocumentMeta } from '../../../lib/seo/use-document-meta';
import { useDeleteService } from '../api/delete-service';
import { useAllServices } from '../api/get-all-services';
import { DeleteOfferingDialog } from '../components/delete-offering-dialog';
import { ListToolbar } from '../components/list-toolbar';
import { OfferingListView } from '../components/offering-list-view';
import { OfferingTable } from '../components/offering-table';
import styles from '../components/offerings.module.css';
import { matchesSearch } from '../utils/offering-search';
import { useListParams } from '../utils/use-list-params';

/** /admin/services (admins and owners): the services with search; owners may delete one. */
export default function ServicesAdminPage() {
  const { t } = useTranslation('adminOfferings');
  useDocumentMeta(t('services.meta.title'), t('services.meta.description'));
  const language = useLanguage();
  const localize = useLocalize();
  const toast = useToast();
  const session = useSession();
  const isOwner = session.status === 'authenticated' && session.user.role === 'owner';
  const services = useAllServices();
  const remove = useDeleteService();
  const { search, setSearch, applied } = useListParams();
  const [pending, setPending] = useState<Service | null>(null);

  const items = (services.data?.items ?? []).filter((service) => matchesSearch(service.title, applied));

  const confirmDelete = () => {
    if (!pending) return;
    remove.mutate(pending.id, {
      onSuccess: () => {
        toast.show(t('delete.service.done', { title: localize(pending.title) }), 'success');
        setPending(null);
      },
    });
  };

  return (
    <div className={styles.page}>
      <div className="container">
        <PageIntro eyebrow={t('eyebrow')} title={t('services.title')} lead={t('services.lead')} />
        <section className={styles.section} aria-labelledby="services-list-heading">
          <h2 id="services-list-heading" className="visually-hidden">
            {t('services.listHeading')}
          </h2>
          <ListToolbar
            search={search}
            onSearch={setSearch}
            searchPlaceholder={t('services.searchPlaceholder')}
            newTo="/admin/services/new"
            newLabel={t('services.new')}
          />
          {services.data ? (
            <p className={styles.summary} role="status">
              {t('services.found', { total: formatNumber(items.length, language) })}
            </p>
          ) : null}
          <OfferingListView
            status={services.status}
            error={services.error}
            onRetry={() => void services.refetch()}
            count={items.length}
            texts={{
              loading: t('services.loading'),
              failed: t('services.failed'),
              empty: t('list.empty'),
              emptyMessage: applied ? t('list.emptySearch') : t('services.emptyMessage'),
            }}
          >
            <OfferingTable
              caption={t('services.caption')}
              busy={services.isFetching}
              columns={[
                { key: 'price', label: t('list.columns.price') },
                { key: 'premium', label: t('list.columns.category') },
              ]}
              rows={items.map((service) => ({
                id: service.id,
                title: localize(service.title),
                image: { url: service.image.url, alt: localize(service.image.alt) },
                editTo: `/admin/services/edit/${encodeURIComponent(service.id)}`,
                onDelete: isOwner
                  ? () => {
                      remove.reset();
                      setPending(service);
                    }
                  : undefined,
                cells: {
                  price: (
                    <span className={styles.price}>
                      <span className={styles.priceLabel}>{t('list.from')} </span>
                      {formatPrice(service.priceFromEur)}
                    </span>
                  ),
                  premium: service.premium ? (
                    <Badge tone="gold">{t('services.premium')}</Badge>
                  ) : (
                    <Badge tone="sand">{t('services.regular')}</Badge>
                  ),
                },
              }))}
            />
          </OfferingListView>
        </section>
      </div>
      <DeleteOfferingDialog
        kind="service"
        title={pending ? localize(pending.title) : null}
        busy={remove.isPending}
        error={remove.error}
        onConfirm={confirmDelete}
        onCancel={() => setPending(null)}
      />
    </div>
  );
}
