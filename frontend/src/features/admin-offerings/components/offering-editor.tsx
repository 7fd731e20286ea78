import { Fragment, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { UseQueryResult } from '@tanstack/react-query';
import { buttonClass } from '../../../components/ui/button';
import { EmptyState, ErrorState } from '../../../components/ui/status-message';
import { useToast } from '../../../components/ui/toast';
import { describeApiError } from '../../../lib/api/describe-api-error';
import { useAllOfferings } from '../api/get-all-offerings';
import type { OfferingItem, OfferingKind } from '../utils/offering-kind';
import { EditorFrame, FormSkeleton } from './editor-frame';

export interface OfferingFormSlot<Item> {
  /** The item as loaded (its version is the one the save expects); absent for a new one. */
  item?: Item;
  onReload?: () => void;
  reloading?: boolean;
}

export interface OfferingEditorProps<K extends OfferingKind> {
  kind: K;
  renderForm: (slot: OfferingFormSlot<OfferingItem<K>>) => ReactNode;
  /** The item's history under its form, composed in by the application. */
  renderHistory?: (id: string, version: number) => ReactNode;
}

/** Every item of the kind: the one edited is found in it. */
type AllOfferings<K extends OfferingKind> = UseQueryResult<{ items: OfferingItem<K>[] }>;

/**
 * /admin/{services,experiences}/new and /edit/:id (admins and owners): the frame, the loading, failure and
 * not-found states, and the version the form edits.
 */
export function OfferingEditor<K extends OfferingKind>({
  kind,
  renderForm,
  renderHistory,
}: OfferingEditorProps<K>) {
  const { t } = useTranslation('adminOfferings');
  const { id } = useParams();
  const items = useAllOfferings(kind);
  return (
    <EditorFrame
      title={id ? t(`${kind}.editTitle`) : t(`${kind}.newTitle`)}
      lead={id ? t(`${kind}.editLead`) : t(`${kind}.newLead`)}
      backTo={`/admin/${kind}`}
      backLabel={t(`${kind}.back`)}
    >
      {id ? (
        <ExistingOffering
          id={id}
          kind={kind}
          items={items}
          renderForm={renderForm}
          renderHistory={renderHistory}
        />
      ) : (
        renderForm({})
      )}
    </EditorFrame>
  );
}

function ExistingOffering<K extends OfferingKind>({
  id,
  kind,
  items,
  renderForm,
  renderHistory,
}: OfferingEditorProps<K> & { id: string; items: AllOfferings<K> }) {
  const { t } = useTranslation(['adminOfferings', 'common']);
  const found = items.data?.items.find((item) => item.id === id);

  if (items.isPending) return <FormSkeleton label={t('adminOfferings:form.loading')} />;
  if (items.isError) {
    return (
      <ErrorState
        title={t(`adminOfferings:${kind}.failed`)}
        message={t(`common:${describeApiError(items.error).key}`)}
        retryLabel={t('common:actions.retry')}
        onRetry={() => void items.refetch()}
      />
    );
  }
  if (!found) {
    return (
      <EmptyState
        title={t(`adminOfferings:${kind}.notFound`)}
        message={t('adminOfferings:form.notFoundMessage')}
        actions={
          <Link to={`/admin/${kind}`} className={buttonClass()}>
            {t(`adminOfferings:${kind}.back`)}
          </Link>
        }
      />
    );
  }
  return (
    <>
      <LoadedOffering initial={found} kind={kind} items={items} renderForm={renderForm} />
      {renderHistory?.(found.id, found.version)}
    </>
  );
}

/**
 * Holds the version the form edits: a background refetch never replaces the form under the editor's
 * hands; only "reload latest version" after a conflict does.
 */
function LoadedOffering<K extends OfferingKind>({
  initial,
  kind,
  items,
  renderForm,
}: OfferingEditorProps<K> & { initial: OfferingItem<K>; items: AllOfferings<K> }) {
  const { t } = useTranslation('adminOfferings');
  const toast = useToast();
  const navigate = useNavigate();
  const [base, setBase] = useState(initial);
  const [reloading, setReloading] = useState(false);

  const reloadLatest = async () => {
    setReloading(true);
    const result = await items.refetch();
    setReloading(false);
    if (result.isError) {
      toast.show(t('conflict.reloadFailed'), 'error');
      return;
    }
    const latest = result.data?.items.find((item) => item.id === base.id);
    if (latest) {
      setBase(latest);
      toast.show(t('conflict.reloaded'), 'info');
    } else {
      toast.show(t(`${kind}.goneMeanwhile`), 'error');
      void navigate(`/admin/${kind}`);
    }
  };

  return (
    <Fragment key={base.version}>
      {renderForm({ item: base, reloading, onReload: () => void reloadLatest() })}
    </Fragment>
  );
}
