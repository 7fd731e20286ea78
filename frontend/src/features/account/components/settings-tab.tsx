import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { TextField } from '../../../components/ui/form-field';
import { useToast } from '../../../components/ui/toast';
import type { SessionUser } from '../../../lib/auth/session';
import { apiFieldError } from '../../../lib/validation/api-field-error';
import {
  PASSWORD_MIN_LENGTH,
  checkConfirmation,
  checkEmail,
  checkNewPassword,
  checkRequired,
} from '../../../lib/validation/validators';
import type { ValidationCode } from '../../../lib/validation/validators';
import { useChangeEmail } from '../api/change-email';
import { useChangePassword } from '../api/change-password';
import { useLogoutEverywhere } from '../api/logout-everywhere';
import { accountErrorMessage } from '../utils/account-errors';
import { FormMessage } from './form-message';
import styles from './account.module.css';

/** Lets password managers tie the form to the account. */
function UsernameHint({ email }: { email: string }) {
  return <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />;
}

type PasswordErrors = Record<'currentPassword' | 'newPassword' | 'confirmPassword', ValidationCode | null>;

function PasswordForm({ email }: { email: string }) {
  const { t } = useTranslation(['account', 'common']);
  const toast = useToast();
  const change = useChangePassword();
  const [values, setValues] = useState({ currentPassword: '', newPassword: '', confirmPassword: '' });
  const [submitted, setSubmitted] = useState(false);

  const validate = (): PasswordErrors => ({
    currentPassword: checkRequired(values.currentPassword),
    newPassword: checkNewPassword(values.newPassword),
    confirmPassword: checkConfirmation(values.newPassword, values.confirmPassword),
  });
  const errors: Partial<PasswordErrors> = submitted ? validate() : {};
  const message = (field: keyof PasswordErrors) => {
    const code = errors[field];
    if (code) return t(`common:validation.${code}`, { min: PASSWORD_MIN_LENGTH });
    return apiFieldError(change.error, field, t);
  };
  const set = (field: keyof typeof values, value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const found = validate();
    const firstInvalid = (Object.keys(found) as (keyof PasswordErrors)[]).find((field) => found[field]);
    if (firstInvalid) {
      event.currentTarget.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus();
      return;
    }
    change.mutate(values, {
      onSuccess: () => {
        setValues({ currentPassword: '', newPassword: '', confirmPassword: '' });
        setSubmitted(false);
        toast.show(t('account:settings.password.done'), 'success');
      },
    });
  };

  return (
    <section className={styles.block} aria-labelledby="settings-password">
      <h2 id="settings-password">{t('account:settings.password.title')}</h2>
      <p className={styles.lead}>{t('account:settings.password.lead')}</p>
      <form className={styles.form} noValidate onSubmit={handleSubmit} aria-labelledby="settings-password">
        <UsernameHint email={email} />
        {change.isError ? <FormMessage tone="error" message={accountErrorMessage(change.error, t)} /> : null}
        {change.isSuccess ? (
          <FormMessage tone="success" message={t('account:settings.password.doneDetail')} />
        ) : null}
        <TextField
          label={t('account:settings.fields.currentPassword')}
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          required
          value={values.currentPassword}
          onChange={(event) => set('currentPassword', event.target.value)}
          error={message('currentPassword')}
        />
        <TextField
          label={t('account:settings.fields.newPassword')}
          name="newPassword"
          type="password"
          autoComplete="new-password"
          required
          hint={t('account:settings.password.hint', { min: PASSWORD_MIN_LENGTH })}
          value={values.newPassword}
          onChange={(event) => set('newPassword', event.target.value)}
          error={message('newPassword')}
        />
        <TextField
          label={t('account:settings.fields.confirmPassword')}
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          required
          value={values.confirmPassword}
          onChange={(event) => set('confirmPassword', event.target.value)}
          error={message('confirmPassword')}
        />
        <div className={styles.actions}>
          <Button type="submit" disabled={change.isPending}>
            {change.isPending ? t('account:settings.saving') : t('account:settings.password.submit')}
          </Button>
        </div>
      </form>
    </section>
  );
}

type EmailErrors = Record<'newEmail' | 'currentPassword', ValidationCode | null>;

function EmailForm({ email }: { email: string }) {
  const { t } = useTranslation(['account', 'common']);
  const change = useChangeEmail();
  const [values, setValues] = useState({ newEmail: '', currentPassword: '' });
  const [submitted, setSubmitted] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const validate = (): EmailErrors => ({
    newEmail: checkEmail(values.newEmail),
    currentPassword: checkRequired(values.currentPassword),
  });
  const errors: Partial<EmailErrors> = submitted ? validate() : {};
  const message = (field: keyof EmailErrors) => {
    const code = errors[field];
    return code ? t(`common:validation.${code}`) : apiFieldError(change.error, field, t);
  };
  const set = (field: keyof typeof values, value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const found = validate();
    const firstInvalid = (Object.keys(found) as (keyof EmailErrors)[]).find((field) => found[field]);
    if (firstInvalid) {
      event.currentTarget.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus();
      return;
    }
    const newEmail = values.newEmail.trim();
    change.mutate(
      { newEmail, currentPassword: values.currentPassword },
      {
        onSuccess: () => {
          setSentTo(newEmail);
          setValues({ newEmail: '', currentPassword: '' });
          setSubmitted(false);
        },
      },
    );
  };

  return (
    <section className={styles.block} aria-labelledby="settings-email">
      <h2 id="settings-email">{t('account:settings.email.title')}</h2>
      <p className={styles.lead}>{t('account:settings.email.lead', { email })}</p>
      <form className={styles.form} noValidate onSubmit={handleSubmit} aria-labelledby="settings-email">
        {change.isError ? <FormMessage tone="error" message={accountErrorMessage(change.error, t)} /> : null}
        {change.isSuccess && sentTo ? (
          <FormMessage tone="success" message={t('account:settings.email.sent', { email: sentTo })} />
        ) : null}
        <TextField
          label={t('account:settings.fields.newEmail')}
          name="newEmail"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          value={values.newEmail}
          onChange={(event) => set('newEmail', event.target.value)}
          error={message('newEmail')}
        />
        <TextField
          label={t('account:settings.fields.currentPassword')}
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          required
          value={values.currentPassword}
          onChange={(event) => set('currentPassword', event.target.value)}
          error={message('currentPassword')}
        />
        <div className={styles.actions}>
          <Button type="submit" disabled={change.isPending}>
            {change.isPending ? t('account:settings.saving') : t('account:settings.email.submit')}
          </Button>
        </div>
      </form>
    </section>
  );
}

function SessionsPanel() {
  const { t } = useTranslation(['account', 'common']);
  const toast = useToast();
  const navigate = useNavigate();
  const logoutAll = useLogoutEverywhere();
  const [confirming, setConfirming] = useState(false);

  const confirm = () =>
    logoutAll.mutate(undefined, {
      onSuccess: () => {
        toast.show(t('account:settings.sessions.done'), 'success');
        void navigate('/');
      },
    });

  return (
    <section className={styles.block} aria-labelledby="settings-sessions">
      <h2 id="settings-sessions">{t('account:settings.sessions.title')}</h2>
      <p className={styles.lead}>{t('account:settings.sessions.lead')}</p>
      <div className={styles.actions}>
        <Button
          variant="secondary"
          onClick={() => {
            logoutAll.reset();
            setConfirming(true);
          }}
        >
          {t('account:settings.sessions.action')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={t('account:settings.sessions.confirmTitle')}
        confirmLabel={t('account:settings.sessions.confirm')}
        cancelLabel={t('account:settings.cancel')}
        closeLabel={t('common:actions.close')}
        busyLabel={t('account:settings.saving')}
        busy={logoutAll.isPending}
        danger
        error={logoutAll.isError ? accountErrorMessage(logoutAll.error, t) : null}
        onConfirm={confirm}
        onCancel={() => setConfirming(false)}
      >
        <p>{t('account:settings.sessions.confirmBody')}</p>
      </ConfirmDialog>
    </section>
  );
}

/** Security: password change (current one required), address change (re-verified), log out everywhere. */
export function SettingsTab({ user }: { user: SessionUser }) {
  return (
    <div className={styles.panel}>
      <div className={styles.grid}>
        <PasswordForm email={user.email} />
        <EmailForm email={user.email} />
      </div>
      <SessionsPanel />
    </div>
  );
}
