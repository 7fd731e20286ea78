import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { dataOf, signedInApi } from '../../../lib/api/openapi-client';
import type { operations } from '../../../lib/api/schema';
import { privateQueryKey } from '../../../lib/auth/session';

export type PipelineBoardQuery = NonNullable<
  operations['GetPipelineBoardController_get']['parameters']['query']
>;
export type SalesReportQuery = NonNullable<operations['GetSalesReportController_get']['parameters']['query']>;

/** GET /api/admin/pipeline: per stage the count and the latest deals, with the agents and areas. */
export function getPipelineBoard(query: PipelineBoardQuery, signal?: AbortSignal) {
  return dataOf(signedInApi.GET('/api/admin/pipeline', { params: { query }, signal }));
}

export type PipelineBoard = Awaited<ReturnType<typeof getPipelineBoard>>;
export type PipelineColumn = PipelineBoard['columns'][number];
export type PipelineDeal = PipelineColumn['deals'][number];

export function usePipelineBoard(query: PipelineBoardQuery) {
  return useQuery(
    queryOptions({
      queryKey: privateQueryKey('pipeline', 'board', query),
      queryFn: ({ signal }) => getPipelineBoard(query, signal),
      // Another filter keeps the board on screen until its own deals arrive.
      placeholderData: keepPreviousData,
    }),
  );
}

/** GET /api/admin/sales-report (owners): sales and commission per month, the funnel, days on market. */
export function getSalesReport(query: SalesReportQuery, signal?: AbortSignal) {
  return dataOf(signedInApi.GET('/api/admin/sales-report', { params: { query }, signal }));
}

export type SalesReport = Awaited<ReturnType<typeof getSalesReport>>;

export function useSalesReport(query: SalesReportQuery) {
  return useQuery(
    queryOptions({
      queryKey: privateQueryKey('pipeline', 'sales-report', query),
      queryFn: ({ signal }) => getSalesReport(query, signal),
      placeholderData: keepPreviousData,
    }),
  );
}
