import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useRouteError } from 'react-router-dom';
import { buttonClass } from '../../components/ui/button';
import { ErrorState } from '../../components/ui/status-message';

function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|Loading chunk|error loading dynamically/i.test(
      error.message,
    )
  );
}

/**
 * Shown when a screen fails to render or its code cannot be downloaded (e.g. a new version was deployed
 * while the page was open). Offers a reload, which fetches the current files.
 */
export function RouteErrorView({ error }: { error: unknown }) {
  const { t } = useTranslation();
  return (
    <div className="container section">
      <ErrorState
        headingLevel="h1"
        title={t('errors.page.title')}
        message={isChunkLoadError(error) ? t('errors.page.chunk') : t('errors.page.message')}
        retryLabel={t('actions.reload')}
        onRetry={() => window.location.reload()}
        actions={
          <Link to="/" reloadDocument className={buttonClass({ variant: 'secondary' })}>
            {t('actions.backHome')}
          </Link>
        }
      />
    </div>
  );
}

function useReportedRouteError(): unknown {
  const error = useRouteError();
  useEffect(() => {
    // Kept visible in the browser console for support; the visitor sees the translated message.
    // eslint-disable-next-line no-console
    console.error(error);
  }, [error]);
  return error;
}

/** A page failed: the header and footer stay on screen, the page's place says what happened. */
export function PageError() {
  return <RouteErrorView error={useReportedRouteError()} />;
}

/** The layout itself failed: the error view provides the <main> landmark itself. */
export function SiteError() {
  return (
    <main id="main-content">
      <RouteErrorView error={useReportedRouteError()} />
    </main>
  );
}
