import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import type { HydrationState } from 'react-router-dom';
import { ApiError, isApiError } from '../lib/api/api-client';

/*
 * What a server-rendered page hands over to the browser, so that the browser hydrates the very page the
 * server rendered without asking the API again: the router's state and the query cache. It travels as a
 * JSON data block (`<script type="application/json">`), which the browser never executes: the page needs
 * no inline script, and the content security policy keeps forbidding them.
 */

export const SSR_STATE_ELEMENT_ID = 'ssr-state';

/** An API refusal the page shows (a listing that does not exist or was withdrawn), as plain data. */
interface SerializedApiError {
  apiError: ConstructorParameters<typeof ApiError>[0];
}

export interface SsrState {
  router: HydrationState;
  queries: DehydratedState;
}

/** The state as the JSON text of the data block: `<` escaped so no text can close the element. */
export function serializeSsrState(state: SsrState): string {
  const queries = state.queries.queries.map((query) => {
    const error = query.state.error;
    if (!isApiError(error)) return query;
    const { kind, status, code, message, details, requestId } = error;
    const apiError: SerializedApiError = { apiError: { kind, status, code, message, details, requestId } };
    return { ...query, state: { ...query.state, error: apiError } };
  });
  return JSON.stringify({ ...state, queries: { ...state.queries, queries } }).replace(/</g, '\\u003c');
}

function isSerializedApiError(value: unknown): value is SerializedApiError {
  return typeof value === 'object' && value !== null && 'apiError' in value;
}

/** The page's state, if the server rendered it (null: the browser renders the page itself). */
export function readSsrState(document: Document): SsrState | null {
  const text = document.getElementById(SSR_STATE_ELEMENT_ID)?.textContent;
  return text ? (JSON.parse(text) as SsrState) : null;
}

/**
 * Puts the server's answers into the browser's query cache, refusals as the ApiErrors they were. The data is
 * as fresh as the page: one the server rendered earlier for the same data, or a shared cache kept, would
 * otherwise be fetched again as soon as it hydrates.
 */
export function hydrateQueries(queryClient: QueryClient, queries: DehydratedState): void {
  const now = Date.now();
  for (const query of queries.queries) {
    const error: unknown = query.state.error;
    if (isSerializedApiError(error)) query.state.error = new ApiError(error.apiError);
    if (query.state.dataUpdatedAt) query.state.dataUpdatedAt = now;
  }
  hydrate(queryClient, queries);
}
