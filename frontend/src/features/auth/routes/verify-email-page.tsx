import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { Button, buttonClass } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { openAuthModal } from '../../../lib/auth/auth-modal-events';
import { useSession } from '../../../lib/auth/session';
import { useDocumentMeta } from '../../../lib/seo/use-document-meta';
import { useVerifyEmail } from '../api/verify-email';
import { FormAlert } from '../../../components/ui/form-alert';
import { authErrorMessage } from '../utils/auth-errors';
import { readLinkToken } from '../../../lib/link-token';
import styles from './token-page.module.css';
import { MessageCardPage } from '../../../components/ui/message-card-page';

/**
 * /verify-email#token=...: the link of the welcome e-mail (or of an address change). Confirms the address
 * with the API as soon as it opens and says how it went.
 */
export default function VerifyEmailPage() {
  const { t } = useTranslation(['auth', 'common']);
  useDocumentMeta(t('auth:verify.meta.title'), t('auth:verify.meta.description'), { noindex: true });
  const location = useLocation();
  const navigate = useNavigate();
  const session = useSession();
  const [token] = useState(() => readLinkToken(location));
  const { mutate, data, error, isError, isSuccess } = useVerifyEmail();
  const sent = useRef(false);

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    // The token leaves the address bar (and the history) before anything else happens.
    void navigate({ pathname: '/verify-email' }, { replace: true });
    mutate(token);
  }, [token, mutate, navigate]);

  const signedIn = session.status === 'authenticated';
  const nextStep = signedIn ? (
    <Link to="/dashboard" className={buttonClass()}>
      {t('auth:verify.toDashboard')}
    </Link>
  ) : (
    <Button onClick={() => openAuthModal('login')}>{t('auth:verify.toLogin')}</Button>
  );

  let content;
  if (!token) {
    content = (
      <>
        <h1>{t('auth:verify.failedTitle')}</h1>
        <FormAlert tone="error" message={t('auth:verify.missingToken')} />
      </>
    );
  } else if (isSuccess) {
    content = (
      <>
        <h1>{t('auth:verify.doneTitle')}</h1>
        <FormAlert
          tone="success"
          message={t(data.purpose === 'email_change' ? 'auth:verify.changed' : 'auth:verify.done', {
            email: data.email,
          })}
        />
        <div className={styles.actions}>{nextStep}</div>
      </>
    );
  } else if (isError) {
    content = (
      <>
        <h1>{t('auth:verify.failedTitle')}</h1>
        <FormAlert tone="error" message={authErrorMessage(error, 'verify', t)} />
        <div className={styles.actions}>
          {signedIn ? nextStep : null}
          <Link to="/" className={buttonClass({ variant: 'secondary' })}>
            {t('common:actions.backHome')}
          </Link>
        </div>
      </>
    );
  } else {
    content = (
      <>
        <h1>{t('auth:verify.title')}</h1>
        <div className={styles.status} role="status">
          <Skeleton width="1.5rem" height="1.5rem" />
          <p>{t('auth:verify.verifying')}</p>
        </div>
      </>
    );
  }

  return <MessageCardPage>{content}</MessageCardPage>;
}
