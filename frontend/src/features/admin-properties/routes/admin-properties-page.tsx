import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClass } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { SelectField, TextField } from '../../../components/ui/form-field';
import { PageIntro } from '../../../components/ui/page-intro';
import { pageCount } from '../../../components/ui/pagination';
import { useToast } from '../../../components/ui/toast';
import { isApiError } from '../../../lib/api/api-client';
import type { AdminPropertyRow } from '../../../lib/api/types';
import { useSession } from '../../../lib/auth/session';
import { formatNumber } from '../../../lib/format/format';
import { useDebouncedSearch } from '../../../lib/hooks/use-debounced-search';
import { useListAddress } from '../../../lib/hooks/use-list-address';
import { useLanguage, useLocalize } from '../../../lib/i18n/localize';
import { useDocumentMeta } from '../../../lib/seo/use-document-meta';
import { AdminListResults } from '../../../widgets/admin-list/admin-list-results';
import { useDeleteProperty } from '../api/delete-property';
import { useFollowerCounts } from '../api/get-follower-counts';
import { useAdminProperties } from '../api/list-admin-properties';
import type { AdminPropertiesFilter } from '../api/list-admin-properties';
import { PropertyList, PropertyListSkeleton } from '../components/property-list';
import { isPropertyStatus, PROPERTY_STATUSES } from '../utils/property-status';
import styles from '../components/admin-properties.module.css';

/** The table's search, status and page live in the address (`?q=&status=&page=`). */
function useFilter() {
  const { params, update } = useListAddress<'q' | 'status'>();
  const status = params.get('status');
  const page = Number(params.get('page'));
  const filter: AdminPropertiesFilter = {
    q: params.get('q')?.trim() || undefined,
    status: isPropertyStatus(status) ? status : undefined,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
  return { filter, update };
}

/**
 * /admin/properties (admins and owners): every property in any status, searched by title or location and
 * filtered by status; view, edit, and for owners delete after a confirmation.
 */
export default function AdminPropertiesPage() {
  const { t } = useTranslation(['adminProperties', 'common']);
  useDocumentMeta(t('adminProperties:list.meta.title'), t('adminProperties:list.meta.description'));
  const language = useLanguage();
  const localize = useLocalize();
  const toast = useToast();
  const session = useSession();
  const owner = session.user?.role === 'owner';
  const { filter, update } = useFilter();
  const properties = useAdminProperties(filter);
  const followers = useFollowerCounts();
  const remove = useDeleteProperty();
  const [pendingDelete, setPendingDelete] = useState<AdminPropertyRow | null>(null);

  const [search, setSearch] = useDebouncedSearch(filter.q ?? '', (q) => update({ q }));

  const askDelete = (property: AdminPropertyRow) => {
    remove.reset();
    setPendingDelete(property);
  };
  const confirmDelete = () => {
    if (!pendingDelete) return;
    const title = localize(pendingDelete.title);
    remove.mutate(
      { id: pendingDelete.id, version: pendingDelete.version },
      {
        onSuccess: () => {
          setPendingDelete(null);
          toast.show(t('adminProperties:delete.done', { title }), 'success');
        },
        onError: (error) => {
          // Someone changed it after the list showed it: nothing was deleted, the list reloads its state.
          if (!isApiError(error) || error.code !== 'version_conflict') return;
          setPendingDelete(null);
          toast.show(t('adminProperties:delete.conflict', { title }), 'error');
        },
      },
    );
  };

  const data = properties.data;
  const filtering = Boolean(filter.q || filter.status);

  const results = (
    <AdminListResults
      query={properties}
      isEmpty={(list) => list.items.length === 0}
      texts={{ loading: t('adminProperties:list.loading'), failed: t('adminProperties:list.failed') }}
      skeleton={PropertyListSkeleton}
      empty={{
        title: t('adminProperties:list.empty.title'),
        message: t('adminProperties:list.empty.message'),
        actions: (
          <Link to="/admin/properties/new" className={buttonClass()}>
            {t('adminProperties:list.new')}
          </Link>
        ),
      }}
      noResults={
        filtering
          ? {
              title: t('adminProperties:list.noResults.title'),
              message: t('adminProperties:list.noResults.message'),
              clearLabel: t('adminProperties:list.clearFilters'),
              onClear: () => {
                setSearch('');
                update({ q: '', status: '' });
              },
            }
          : undefined
      }
      pagination={(list) => {
        const pages = pageCount(list.total, list.limit);
        return {
          page: filter.page,
          pages,
          label: t('adminProperties:list.pagination.label'),
          previousLabel: t('adminProperties:list.pagination.previous'),
          nextLabel: t('adminProperties:list.pagination.next'),
          positionLabel: t('adminProperties:list.pagination.position', { page: filter.page, pages }),
          onPageChange: (page) => update({ page, q: filter.q, status: filter.status }),
        };
      }}
    >
      {(list) => (
        <PropertyList
          items={list.items}
          busy={properties.isFetching}
          canDelete={owner}
          onDelete={askDelete}
          followers={followers.data}
        />
      )}
    </AdminListResults>
  );

  return (
    <div className={styles.page}>
      <div className="container">
        <div className={styles.headerRow}>
          <PageIntro
            eyebrow={t('adminProperties:list.eyebrow')}
            title={t('adminProperties:list.title')}
            lead={t('adminProperties:list.lead')}
          />
          <Link to="/admin/properties/new" className={buttonClass({ variant: 'gold' })}>
            {t('adminProperties:list.new')}
          </Link>
        </div>
        <section className={styles.section}>
          <h2 className="visually-hidden">{t('adminProperties:list.heading')}</h2>
          <form className={styles.filters} role="search" onSubmit={(event) => event.preventDefault()}>
            <TextField
              label={t('adminProperties:list.filters.search')}
              name="q"
              type="search"
              placeholder={t('adminProperties:list.filters.searchPlaceholder')}
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
            <SelectField
              label={t('adminProperties:list.filters.status')}
              name="status"
              value={filter.status ?? ''}
              onChange={(event) => update({ status: event.target.value, q: search.trim() })}
            >
              <option value="">{t('adminProperties:list.filters.allStatuses')}</option>
              {PROPERTY_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {t(`adminProperties:statuses.${status}`)}
                </option>
              ))}
            </SelectField>
          </form>
          {data ? (
            <p className={styles.summary} role="status">
              {t('adminProperties:list.found', { total: formatNumber(data.total, language) })}
            </p>
          ) : null}
          {results}
        </section>
      </div>
      <ConfirmDialog
        open={pendingDelete !== null}
        title={t('adminProperties:delete.title')}
        confirmLabel={t('adminProperties:delete.confirm')}
        cancelLabel={t('adminProperties:delete.cancel')}
        closeLabel={t('common:actions.close')}
        busyLabel={t('adminProperties:delete.busy')}
        busy={remove.isPending}
        danger
        error={remove.isError ? t('adminProperties:delete.failed') : null}
        onConfirm={confirmDelete}
        onCancel={() => setPendingDelete(null)}
      >
        <p>
          {pendingDelete
            ? t('adminProperties:delete.body', {
                title: localize(pendingDelete.title),
                reference: pendingDelete.reference,
              })
            : null}
        </p>
      </ConfirmDialog>
    </div>
  );
}
