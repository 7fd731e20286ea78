import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { Button, buttonClass } from '../../../components/ui/button';
import { LinkNotice, LinkPanel } from '../../../components/ui/link-panel';
import { isApiError } from '../../../lib/api/api-client';
import type { AlertSubscription } from '../../../lib/api/types';
import { useHydrated } from '../../../lib/hooks/use-hydrated';
import { readLinkToken } from '../../../lib/link-token';
import { useDocumentMeta } from '../../../lib/seo/use-document-meta';
import { useSubscriptionChange } from '../api/unsubscribe';
import { MessageCardPage } from '../../../components/ui/message-card-page';

/** Why a link did not work, as the page explains it. */
type LinkProblem = 'missing' | 'invalid' | 'expired' | 'searchDeleted' | 'failed';

function problemOf(error: unknown): LinkProblem {
  if (!isApiError(error)) return 'failed';
  if (error.code === 'invalid_unsubscribe_token') return 'invalid';
  if (error.code === 'unsubscribe_link_expired') return 'expired';
  if (error.code === 'saved_search_not_found') return 'searchDeleted';
  return 'failed';
}

/** Where the client manages what the link was about: the panel's searches or its settings. */
const managePath = (subscription: AlertSubscription) =>
  subscription.kind === 'price_drops' ? '/dashboard?tab=settings' : '/dashboard?tab=searches';

/** What the link was about: one search, the daily or weekly summary of the searches, or price drops. */
function subjectOf(subscription: AlertSubscription) {
  if (subscription.kind === 'search') return 'search';
  if (subscription.kind === 'price_drops') return 'priceDrops';
  return subscription.frequency === 'weekly' ? 'digestWeekly' : 'digestDaily';
}

/**
 * /unsubscribe?token=…: the link at the foot of every alert e-mail. Opening it ends those alerts at once (a
 * saved search's, a daily or weekly summary's, or the price drops of the favorites), in the browser only (a
 * server rendering, or a mail program's link check, changes nothing), and offers to undo it.
 */
export default function UnsubscribePage() {
  const { t } = useTranslation(['alerts', 'common']);
  useDocumentMeta(t('alerts:meta.title'), t('alerts:meta.description'), { noindex: true });
  const hydrated = useHydrated();
  const location = useLocation();
  const navigate = useNavigate();
  const [token] = useState(() => readLinkToken(location));
  const unsubscribe = useSubscriptionChange('unsubscribe');
  const resubscribe = useSubscriptionChange('resubscribe');
  const sent = useRef(false);

  const { mutate } = unsubscribe;
  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    // The token leaves the address bar (and the history): the page keeps it for the undo.
    void navigate({ pathname: '/unsubscribe' }, { replace: true });
    mutate(token);
  }, [token, mutate, navigate]);

  const problem: LinkProblem | null = !token
    ? 'missing'
    : unsubscribe.isError
      ? problemOf(unsubscribe.error)
      : null;
  const subscription = resubscribe.data ?? unsubscribe.data;

  if (!hydrated || (token && unsubscribe.isIdle) || unsubscribe.isPending) {
    return <LinkPanel title={t('alerts:unsubscribe.title')} pending={t('alerts:unsubscribe.working')} />;
  }
  if (problem) {
    return (
      <LinkPanel
        title={t(`alerts:problems.${problem}.title`)}
        actions={
          <>
            {problem === 'failed' && token ? (
              <Button onClick={() => mutate(token)}>{t('common:actions.retry')}</Button>
            ) : null}
            <Link to="/dashboard?tab=searches" className={buttonClass({ variant: 'secondary' })}>
              {t('alerts:manage')}
            </Link>
          </>
        }
      >
        <LinkNotice tone="error">{t(`alerts:problems.${problem}.message`)}</LinkNotice>
      </LinkPanel>
    );
  }
  if (!subscription || !token) return <MessageCardPage>{null}</MessageCardPage>;
  const subject = subjectOf(subscription);
  const state = subscription.subscribed ? 'resubscribed' : 'unsubscribed';
  return (
    <LinkPanel
      title={t(`alerts:${state}.title`)}
      actions={
        <>
          {subscription.subscribed ? null : (
            <Button
              variant="secondary"
              disabled={resubscribe.isPending}
              onClick={() => resubscribe.mutate(token)}
            >
              {resubscribe.isPending ? t('alerts:undoing') : t('alerts:undo')}
            </Button>
          )}
          <Link to={managePath(subscription)} className={buttonClass({ variant: 'link' })}>
            {t('alerts:manage')}
          </Link>
        </>
      }
    >
      <LinkNotice tone="success">
        {t(`alerts:${state}.${subject}`, { name: subscription.searchName ?? '' })}
      </LinkNotice>
      {resubscribe.isError ? <LinkNotice tone="error">{t('alerts:undoFailed')}</LinkNotice> : null}
    </LinkPanel>
  );
}
