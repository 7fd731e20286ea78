import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { ToastProvider } from '../components/ui/toast';
import { i18n } from '../lib/i18n/i18n';

export interface RenderOptions {
  /** The client of the component's queries; a fresh one without retries by default. */
  queryClient?: QueryClient;
  /**
   * Renders `ui` as the page at `path` of a memory data router, for components that link, navigate or
   * block navigation. `routes` adds the other pages it may lead to (e.g. `{ path: '/', element: ... }`).
   */
  router?: { path?: string; initialEntries?: string[]; routes?: RouteObject[] };
}

export type RenderWithProvidersResult = RenderResult & {
  queryClient: QueryClient;
  /** The memory router when `router` was asked for. */
  router: ReturnType<typeof createMemoryRouter> | null;
};

/** A query client for one test: nothing is retried, so a failing request shows its error at once. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
}

function TranslatedToasts({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return <ToastProvider dismissLabel={t('actions.dismiss')}>{children}</ToastProvider>;
}

/** What the SPA gives every screen: i18n (Spanish), TanStack Query and the toasts. */
export function TestProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <TranslatedToasts>{children}</TranslatedToasts>
      </QueryClientProvider>
    </I18nextProvider>
  );
}

/** Renders `ui` inside what the SPA gives every screen (TestProviders). */
export function renderWithProviders(ui: ReactNode, options: RenderOptions = {}): RenderWithProvidersResult {
  const queryClient = options.queryClient ?? createTestQueryClient();
  let router: RenderWithProvidersResult['router'] = null;
  let content = ui;
  if (options.router) {
    const { path = '/', initialEntries = [path], routes = [] } = options.router;
    router = createMemoryRouter([{ path, element: ui }, ...routes], { initialEntries });
    content = <RouterProvider router={router} />;
  }
  const result = render(<TestProviders queryClient={queryClient}>{content}</TestProviders>);
  return { ...result, queryClient, router };
}
