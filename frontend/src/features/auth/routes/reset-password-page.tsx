import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import type * as z from 'zod';
import { Button, buttonClass } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/form-field';
import { openAuthModal } from '../../../lib/auth/auth-modal-events';
import { zResetPasswordRequestDto } from '../../../lib/api/zod.gen';
import { PASSWORD_MIN_LENGTH, confirmedPassword } from '../../../lib/forms/rules';
import { useContractForm } from '../../../lib/forms/use-contract-form';
import { useDocumentMeta } from '../../../lib/seo/use-document-meta';
import { useCompletePasswordReset } from '../api/complete-password-reset';
import { FormAlert } from '../../../components/ui/form-alert';
import { authErrorMessage } from '../utils/auth-errors';
import { readLinkToken } from '../../../lib/link-token';
import styles from './token-page.module.css';
import { MessageCardPage } from '../../../components/ui/message-card-page';

/** The rules of `POST /api/auth/reset-password` on the two passwords (the token comes from the link). */
const newPasswordSchema = confirmedPassword(
  zResetPasswordRequestDto.pick({ password: true, confirmPassword: true }),
  'password',
  'confirmPassword',
);

/** Codes after which the link itself is of no more use: a new one has to be requested. */
const DEAD_LINK = new Set(['invalid_token', 'expired_token']);

/**
 * /reset-password#token=...: the link of the password recovery e-mail. A new password (twice); the API
 * then ends every session of the account, so the person signs in again with it.
 */
export default function ResetPasswordPage() {
  const { t } = useTranslation(['auth', 'common']);
  useDocumentMeta(t('auth:newPassword.meta.title'), t('auth:newPassword.meta.description'), {
    noindex: true,
  });
  const location = useLocation();
  const navigate = useNavigate();
  const [token] = useState(() => readLinkToken(location));
  const reset = useCompletePasswordReset();
  const form = useContractForm(newPasswordSchema, { defaultValues: { password: '', confirmPassword: '' } });

  // The token leaves the address bar (and the history) at once; the page keeps it in memory.
  useEffect(() => {
    if (token) void navigate({ pathname: '/reset-password' }, { replace: true });
  }, [token, navigate]);

  const send = (passwords: z.output<typeof newPasswordSchema>) => {
    if (token) reset.mutate({ token, ...passwords }, { onError: (error) => form.showServerErrors(error) });
  };

  const requestNewLink = (
    <Button variant="secondary" onClick={() => openAuthModal('reset')}>
      {t('auth:newPassword.requestNew')}
    </Button>
  );

  let content;
  if (!token) {
    content = (
      <>
        <h1>{t('auth:newPassword.title')}</h1>
        <FormAlert tone="error" message={t('auth:newPassword.missingToken')} />
        <div className={styles.actions}>{requestNewLink}</div>
      </>
    );
  } else if (reset.isSuccess) {
    content = (
      <>
        <h1>{t('auth:newPassword.doneTitle')}</h1>
        <FormAlert tone="success" message={t('auth:newPassword.done')} />
        <div className={styles.actions}>
          <Button onClick={() => openAuthModal('login')}>{t('auth:newPassword.toLogin')}</Button>
          <Link to="/" className={buttonClass({ variant: 'secondary' })}>
            {t('common:actions.backHome')}
          </Link>
        </div>
      </>
    );
  } else {
    const deadLink = reset.isError && DEAD_LINK.has(reset.error.code);
    content = (
      <>
        <h1>{t('auth:newPassword.title')}</h1>
        <p className={styles.lead}>{t('auth:newPassword.lead', { min: PASSWORD_MIN_LENGTH })}</p>
        {reset.isError ? (
          <FormAlert tone="error" message={authErrorMessage(reset.error, 'newPassword', t)} />
        ) : null}
        {deadLink ? (
          <div className={styles.actions}>{requestNewLink}</div>
        ) : (
          <form
            className={styles.form}
            noValidate
            onSubmit={(event) => void form.handleSubmit(send)(event)}
            aria-label={t('auth:newPassword.formLabel')}
          >
            <TextField
              label={t('auth:fields.newPassword')}
              type="password"
              autoComplete="new-password"
              required
              hint={t('auth:register.passwordHint', { min: PASSWORD_MIN_LENGTH })}
              {...form.field('password')}
            />
            <TextField
              label={t('auth:fields.confirmNewPassword')}
              type="password"
              autoComplete="new-password"
              required
              {...form.field('confirmPassword')}
            />
            <Button type="submit" size="lg" block disabled={reset.isPending}>
              {reset.isPending ? t('auth:newPassword.submitting') : t('auth:newPassword.submit')}
            </Button>
          </form>
        )}
      </>
    );
  }

  return <MessageCardPage>{content}</MessageCardPage>;
}
