import { Fragment, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { UseQueryResult } from '@tanstack/react-query';
import { buttonClass } from '../../../components/ui/button';
import { EmptyState, ErrorState } from '../../../components/ui/status-message';
import { useToast } from '../../../components/ui/toast';
import { describeApiError } from '../../../lib/api/describe-api-error';
import { EditorFrame, FormSkeleton } from './editor-frame';

interface Offering {
  id: string;
  version: number;
}

export interface OfferingFormSlot<Item> {
  /** The item as loaded (its version is the one the save expects); absent for a new one. */
  item?: Item;
  onReload?: () => void;
  reloading?: boolean;
}

export interface OfferingEditorProps<Item extends Offering> {
  kind: 'services' | 'experiences';
  /** Every item of this kind: the one edited is found in it. */
  items: UseQueryResult<{ items: Item[] }>;
  renderForm: (slot: OfferingFormSlot<Item>) => ReactNode;
}

/**
 * /admin/{services,experiences}/new and /edit/:id (admins and owners): the frame, the loading, failure and
 * not-found states, and the version the form edits.
 */
export function OfferingEditor<Item extends Offering>({
  kind,
  items,
  renderForm,
}: OfferingEditorProps<Item>) {
  const { t } = useTranslation('adminOfferings');
  const { id } = useParams();
  return (
    <EditorFrame
      title={id ? t(`${kind}.editTitle`) : t(`${kind}.newTitle`)}
      lead={id ? t(`${kind}.editLead`) : t(`${kind}.newLead`)}
      backTo={`/admin/${kind}`}
      backLabel={t(`${kind}.back`)}
    >
      {id ? <ExistingOffering id={id} kind={kind} items={items} renderForm={renderForm} /> : renderForm({})}
    </EditorFrame>
  );
}

function ExistingOffering<Item extends Offering>({
  id,
  kind,
  items,
  renderForm,
}: OfferingEditorProps<Item> & { id: string }) {
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
  return <LoadedOffering initial={found} kind={kind} items={items} renderForm={renderForm} />;
}

/**
 * Holds the version the form edits: a background refetch never replaces the form under the editor's
 * hands; only "reload latest version" after a conflict does.
 */
function LoadedOffering<Item extends Offering>({
  initial,
  kind,
  items,
  renderForm,
}: OfferingEditorProps<Item> & { initial: Item }) {
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
