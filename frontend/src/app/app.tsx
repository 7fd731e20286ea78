import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from './providers';
import { RouteErrorBoundary } from './layouts/route-error';
import { AppRoutes } from './router';

export function App() {
  return (
    <AppProviders>
      <BrowserRouter>
        <RouteErrorBoundary resetKey="app" fullPage>
          <AppRoutes />
        </RouteErrorBoundary>
      </BrowserRouter>
    </AppProviders>
  );
}
