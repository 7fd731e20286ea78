import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from './providers';
import { routes } from './routes';

/** The SPA: the providers around the data router of the site's routes (created once i18n is ready). */
export function App({ router }: { router: ReturnType<typeof createBrowserRouter> }) {
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}

export function createAppRouter() {
  return createBrowserRouter(routes);
}
