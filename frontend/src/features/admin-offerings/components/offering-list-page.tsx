import { useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../../components/ui/page-intro';
import { useToast } from '../../../components/ui/toast';
import { isApiError } from '../../../lib/api/api-client';
import { describeApiError } from '../../../lib/api/describe-api-error';
import { useSession } from '../../../lib/auth/session';
import { formatNumber } from '../../../lib/format/format';
import { useLanguage, useLocalize } from '../../../lib/i18n/localize';
import { useDocumentMeta } from '../../../lib/seo/use-document-meta';
import { AdminListResults } from '../../../widgets/admin-list/admin-list-results';
import { useDeleteOffering } from '../api/delete-offering';
import { useAllOfferings } from '../api/get-all-offerings';
import { ITEM_NAME } from '../utils/offering-kind';
import type { OfferingItem, OfferingKind } from '../utils/offering-kind';
import { matchesSearch } from '../utils/offering-search';
import { useListSearch } from '../utils/use-list-params';
import { DeleteOfferingDialog } from './delete-offering-dialog';
import { ListToolbar } from './list-toolbar';
import { OfferingTable } from './offering-table';
import type { OfferingColumn } from './offering-table';
import styles from './offerings.module.css';

export interface OfferingListColumn<Item> extends OfferingColumn {
  cell: (item: Item) => ReactNode;
}

/** A filter besides the search, its value kept by the page that passes it. */
export interface OfferingListFilter<Item> {
  control: ReactNode;
  matches: (item: Item) => boolean;
  /** Whether it hides anything: an empty list then says nothing matches, not that there is nothing. */
  active: boolean;
}

export interface OfferingListPageProps<K extends OfferingKind> {
  kind: K;
  /** The columns after the image and the title. */
  columns: OfferingListColumn<OfferingItem<K>>[];
  filter?: OfferingListFilter<OfferingItem<K>>;
}

/** /admin/{services,experiences} (admins and owners): the items with search; owners may delete one. */
export function OfferingListPage<K extends OfferingKind>({
  kind,
  columns,
  filter,
}: OfferingListPageProps<K>) {
  const { t } = useTranslation(['adminOfferings', 'common']);
  useDocumentMeta(t(`${kind}.meta.title`), t(`${kind}.meta.description`));
  const language = useLanguage();
  const localize = useLocalize();
  const toast = useToast();
  const session = useSession();
  const isOwner = session.status === 'authenticated' && session.user.role === 'owner';
  const offerings = useAllOfferings(kind);
  const remove = useDeleteOffering(kind);
  const { search, setSearch, applied } = useListSearch();
  const [pending, setPending] = useState<OfferingItem<K> | null>(null);

  const items = (offerings.data?.items ?? []).filter(
    (item) => (!filter || filter.matches(item)) && matchesSearch(item.title, applied),
  );

  // What went wrong in general terms, with the request id to quote to support.
  const describeFailure = (error: unknown) => {
    const description = describeApiError(error);
    return {
      message: t(`common:${description.key}`),
      meta: description.requestId ? t('common:errors.requestId', { id: description.requestId }) : null,
    };
  };

  const confirmDelete = () => {
    if (!pending) return;
    const title = localize(pending.title);
    remove.mutate(
      { id: pending.id, version: pending.version },
      {
        onSuccess: () => {
          const itemName: (typeof ITEM_NAME)[OfferingKind] = ITEM_NAME[kind];
          toast.show(t(`delete.${itemName}.done`, { title }), 'success');
          setPending(null);
        },
        onError: (error) => {
          // Someone changed it after the list showed it: nothing was deleted, the list reloads its state.
          if (!isApiError(error) || error.code !== 'version_conflict') return;
          setPending(null);
          toast.show(t('delete.conflict', { title }), 'error');
        },
      },
    );
  };

  return (
    <div className={styles.page}>
      <div className="container">
        <PageIntro eyebrow={t('eyebrow')} title={t(`${kind}.title`)} lead={t(`${kind}.lead`)} />
        <section className={styles.section} aria-labelledby={`${kind}-list-heading`}>
          <h2 id={`${kind}-list-heading`} className="visually-hidden">
            {t(`${kind}.listHeading`)}
          </h2>
          <ListToolbar
            search={search}
            onSearch={setSearch}
            searchPlaceholder={t(`${kind}.searchPlaceholder`)}
            newTo={`/admin/${kind}/new`}
            newLabel={t(`${kind}.new`)}
            filter={filter?.control}
          />
          {offerings.data ? (
            <p className={styles.summary} role="status">
              {t(`${kind as OfferingKind}.found`, { total: formatNumber(items.length, language) })}
            </p>
          ) : null}
          <AdminListResults
            query={offerings}
            isEmpty={() => items.length === 0}
            texts={{ loading: t(`${kind}.loading`), failed: t(`${kind}.failed`) }}
            describeFailure={describeFailure}
            empty={{
              title: t('list.empty'),
              message: applied || filter?.active ? t('list.emptySearch') : t(`${kind}.emptyMessage`),
            }}
          >
            {() => (
              <OfferingTable
                caption={t(`${kind}.caption`)}
                busy={offerings.isFetching}
                columns={columns}
                rows={items.map((item) => ({
                  id: item.id,
                  title: localize(item.title),
                  image: { url: item.image.url, alt: localize(item.image.alt) },
                  editTo: `/admin/${kind}/edit/${encodeURIComponent(item.id)}`,
                  onDelete: isOwner
                    ? () => {
                        remove.reset();
                        setPending(item);
                      }
                    : undefined,
                  cells: Object.fromEntries(columns.map((column) => [column.key, column.cell(item)])),
                }))}
              />
            )}
          </AdminListResults>
        </section>
      </div>
      <DeleteOfferingDialog
        kind={kind}
        title={pending ? localize(pending.title) : null}
        busy={remove.isPending}
        error={remove.error}
        onConfirm={confirmDelete}
        onCancel={() => setPending(null)}
      />
    </div>
  );
}
