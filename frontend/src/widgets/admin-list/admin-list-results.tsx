import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Pagination, type PaginationProps } from '../../components/ui/pagination';
import { CardSkeletonGrid } from '../../components/ui/skeleton';
import { EmptyState, ErrorState } from '../../components/ui/status-message';
import { describeApiError } from '../../lib/api/describe-api-error';

/** What the results read of the list's query (a TanStack query or infinite query result). */
export interface AdminListQuery<Data> {
  data: Data | undefined;
  error: unknown;
  isPending: boolean;
  isError: boolean;
  refetch: () => Promise<unknown>;
}

/** What the error says: its message and, optionally, small print such as the request id. */
export interface AdminListFailure {
  message: string;
  meta?: string | null;
}

export interface AdminListResultsProps<Data> {
  query: AdminListQuery<Data>;
  /** Whether the page is not ready to ask yet: the loading shapes show meanwhile. */
  waiting?: boolean;
  /** Whether nothing is left to show once the page's own filters apply. */
  isEmpty: (data: Data) => boolean;
  texts: { loading: string; failed: string };
  /** The loading shapes, given the loading text; three card shapes by default. */
  skeleton?: ComponentType<{ label: string }>;
  /** What the error says; by default the API's own message for a refusal, a general explanation otherwise. */
  describeFailure?: (error: unknown) => AdminListFailure;
  empty: { title: string; message: string; actions?: ReactNode };
  /** Said instead of `empty` while filters hide everything, with a button that clears them. */
  noResults?: { title: string; message: string; clearLabel: string; onClear: () => void };
  pagination?: (data: Data) => PaginationProps;
  children: (data: Data) => ReactNode;
}

/**
 * The results of a back-office list page: loading shapes, the error with a retry, the empty list (or nothing
 * matching the filters), or the list followed by its pagination.
 */
export function AdminListResults<Data>({
  query,
  waiting = false,
  isEmpty,
  texts,
  skeleton: LoadingShapes,
  describeFailure,
  empty,
  noResults,
  pagination,
  children,
}: AdminListResultsProps<Data>) {
  const { t } = useTranslation('common');
  const { data } = query;
  if (query.isPending || waiting) {
    return LoadingShapes ? (
      <LoadingShapes label={texts.loading} />
    ) : (
      <CardSkeletonGrid count={3} label={texts.loading} />
    );
  }
  if (query.isError) {
    const description = describeApiError(query.error);
    const failure = describeFailure?.(query.error) ?? {
      message: description.apiMessage ?? t(description.key),
    };
    return (
      <ErrorState
        title={texts.failed}
        message={failure.message}
        meta={failure.meta}
        retryLabel={t('actions.retry')}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (data === undefined) return null;
  if (isEmpty(data)) {
    return noResults ? (
      <EmptyState
        title={noResults.title}
        message={noResults.message}
        actions={
          <Button variant="secondary" onClick={noResults.onClear}>
            {noResults.clearLabel}
          </Button>
        }
      />
    ) : (
      <EmptyState title={empty.title} message={empty.message} actions={empty.actions} />
    );
  }
  return (
    <>
      {children(data)}
      {pagination ? <Pagination {...pagination(data)} /> : null}
    </>
  );
}
