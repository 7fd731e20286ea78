import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from './openapi-client';

/**
 * What a route loader fetches with: the query cache the page renders from and the API client that fills it.
 * The browser's are its one query client and `api`; the server renderer's are made for each request, its
 * client answered in-process (entry-server.tsx).
 */
export interface LoaderContext {
  queryClient: QueryClient;
  /** Absent in the browser, whose fetchers use `api` itself (downloaded with the first page that calls it). */
  client?: ApiClient;
  /**
   * The server renderer's record of the page modules a page used (`src/...` paths, as Vite's manifest
   * names them), so that the page links their style sheets and preloads their code.
   */
  pageModules?: Set<string>;
  /** The server renderer's record of the translation namespaces a page used: the browser fetches them with its code. */
  pageNamespaces?: Set<string>;
}
