import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
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
          <a href="/" className={buttonClass({ variant: 'secondary' })}>
            {t('actions.backHome')}
          </a>
        }
      />
    </div>
  );
}

interface RouteErrorBoundaryProps {
  /** Changes when the page changes, which clears a previous error. */
  resetKey: string;
  /** Around the whole layout: the error view then provides the <main> landmark itself. */
  fullPage?: boolean;
  children: ReactNode;
}

interface RouteErrorBoundaryState {
  error: unknown;
  resetKey: string;
}

/** Keeps the header and footer on screen when a page fails, and shows what happened instead. */
export class RouteErrorBoundary extends Component<RouteErrorBoundaryProps, RouteErrorBoundaryState> {
  override state: RouteErrorBoundaryState = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<RouteErrorBoundaryState> {
    return { error: error ?? new Error('Unknown error') };
  }

  static getDerivedStateFromProps(props: RouteErrorBoundaryProps, state: RouteErrorBoundaryState) {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    // Kept visible in the browser console for support; the visitor sees the translated message.
    // eslint-disable-next-line no-console
    console.error(error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    const view = <RouteErrorView error={this.state.error} />;
    return this.props.fullPage ? <main id="main-content">{view}</main> : view;
  }
}
