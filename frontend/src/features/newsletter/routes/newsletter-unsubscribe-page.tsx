import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { Button, buttonClass } from '../../../components/ui/button';
import { LinkNotice, LinkPanel } from '../../../components/ui/link-panel';
import { isApiError } from '../../../lib/api/api-client';
import { useHydrated } from '../../../lib/hooks/use-hydrated';
import { readLinkToken } from '../../../lib/link-token';
import { useDocumentMeta } from '../../../lib/seo/use-document-meta';
import { useLinkChange, useLinkSubscription } from '../api/newsletter-link';

type LinkProblem = 'missing' | 'invalid' | 'expired' | 'failed';

function problemOf(error: unknown): LinkProblem {
  if (!isApiError(error)) return 'failed';
  if (error.code === 'newsletter_link_invalid' || error.code === 'user_not_found') return 'invalid';
  if (error.code === 'newsletter_link_expired') return 'expired';
  return 'failed';
}

/**
 * /newsletter/unsubscribe?token=…: the link at the foot of the monthly letter, in the reader's language. It
 * says whether the letter comes and offers to stop it (or to have it again) with one click; opening the page
 * changes nothing. Mail programs unsubscribe without it, by POSTing to the API (RFC 8058).
 */
export default function NewsletterUnsubscribePage() {
  const { t } = useTranslation(['newsletter', 'common']);
  useDocumentMeta(t('newsletter:link.meta.title'), t('newsletter:link.meta.description'), { noindex: true });
  const hydrated = useHydrated();
  const location = useLocation();
  const navigate = useNavigate();
  const [token] = useState(() => readLinkToken(location));
  const state = useLinkSubscription(token, hydrated);
  const change = useLinkChange();

  useEffect(() => {
    // The token leaves the address bar (and the history): the page keeps it for its buttons.
    if (token && location.search) void navigate({ pathname: location.pathname }, { replace: true });
  }, [token, location.search, location.pathname, navigate]);

  const subscription = change.data ?? state.data;
  const problem: LinkProblem | null = !token ? 'missing' : state.isError ? problemOf(state.error) : null;

  const manage = (variant: 'secondary' | 'link') => (
    <Link to="/dashboard?tab=profile" className={buttonClass({ variant })}>
      {t('newsletter:link.manage')}
    </Link>
  );
  if (problem) {
    return (
      <LinkPanel title={t(`newsletter:link.problems.${problem}.title`)} actions={manage('secondary')}>
        <LinkNotice tone="error">{t(`newsletter:link.problems.${problem}.message`)}</LinkNotice>
      </LinkPanel>
    );
  }
  if (!hydrated || !subscription || !token) {
    return <LinkPanel title={t('newsletter:link.title')} pending={t('newsletter:link.loading')} />;
  }
  const changed = change.data !== undefined;
  const key = subscription.subscribed ? 'subscribed' : 'unsubscribed';
  return (
    <LinkPanel
      title={t(changed ? `newsletter:link.${key}.doneTitle` : 'newsletter:link.title')}
      actions={
        <>
          <Button
            variant={subscription.subscribed ? 'primary' : 'secondary'}
            disabled={change.isPending}
            onClick={() => change.mutate({ token, subscribe: !subscription.subscribed })}
          >
            {change.isPending
              ? t('newsletter:link.working')
              : t(subscription.subscribed ? 'newsletter:link.unsubscribe' : 'newsletter:link.resubscribe')}
          </Button>
          {manage('link')}
        </>
      }
    >
      {changed ? (
        <LinkNotice tone="success">{t(`newsletter:link.${key}.done`)}</LinkNotice>
      ) : (
        <p>{t(`newsletter:link.${key}.now`)}</p>
      )}
      {change.isError ? <LinkNotice tone="error">{t('newsletter:link.failed')}</LinkNotice> : null}
    </LinkPanel>
  );
}
