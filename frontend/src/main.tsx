import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router-dom';
import './styles/global.css';
import { App } from './app/app';
import { createRoutes } from './app/routes';
import { hydrateQueries, readSsrState } from './app/ssr-state';
import { queryClient } from './lib/api/query-client';
import { markPageHydrated } from './lib/hydration/page-hydration';
import { i18n, initI18n } from './lib/i18n/i18n';
import { languageBasename, languageOfPath } from './lib/i18n/language-paths';
import { carryStoredLanguageToCookie } from './lib/i18n/languages';

// The forms' Zod would compile its parsers with `new Function`, which the content security policy forbids,
// and its mere probe for it is reported as a violation. Zod reads its global configuration from here when its
// chunk loads with the first form, after this entry; schemas are built as their modules load.
(globalThis as { __zod_globalConfig?: object }).__zod_globalConfig = { jitless: true };

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

/**
 * Downloads the lazy route modules of the address before hydrating: the first render in the browser must
 * be the page the server rendered, not the fallback shown while a page's code loads.
 */
async function loadRouteModules(routes: RouteObject[], basename: string): Promise<void> {
  const matches = matchRoutes(routes, window.location, basename) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (!route.lazy || typeof route.lazy === 'function') return;
      const parts = await Promise.all(
        Object.entries(route.lazy).map(async ([key, load]) => [key, await (load as () => unknown)()]),
      );
      Object.assign(route, Object.fromEntries(parts), { lazy: undefined });
    }),
  );
}

async function start(container: HTMLElement): Promise<void> {
  const language = languageOfPath(window.location.pathname);
  const basename = languageBasename(language);
  const routes = createRoutes({ queryClient });
  const state = readSsrState(document);
  carryStoredLanguageToCookie();
  // The first paint waits for the common texts of the page's language (one small chunk); a page's own
  // texts come with its route module.
  await initI18n(language);
  if (!state) {
    markPageHydrated();
    const router = createBrowserRouter(routes, { basename });
    createRoot(container).render(
      <StrictMode>
        <App router={router} i18n={i18n} queryClient={queryClient} />
      </StrictMode>,
    );
    return;
  }
  hydrateQueries(queryClient, state.queries);
  await loadRouteModules(routes, basename);
  const router = createBrowserRouter(routes, { basename, hydrationData: state.router });
  hydrateRoot(
    container,
    <StrictMode>
      <App router={router} i18n={i18n} queryClient={queryClient} />
    </StrictMode>,
  );
}

void start(container);
