import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { dataOf, signedInApi } from '../../../lib/api/openapi-client';
import type { components } from '../../../lib/api/schema';
import { privateQueryKey } from '../../../lib/auth/session';
import { madridDayEnd, madridDayStart } from './madrid-day';

export type HistoryEvent = components['schemas']['HistoryEventDto'];
export type HistoryModule = components['schemas']['HistoryModule'];

/** The filters the page and the CSV export share. */
export interface HistoryFilters {
  module?: HistoryModule;
  type?: string;
  from?: string;
  to?: string;
  q?: string;
  /** Who did it: an account's id, or SYSTEM_ACTOR for what the product or a visitor did. */
  actor?: string;
}

/** The actor filter's value for what nobody signed in did (the product itself, a visitor). */
export const SYSTEM_ACTOR = 'system';

export const HISTORY_PAGE_SIZE = 50;

/** The filters as the API's query: one type, and the days (Madrid's) as instants, `to` included. */
export function historyQuery({ module, type, from, to, q, actor }: HistoryFilters) {
  return {
    module,
    actorId: actor,
    type: type ? [type] : undefined,
    from: from ? madridDayStart(from) : undefined,
    to: to ? madridDayEnd(to) : undefined,
    q,
  };
}

/** GET /api/admin/events: one keyset page of the event history, newest first (staff). */
export function listEvents(filters: HistoryFilters, before: string | undefined, signal?: AbortSignal) {
  return dataOf(
    signedInApi.GET('/api/admin/events', {
      params: { query: { ...historyQuery(filters), before, limit: HISTORY_PAGE_SIZE } },
      signal,
    }),
  );
}

export function eventsQueryOptions(filters: HistoryFilters) {
  return infiniteQueryOptions({
    queryKey: [...privateQueryKey('admin', 'events'), filters] as const,
    queryFn: ({ pageParam, signal }) => listEvents(filters, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export function useEvents(filters: HistoryFilters) {
  return useInfiniteQuery(eventsQueryOptions(filters));
}

/** The header by which the export says it stopped at its cap: its value is the rows the file holds. */
const EXPORT_CAPPED_HEADER = 'x-export-capped';

/**
 * GET /api/admin/events.csv, saved as history-YYYY-MM-DD.csv (the call carries the session, a link cannot).
 * Answers the rows the file holds when the export stopped at its cap, null when it holds every match.
 */
export async function downloadEventsCsv(filters: HistoryFilters): Promise<{ cappedAt: number | null }> {
  const { data: csv, response } = await signedInApi.GET('/api/admin/events.csv', {
    params: { query: historyQuery(filters) },
    parseAs: 'blob',
  });
  const capped = response.headers.get(EXPORT_CAPPED_HEADER);
  const url = URL.createObjectURL(csv as Blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `history-${new Date().toISOString().slice(0, 10)}.csv`;
  link.click();
  URL.revokeObjectURL(url);
  return { cappedAt: capped ? Number(capped) : null };
}
