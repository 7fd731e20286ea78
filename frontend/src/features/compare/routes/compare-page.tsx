import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Button, buttonClass } from '../../../components/ui/button';
import { PageIntro } from '../../../components/ui/page-intro';
import { Skeleton } from '../../../components/ui/skeleton';
import { EmptyState, ErrorState } from '../../../components/ui/status-message';
import { useToast } from '../../../components/ui/toast';
import { describeApiError } from '../../../lib/api/describe-api-error';
import { useComparison } from '../../../widgets/compare/compare-api';
import {
  compareHref,
  idsFromSearch,
  setCompared,
  useComparedIds,
} from '../../../widgets/compare/compare-list';
import { useHydrated } from '../../../lib/hooks/use-hydrated';
import { useLanguage } from '../../../lib/i18n/localize';
import { pageUrl } from '../../../lib/seo/page-head';
import { useDocumentMeta, useSiteOrigin } from '../../../lib/seo/use-document-meta';
import { ComparisonTable } from '../components/comparison-table';
import { DifferencesSwitch } from '../components/differences-switch';
import styles from './compare-page.module.css';

const sameIds = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id, index) => id === b[index]);

/**
 * /compare?ids=a,b,c: the properties the address names, side by side. The address is the comparison, so
 * a shared link shows what was shared. When it is the visitor's own comparison (the tray's), removing a
 * property here removes it there too; a shared one that differs is offered to become theirs, never imposed.
 */
export default function ComparePage() {
  const { t } = useTranslation(['compare', 'common']);
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const toast = useToast();
  const hydrated = useHydrated();
  const origin = useSiteOrigin();
  const language = useLanguage();
  const { ids, dropped } = idsFromSearch(search);
  const tray = useComparedIds();
  const comparison = useComparison(ids);
  const [onlyDifferences, setOnlyDifferences] = useState(false);
  useDocumentMeta(t('meta.title'), t('meta.description'), { noindex: true });

  const isTheVisitors = sameIds(ids, tray);
  const show = (next: readonly string[]) => {
    if (isTheVisitors) setCompared(next);
    void navigate(next.length ? compareHref(next) : '/compare', { replace: true });
  };
  const remove = (...removed: string[]) => show(ids.filter((id) => !removed.includes(id)));
  const copyLink = () => {
    navigator.clipboard.writeText(window.location.href).then(
      () => toast.show(t('actions.copied'), 'success'),
      () => toast.show(t('actions.copyFailed'), 'error'),
    );
  };

  const intro = <PageIntro eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')} />;

  if (ids.length === 0) {
    return (
      <div className={`container ${styles.page}`} data-compare-page>
        {intro}
        <EmptyState
          title={t('empty.title')}
          message={t('empty.message')}
          actions={
            <>
              <Link className={buttonClass()} to="/properties">
                {t('empty.action')}
              </Link>
              {hydrated && tray.length > 0 ? (
                <Link className={buttonClass({ variant: 'secondary' })} to={compareHref(tray)}>
                  {t('empty.resume', { count: tray.length })}
                </Link>
              ) : null}
            </>
          }
        />
      </div>
    );
  }

  const items = comparison.data?.items ?? [];
  const unavailable = comparison.data?.unavailable ?? [];

  return (
    <div className={`container ${styles.page}`} data-compare-page>
      {intro}
      {dropped ? <p className={styles.notice}>{t('dropped')}</p> : null}
      {hydrated && !isTheVisitors ? (
        <div className={styles.notice} role="status">
          <p>{t('shared.message')}</p>
          <Button variant="secondary" size="sm" onClick={() => setCompared(ids)}>
            {t('shared.adopt')}
          </Button>
        </div>
      ) : null}
      {unavailable.length > 0 ? (
        <div className={styles.notice} role="status">
          <p>{t('unavailable.message', { count: unavailable.length })}</p>
          <Button variant="secondary" size="sm" onClick={() => remove(...unavailable)}>
            {t('unavailable.remove')}
          </Button>
        </div>
      ) : null}

      {comparison.isPending ? (
        <div role="status" aria-live="polite">
          <span className="visually-hidden">{t('loading')}</span>
          <Skeleton variant="block" height="24rem" />
        </div>
      ) : comparison.isError && !comparison.data ? (
        <ErrorState
          title={t('error')}
          message={(() => {
            const description = describeApiError(comparison.error);
            return description.apiMessage ?? t(description.key, { ns: 'common' });
          })()}
          retryLabel={t('common:actions.retry')}
          onRetry={() => void comparison.refetch()}
        />
      ) : (
        <>
          <div className={styles.toolbar}>
            <DifferencesSwitch
              checked={onlyDifferences && items.length > 1}
              disabled={items.length < 2}
              onChange={setOnlyDifferences}
            />
            <div className={styles.actions}>
              <Button variant="secondary" size="sm" onClick={copyLink}>
                {t('actions.copyLink')}
              </Button>
              <Button variant="secondary" size="sm" onClick={() => window.print()}>
                {t('actions.print')}
              </Button>
              {ids.length < 4 ? (
                <Link className={buttonClass({ variant: 'ghost', size: 'sm' })} to="/properties">
                  {t('actions.addMore')}
                </Link>
              ) : null}
            </div>
          </div>
          {items.length > 0 ? (
            <ComparisonTable
              properties={items}
              onlyDifferences={onlyDifferences && items.length > 1}
              onRemove={(id) => remove(id)}
            />
          ) : null}
          <ul className={styles.legend}>
            <li>
              <span className={styles.bestSample} aria-hidden="true" />
              {t('legend.best')}
            </li>
            <li>
              <span className={styles.differsSample} aria-hidden="true" />
              {t('legend.differs')}
            </li>
          </ul>
          <p className={styles.printAddress}>
            {t('print.address', { url: pageUrl(origin, language, compareHref(ids)) })}
          </p>
        </>
      )}
    </div>
  );
}
