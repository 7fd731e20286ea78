import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Skeleton } from '../../../components/ui/skeleton';
import { ErrorState } from '../../../components/ui/status-message';
import { useToast } from '../../../components/ui/toast';
import { describeApiError } from '../../../lib/api/describe-api-error';
import type { SavedSearch, SavedSearchFrequency } from '../../../lib/api/types';
import { formatNumber } from '../../../lib/format/format';
import { useLanguage } from '../../../lib/i18n/localize';
import { useChangeSavedSearch } from '../api/change-saved-search';
import { useDeleteSavedSearch } from '../api/delete-saved-search';
import { useSavedSearches } from '../api/get-saved-searches';
import { useMarkSavedSearchSeen } from '../api/mark-saved-search-seen';
import { searchErrorMessage } from '../utils/search-errors';
import { EmptyTab } from './empty-tabs';
import { RenameSearchDialog } from './rename-search-dialog';
import { SavedSearchCard } from './saved-search-card';
import cards from './card-list.module.css';
import styles from './searches.module.css';

function SearchesSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-live="polite" className={cards.list}>
      <span className="visually-hidden">{label}</span>
      {Array.from({ length: 2 }, (_, index) => (
        <div key={index} className={cards.card} aria-hidden="true">
          <Skeleton variant="title" width="45%" />
          <Skeleton width="70%" />
          <Skeleton variant="block" height="2.75rem" width="60%" />
        </div>
      ))}
    </div>
  );
}

/**
 * The client's saved searches: each with its filters, its matches now and new since they last looked,
 * its alerts (changed in place), its results, a new name, or its end. The account may keep a limited
 * number, which the tab counts.
 */
export function SearchesTab() {
  const { t } = useTranslation(['account', 'catalogue', 'common']);
  const language = useLanguage();
  const toast = useToast();
  const searches = useSavedSearches();
  const change = useChangeSavedSearch();
  const seen = useMarkSavedSearchSeen();
  const remove = useDeleteSavedSearch();
  const [renaming, setRenaming] = useState<SavedSearch | null>(null);
  const [deleting, setDeleting] = useState<SavedSearch | null>(null);

  const changeFrequency = (search: SavedSearch, frequency: SavedSearchFrequency) =>
    change.mutateAsync({ id: search.id, changes: { frequency } }).then(
      () =>
        toast.show(
          t('account:searches.frequencyChanged', {
            name: search.name,
            frequency: t(`catalogue:search.save.frequency.${frequency}.label`),
          }),
          'success',
        ),
      (error: unknown) => toast.show(searchErrorMessage(error, t), 'error'),
    );
  const changeReductionsOnly = (search: SavedSearch, reductionsOnly: boolean) =>
    change.mutateAsync({ id: search.id, changes: { reductionsOnly } }).then(
      () =>
        toast.show(
          t(reductionsOnly ? 'account:searches.reductionsOnlyOn' : 'account:searches.reductionsOnlyOff', {
            name: search.name,
          }),
          'success',
        ),
      (error: unknown) => toast.show(searchErrorMessage(error, t), 'error'),
    );
  // The results open whether or not the API heard they were seen.
  const open = (search: SavedSearch) => seen.mutateAsync(search.id).catch(() => undefined);
  const askDelete = (search: SavedSearch) => {
    remove.reset();
    setDeleting(search);
  };
  const confirmDelete = () => {
    if (!deleting) return;
    const { id, name } = deleting;
    remove.mutate(id, {
      onSuccess: () => {
        setDeleting(null);
        toast.show(t('account:searches.deleted', { name }), 'success');
      },
    });
  };

  if (searches.isPending) return <SearchesSkeleton label={t('account:searches.loading')} />;
  if (searches.isError) {
    const failure = describeApiError(searches.error);
    return (
      <ErrorState
        title={t('account:searches.error')}
        message={failure.apiMessage ?? t(`common:${failure.key}`)}
        retryLabel={t('common:actions.retry')}
        onRetry={() => void searches.refetch()}
      />
    );
  }
  const { items, limit } = searches.data;
  if (items.length === 0) return <EmptyTab name="searches" to="/properties" />;

  return (
    <div className={cards.tab}>
      {/* The tab names the list; its heading keeps the searches' names (h3) in order for screen readers. */}
      <h2 id="searches-heading" className="visually-hidden">
        {t('account:searches.listLabel')}
      </h2>
      <div className={styles.summary}>
        <p>
          {t('account:searches.count', {
            used: formatNumber(items.length, language),
            limit: formatNumber(limit, language),
          })}
        </p>
        {items.length >= limit ? (
          <p className={styles.limit} role="status">
            {t('account:searches.limitReached')}
          </p>
        ) : null}
      </div>
      <ul className={cards.list} role="list" aria-labelledby="searches-heading">
        {items.map((search) => (
          <SavedSearchCard
            key={search.id}
            search={search}
            onFrequencyChange={(target, frequency) => void changeFrequency(target, frequency)}
            onReductionsOnlyChange={(target, reductionsOnly) =>
              void changeReductionsOnly(target, reductionsOnly)
            }
            onOpen={open}
            onRename={setRenaming}
            onDelete={askDelete}
          />
        ))}
      </ul>
      {renaming ? <RenameSearchDialog search={renaming} onClose={() => setRenaming(null)} /> : null}
      <ConfirmDialog
        open={deleting !== null}
        title={t('account:searches.deleteTitle')}
        confirmLabel={t('account:searches.deleteConfirm')}
        cancelLabel={t('account:searches.cancel')}
        closeLabel={t('common:actions.close')}
        busyLabel={t('account:searches.deleting')}
        busy={remove.isPending}
        danger
        error={remove.isError ? searchErrorMessage(remove.error, t) : null}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      >
        <p>{deleting ? t('account:searches.deleteBody', { name: deleting.name }) : null}</p>
      </ConfirmDialog>
    </div>
  );
}
