import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CardSkeletonGrid } from '../../../components/ui/skeleton';
import { EmptyState, ErrorState } from '../../../components/ui/status-message';
import { describeApiError } from '../../../lib/api/describe-api-error';

export interface OfferingListViewProps {
  status: 'pending' | 'error' | 'success';
  error: unknown;
  onRetry: () => void;
  /** How many items match the search and filter. */
  count: number;
  texts: { loading: string; failed: string; empty: string; emptyMessage: string };
  children: ReactNode;
}

/** The list's states: loading shapes, an error with retry, nothing found, or the items. */
export function OfferingListView({ status, error, onRetry, count, texts, children }: OfferingListViewProps) {
  const { t } = useTranslation('common');
  if (status === 'pending') return <CardSkeletonGrid count={3} label={texts.loading} />;
  if (status === 'error') {
    const description = describeApiError(error);
    return (
      <ErrorState
        title={texts.failed}
        message={t(description.key)}
        meta={description.requestId ? t('errors.requestId', { id: description.requestId }) : null}
        retryLabel={t('actions.retry')}
        onRetry={onRetry}
      />
    );
  }
  if (count === 0) return <EmptyState title={texts.empty} message={texts.emptyMessage} />;
  return <>{children}</>;
}
