import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { useMarkPageHydrated } from '../lib/hydration/page-hydration';
import { AppProviders } from './providers';

/** The site in the browser: the providers around the data router of its routes. */
export function App({
  router,
  i18n,
  queryClient,
}: {
  router: ReturnType<typeof createBrowserRouter>;
  i18n: I18n;
  queryClient: QueryClient;
}) {
  useMarkPageHydrated();
  return (
    <AppProviders i18n={i18n} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
