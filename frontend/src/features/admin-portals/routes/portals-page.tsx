import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { PageIntro } from '../../../components/ui/page-intro';
import { Skeleton } from '../../../components/ui/skeleton';
import { ErrorState } from '../../../components/ui/status-message';
import { useToast } from '../../../components/ui/toast';
import { describeApiError } from '../../../lib/api/describe-api-error';
import { useLanguage } from '../../../lib/i18n/localize';
import { useDocumentMeta } from '../../../lib/seo/use-document-meta';
import { usePortalsOverview, useRotateFeedToken, type Portal, type PortalsOverview } from '../api/portals';
import styles from '../components/portals.module.css';

function FeedCard({ feed, onRotate }: { feed: PortalsOverview['feeds'][number]; onRotate: () => void }) {
  const { t } = useTranslation('adminPortals');
  const toast = useToast();
  const inputId = useId();
  const name = t(`portals.${feed.portal}`);
  return (
    <li className={styles.feed} data-portal={feed.portal}>
      <h3 className={styles.feedName}>{name}</h3>
      <p className={styles.count}>
        {t('page.exported', { count: feed.exported })} · {t('page.chosen', { count: feed.chosen })}
      </p>
      <label htmlFor={inputId} className="visually-hidden">
        {t('page.address', { portal: name })}
      </label>
      <input
        id={inputId}
        className={styles.url}
        readOnly
        value={feed.url}
        onFocus={(event) => event.currentTarget.select()}
      />
      <div className={styles.actions}>
        <Button
          size="sm"
          variant="secondary"
          onClick={() =>
            navigator.clipboard.writeText(feed.url).then(
              () => toast.show(t('page.copied'), 'success'),
              () => toast.show(t('page.copyFailed'), 'error'),
            )
          }
        >
          {t('page.copy')}
        </Button>
        <Button size="sm" variant="secondary" aria-haspopup="dialog" onClick={onRotate}>
          {t('page.rotate')}
        </Button>
      </div>
    </li>
  );
}

/**
 * /owner/portals (owners): each portal's feed address to give to the portal, how many listings it holds, a
 * new address on request (the old one stops working), and the chosen listings no portal can take, with the
 * reason and a link to complete them in the editor.
 */
export default function PortalsPage() {
  const { t } = useTranslation(['adminPortals', 'common']);
  useDocumentMeta(t('adminPortals:page.title'), t('adminPortals:page.lead'));
  const language = useLanguage();
  const toast = useToast();
  const overview = usePortalsOverview();
  const rotate = useRotateFeedToken();
  const [confirming, setConfirming] = useState<Portal | null>(null);
  const feedsId = useId();
  const excludedId = useId();
  const rotateFailure = rotate.error ? describeApiError(rotate.error) : null;

  let body;
  if (overview.isPending) {
    body = (
      <div role="status">
        <span className="visually-hidden">{t('adminPortals:page.loading')}</span>
        <Skeleton variant="block" height="12rem" />
      </div>
    );
  } else if (overview.isError) {
    const failure = describeApiError(overview.error);
    body = (
      <ErrorState
        headingLevel="h2"
        title={t('adminPortals:page.failed')}
        message={failure.apiMessage ?? t(`common:${failure.key}`)}
        retryLabel={t('common:actions.retry')}
        onRetry={() => void overview.refetch()}
      />
    );
  } else {
    const { feeds, excluded } = overview.data;
    body = (
      <>
        <section className={styles.section} aria-labelledby={feedsId}>
          <h2 id={feedsId}>{t('adminPortals:page.feeds')}</h2>
          <ul className={styles.feeds}>
            {feeds.map((feed) => (
              <FeedCard
                key={feed.portal}
                feed={feed}
                onRotate={() => {
                  rotate.reset();
                  setConfirming(feed.portal);
                }}
              />
            ))}
          </ul>
        </section>
        <section className={styles.section} aria-labelledby={excludedId}>
          <h2 id={excludedId}>{t('adminPortals:page.excluded')}</h2>
          {excluded.length === 0 ? (
            <p className={styles.note}>{t('adminPortals:page.excludedNone')}</p>
          ) : (
            <>
              <p className={styles.note}>{t('adminPortals:page.excludedLead')}</p>
              <ul className={styles.excluded}>
                {excluded.map((listing) => (
                  <li key={listing.propertyId} className={styles.listing} data-excluded={listing.propertyId}>
                    <div className={styles.listingHead}>
                      <h3>
                        {listing.reference} · {listing.title[language] ?? listing.title.es}
                      </h3>
                      <Link
                        to={`/admin/properties/edit/${listing.propertyId}`}
                        aria-label={t('adminPortals:page.fixLabel', { reference: listing.reference })}
                      >
                        {t('adminPortals:page.fix')}
                      </Link>
                    </div>
                    <dl>
                      <div>
                        <dt>{t('adminPortals:page.reasonsHeading')}</dt>
                        <dd>
                          {listing.reasons
                            .map((reason) => t(`adminPortals:page.reasons.${reason}`))
                            .join(' · ')}
                        </dd>
                      </div>
                      <div>
                        <dt>{t('adminPortals:page.portalsHeading')}</dt>
                        <dd>
                          {listing.portals.map((portal) => t(`adminPortals:portals.${portal}`)).join(', ')}
                        </dd>
                      </div>
                    </dl>
                  </li>
                ))}
              </ul>
            </>
          )}
        </section>
      </>
    );
  }

  const portalName = confirming ? t(`adminPortals:portals.${confirming}`) : '';
  return (
    <div className={styles.page}>
      <div className="container">
        <PageIntro
          eyebrow={t('adminPortals:page.eyebrow')}
          title={t('adminPortals:page.title')}
          lead={t('adminPortals:page.lead')}
        />
        {body}
      </div>
      <ConfirmDialog
        open={confirming !== null}
        title={t('adminPortals:page.rotateTitle', { portal: portalName })}
        confirmLabel={t('adminPortals:page.rotate')}
        cancelLabel={t('adminPortals:page.cancel')}
        closeLabel={t('common:actions.close')}
        busy={rotate.isPending}
        danger
        error={rotateFailure ? (rotateFailure.apiMessage ?? t(`common:${rotateFailure.key}`)) : null}
        onCancel={() => setConfirming(null)}
        onConfirm={() =>
          confirming &&
          rotate.mutate(confirming, {
            onSuccess: () => {
              setConfirming(null);
              toast.show(t('adminPortals:page.rotated', { portal: portalName }), 'success');
            },
          })
        }
      >
        <p>{t('adminPortals:page.rotateText', { portal: portalName })}</p>
      </ConfirmDialog>
    </div>
  );
}
