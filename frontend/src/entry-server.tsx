import { dehydrate } from '@tanstack/react-query';
import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router-dom';
import { AppProviders } from './app/providers';
import type { RouteHandle } from './app/route-handle';
import { createRoutes } from './app/routes';
import { serializeSsrState } from './app/ssr-state';
import { isApiError } from './lib/api/api-client';
import { createServerApiClient } from './lib/api/openapi-client';
import { createQueryClient } from './lib/api/query-client';
import { languageBasename, languageOfPath, pathWithinLanguage } from './lib/i18n/language-paths';
import { SOURCE_LANGUAGE, type Language } from './lib/i18n/languages';
import { serverI18n } from './lib/i18n/server-i18n';
import { fontPreloadTags } from './lib/seo/font-preloads';
import { renderHeadHtml } from './lib/seo/page-head';
import { HeadRecord, HeadRecordContext } from './lib/seo/use-document-meta';

/*
 * The server renderer of the public site (built by `vite build --ssr` into dist-server/, loaded by the
 * backend's site module). The same routes and pages as the browser, with their data read in-process
 * through `transport`; the browser then hydrates the page from the state it is handed (ssr-state.ts).
 */

export interface RenderRequest {
  /** The page's address: path and query string. */
  url: string;
  /** The site's public origin (PUBLIC_URL): absolute addresses in the head are made from it. */
  origin: string;
  /** Answers the API's read calls of the page's loaders in-process (the backend's query bus). */
  transport: (request: Request) => Promise<Response>;
  /** Errors of the render itself (the browser renders the parts concerned). */
  onError?: (error: unknown) => void;
  signal?: AbortSignal;
}

export type RenderResult =
  | { kind: 'redirect'; status: number; location: string }
  /** A page the browser renders itself (signed-in and staff pages): the server sends the frame. */
  | { kind: 'browser' }
  | LoadedPage;

/**
 * A page whose data is loaded, not rendered yet: equal `contents` render to equal HTML, so the server can
 * answer a revalidation or reuse a rendering without rendering again.
 */
export interface LoadedPage {
  kind: 'page';
  language: Language;
  /** The JSON the browser hydrates from (the data block's text). */
  state: string;
  /** What the page shows, without the times its data was read: equal contents, equal validators (ETag). */
  contents: string;
  /** The page modules it used (`src/...`, as Vite's manifest names them): their code goes with it. */
  modules: string[];
  render: () => Promise<PageHtml>;
}

export interface PageHtml {
  status: number;
  /** The head's tags of the page: title, description, canonical, alternates, Open Graph, JSON-LD, fonts. */
  head: string;
  /** The content of #root. */
  html: string;
}

/**
 * The translation catalogues the browser loads before it hydrates the page: each namespace the page used, in
 * its language and in Spanish, the fallback i18next loads with it (lib/i18n/i18n.ts).
 */
function catalogueModules(language: Language, namespaces: Set<string>): string[] {
  const languages = language === SOURCE_LANGUAGE ? [language] : [language, SOURCE_LANGUAGE];
  return languages.flatMap((lang) =>
    [...namespaces].map((namespace) => `src/locales/${lang}/${namespace}.json`),
  );
}

/** A read that failed for another reason than the request itself (a 5xx): the page is not rendered. */
function failedRead(context: StaticHandlerContext, queries: ReturnType<typeof dehydrate>): unknown {
  if (context.errors) return Object.values(context.errors)[0];
  return queries.queries
    .map((query) => query.state.error)
    .find((error) => error && !(isApiError(error) && error.status >= 400 && error.status < 500));
}

function pageContents(context: StaticHandlerContext, queries: ReturnType<typeof dehydrate>): string {
  return JSON.stringify([
    context.loaderData,
    queries.queries.map(({ queryHash, state }) => [
      queryHash,
      state.data,
      isApiError(state.error) ? [state.error.status, state.error.code] : null,
    ]),
  ]);
}

export async function render({
  url,
  origin,
  transport,
  onError,
  signal,
}: RenderRequest): Promise<RenderResult> {
  const address = new URL(url, origin);
  const language = languageOfPath(address.pathname);
  const queryClient = createQueryClient({ forServer: true });
  const pageModules = new Set<string>();
  const pageNamespaces = new Set<string>(['common']);
  const handler = createStaticHandler(
    createRoutes({
      queryClient,
      client: createServerApiClient(transport, origin, language),
      pageModules,
      pageNamespaces,
    }),
    { basename: languageBasename(language) },
  );
  const context = await handler.query(new Request(address, { signal }));
  if (context instanceof Response) {
    return { kind: 'redirect', status: context.status, location: context.headers.get('Location') ?? '/' };
  }
  if (
    context.matches.some(({ route }) => (route.handle as RouteHandle | undefined)?.rendering === 'browser')
  ) {
    return { kind: 'browser' };
  }
  const queries = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) => query.state.status !== 'pending',
  });
  const failure = failedRead(context, queries);
  if (failure) throw failure;

  const record = new HeadRecord(origin);
  const router = createStaticRouter(handler.dataRoutes, context);
  const state = serializeSsrState({
    router: { loaderData: context.loaderData, actionData: context.actionData, errors: context.errors },
    queries,
  });
  const render = () =>
    new Promise<PageHtml>((resolve, reject) => {
      const stream = renderToPipeableStream(
        <AppProviders i18n={serverI18n(language)} queryClient={queryClient}>
          <HeadRecordContext.Provider value={record}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </HeadRecordContext.Provider>
        </AppProviders>,
        {
          // The page's data is loaded by now, but a lazy component (an account menu, a modal's code)
          // suspends on its first render: the page is complete once all of it is rendered. React would
          // otherwise stream such parts later with inline scripts, which the content security policy
          // rightly forbids.
          onAllReady() {
            const meta = record.meta;
            const head =
              fontPreloadTags(language) +
              (meta
                ? renderHeadHtml({ ...meta, language, path: pathWithinLanguage(address.pathname), origin })
                : '');
            const status = meta?.status ?? context.statusCode;
            const chunks: Buffer[] = [];
            stream.pipe(
              new Writable({
                write(chunk: Buffer, _encoding, done) {
                  chunks.push(chunk);
                  done();
                },
                final(done) {
                  resolve({ status, head, html: Buffer.concat(chunks).toString('utf8') });
                  done();
                },
              }),
            );
          },
          onShellError: reject,
          onError,
          // Never outline a large part of the page behind a fallback and an inline script that reveals it.
          progressiveChunkSize: Number.POSITIVE_INFINITY,
        },
      );
      signal?.addEventListener('abort', () => stream.abort());
    });
  return {
    kind: 'page',
    language,
    state,
    contents: pageContents(context, queries),
    modules: [...pageModules, ...catalogueModules(language, pageNamespaces)],
    render,
  };
}
