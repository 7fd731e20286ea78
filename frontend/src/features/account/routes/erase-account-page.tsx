import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { Button, buttonClass } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { MessageCardPage } from '../../../components/ui/message-card-page';
import { readLinkToken } from '../../../lib/link-token';
import { useDocumentMeta } from '../../../lib/seo/use-document-meta';
import { useConfirmErasure } from '../api/erase-account';
import { accountErrorMessage } from '../utils/account-errors';
import styles from './erase-account-page.module.css';

/** Codes after which the link itself is of no more use: a new one has to be requested. */
const DEAD_LINK = new Set(['invalid_token', 'expired_token']);

/**
 * /account/erase#token=...: the link of the erasure e-mail. Erasing is never done on opening alone (a mail
 * program may open links to scan them): the person confirms with a button. It is also where Settings sends
 * the person after an erasure with their password, to say goodbye.
 */
export default function EraseAccountPage() {
  const { t } = useTranslation(['account', 'common']);
  useDocumentMeta(t('account:erasePage.meta.title'), t('account:erasePage.meta.description'), {
    noindex: true,
  });
  const location = useLocation();
  const navigate = useNavigate();
  const [token] = useState(() => readLinkToken(location));
  // Settings sends the person here after an erasure with their password.
  const [erasedInSettings] = useState(() => new URLSearchParams(location.search).has('farewell'));
  const confirm = useConfirmErasure();

  // The token leaves the address bar (and the history) at once; the page keeps it in memory.
  useEffect(() => {
    if (token) void navigate({ pathname: '/account/erase' }, { replace: true });
  }, [token, navigate]);

  let content;
  if (erasedInSettings || confirm.isSuccess) {
    content = (
      <>
        <h1>{t('account:erasePage.goodbyeTitle')}</h1>
        <p className={styles.lead}>{t('account:erasePage.goodbye')}</p>
        <div className={styles.actions}>
          <Link to="/" className={buttonClass()}>
            {t('common:actions.backHome')}
          </Link>
        </div>
      </>
    );
  } else if (!token) {
    content = (
      <>
        <h1>{t('account:erasePage.title')}</h1>
        <FormAlert tone="error" message={t('account:erasePage.missingToken')} />
      </>
    );
  } else {
    const deadLink = confirm.isError && DEAD_LINK.has(confirm.error.code);
    content = (
      <>
        <h1>{t('account:erasePage.title')}</h1>
        {deadLink ? (
          <FormAlert tone="error" message={t('account:erasePage.deadLink')} />
        ) : (
          <>
            <p className={styles.lead}>{t('account:erasePage.lead')}</p>
            {confirm.isError ? (
              <FormAlert tone="error" message={accountErrorMessage(confirm.error, t)} />
            ) : null}
            <div className={styles.actions}>
              <Button variant="danger" disabled={confirm.isPending} onClick={() => confirm.mutate(token)}>
                {confirm.isPending ? t('account:erasePage.deleting') : t('account:erasePage.confirm')}
              </Button>
              <Link to="/" className={buttonClass({ variant: 'secondary' })}>
                {t('common:actions.backHome')}
              </Link>
            </div>
          </>
        )}
      </>
    );
  }

  return <MessageCardPage>{content}</MessageCardPage>;
}
