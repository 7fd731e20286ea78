import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button, buttonClass } from '../../../components/ui/button';
import { ArrowRightIcon, CheckIcon, SparkleIcon } from '../../../components/ui/icons';
import { PageIntro } from '../../../components/ui/page-intro';
import { CardSkeletonGrid } from '../../../components/ui/skeleton';
import { EmptyState, ErrorState } from '../../../components/ui/status-message';
import { describeApiError } from '../../../lib/api/describe-api-error';
import { openAuthModal } from '../../../lib/auth/auth-modal-events';
import { useSession } from '../../../lib/auth/session';
import { useDocumentMeta } from '../../../lib/seo/use-document-meta';
import type { TeaserItem } from '../types/teaser';
import { TeaserCard } from './teaser-card';
import styles from './preview-layout.module.css';

export type PreviewKind = 'properties' | 'services' | 'experiences';

/** The full catalogue a preview stands for. */
const CATALOGUE_PATH: Record<PreviewKind, string> = {
  properties: '/properties',
  services: '/services',
  experiences: '/experiences',
};

export interface PreviewLayoutProps {
  kind: PreviewKind;
  query: UseQueryResult<TeaserItem[]>;
}

/**
 * A preview page: the preview label, the claim, the register prompt and four locked teasers. A signed-in
 * client is not asked to register: the prompt leads to the full catalogue and the teasers open.
 */
export function PreviewLayout({ kind, query }: PreviewLayoutProps) {
  const { t } = useTranslation(['previews', 'common']);
  const member = useSession().status === 'authenticated';
  useDocumentMeta(t(`previews:${kind}.meta.title`), t(`previews:${kind}.meta.description`));
  const promptId = useId();
  const gridId = useId();
  const error = query.isError ? describeApiError(query.error) : null;

  return (
    <>
      <div className={`container ${styles.intro}`}>
        <PageIntro
          eyebrow={t('previews:label')}
          title={t(`previews:${kind}.title`)}
          lead={t(`previews:${kind}.lead`)}
        >
          <ul className={styles.claims}>
            <li>
              <SparkleIcon size={16} />
              {t(`previews:${kind}.claim`)}
            </li>
          </ul>
        </PageIntro>
      </div>

      <div className="container">
        {member ? (
          <section className={styles.prompt} aria-labelledby={promptId}>
            <div className={styles.promptText}>
              <span className={`eyebrow ${styles.promptEyebrow}`}>{t('previews:member.eyebrow')}</span>
              <h2 id={promptId}>{t('previews:member.title')}</h2>
              <p>{t(`previews:${kind}.memberText`)}</p>
            </div>
            <div className={styles.promptActions}>
              <Link to={CATALOGUE_PATH[kind]} className={buttonClass({ variant: 'gold', size: 'lg' })}>
                {t(`previews:${kind}.memberAction`)}
                <ArrowRightIcon size={18} />
              </Link>
            </div>
          </section>
        ) : (
          <section className={styles.prompt} aria-labelledby={promptId}>
            <div className={styles.promptText}>
              <span className={`eyebrow ${styles.promptEyebrow}`}>{t('previews:prompt.eyebrow')}</span>
              <h2 id={promptId}>{t('previews:prompt.title')}</h2>
              <p>{t(`previews:${kind}.promptText`)}</p>
              <ul className={styles.benefits}>
                {(['catalogue', 'requests', 'alerts'] as const).map((benefit) => (
                  <li key={benefit}>
                    <CheckIcon size={16} />
                    <span>{t(`previews:prompt.benefits.${benefit}`)}</span>
                  </li>
                ))}
              </ul>
            </div>
            <div className={styles.promptActions}>
              <Button variant="gold" size="lg" onClick={() => openAuthModal('register')}>
                {t('previews:prompt.action')}
              </Button>
              <p className={styles.promptNote}>
                {t('previews:prompt.haveAccount')}{' '}
                <button type="button" className={styles.loginLink} onClick={() => openAuthModal('login')}>
                  {t('previews:prompt.login')}
                </button>
              </p>
            </div>
          </section>
        )}

        <section aria-labelledby={gridId}>
          <h2 id={gridId} className="visually-hidden">
            {t(`previews:${kind}.gridHeading`)}
          </h2>
          {query.isPending ? <CardSkeletonGrid count={4} label={t('previews:loading')} /> : null}
          {error ? (
            <ErrorState
              title={t(`previews:${kind}.error`)}
              message={error.apiMessage ?? t(`common:${error.key}`)}
              meta={error.requestId ? t('common:errors.requestId', { id: error.requestId }) : null}
              retryLabel={t('common:actions.retry')}
              onRetry={() => void query.refetch()}
            />
          ) : null}
          {query.isSuccess && query.data.length === 0 ? (
            <EmptyState title={t(`previews:${kind}.empty`)} />
          ) : null}
          {query.isSuccess && query.data.length > 0 ? (
            <ul className={`grid-cards ${styles.grid}`} role="list">
              {query.data.map((item) => (
                <TeaserCard key={item.id} item={item} member={member} />
              ))}
            </ul>
          ) : null}
        </section>
      </div>
    </>
  );
}
