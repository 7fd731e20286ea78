import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CardSkeletonGrid } from '../../../components/ui/skeleton';
import { EmptyState } from '../../../components/ui/status-message';
import { QueryError } from './query-error';

export interface CatalogueGridProps<T> {
  status: 'pending' | 'error' | 'success';
  error: unknown;
  items: readonly T[] | undefined;
  onRetry: () => void;
  /** Translated texts of this catalogue. */
  texts: { loading: string; errorTitle: string; emptyTitle: string; emptyMessage?: string };
  skeletonCount?: number;
  /** `index`: the item's place in the list (the first ones are in view when the page opens). */
  renderItem: (item: T, index: number) => ReactNode;
  emptyActions?: ReactNode;
  className?: string;
}

/** A catalogue grid with its three other states: loading skeletons, an error with retry, and empty. */
export function CatalogueGrid<T>({
  status,
  error,
  items,
  onRetry,
  texts,
  skeletonCount = 6,
  renderItem,
  emptyActions,
  className,
}: CatalogueGridProps<T>) {
  const { t } = useTranslation('common');
  if (status === 'pending') return <CardSkeletonGrid count={skeletonCount} label={texts.loading} />;
  if (status === 'error') return <QueryError error={error} title={texts.errorTitle} onRetry={onRetry} />;
  if (!items || items.length === 0) {
    return (
      <EmptyState
        title={texts.emptyTitle}
        message={texts.emptyMessage ?? t('status.empty')}
        actions={emptyActions}
      />
    );
  }
  return (
    <ul className={['grid-cards', className].filter(Boolean).join(' ')} role="list">
      {items.map(renderItem)}
    </ul>
  );
}
