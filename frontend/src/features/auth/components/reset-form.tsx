import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/form-field';
import { useToast } from '../../../components/ui/toast';
import type { AuthModalMode } from '../../../lib/auth/auth-modal-events';
import { useLanguage } from '../../../lib/i18n/localize';
import { apiFieldError } from '../../../lib/validation/api-field-error';
import { checkEmail } from '../../../lib/validation/validators';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { authErrorMessage } from '../utils/auth-errors';
import { FormAlert } from './form-alert';
import styles from './auth-forms.module.css';

export interface ResetFormProps {
  onSwitch: (mode: AuthModalMode) => void;
}

export function ResetForm({ onSwitch }: ResetFormProps) {
  const { t } = useTranslation(['auth', 'common']);
  const language = useLanguage();
  const toast = useToast();
  const reset = useRequestPasswordReset();
  const [email, setEmail] = useState('');
  const [submitted, setSubmitted] = useState(false);

  const code = submitted ? checkEmail(email) : null;
  const emailError = code ? t(`common:validation.${code}`) : apiFieldError(reset.error, 'email', t);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (checkEmail(email)) {
      event.currentTarget.querySelector<HTMLElement>('[name="email"]')?.focus();
      return;
    }
    reset.mutate(
      { email: email.trim(), language },
      { onSuccess: () => toast.show(t('auth:success.reset'), 'success') },
    );
  };

  return (
    <form className={styles.form} noValidate onSubmit={handleSubmit} aria-label={t('auth:reset.formLabel')}>
      <p className={styles.intro}>{t('auth:reset.intro')}</p>
      {reset.isError ? <FormAlert tone="error" message={authErrorMessage(reset.error, 'reset', t)} /> : null}
      {reset.isSuccess ? <FormAlert tone="success" message={t('auth:reset.sent')} /> : null}
      <TextField
        label={t('auth:fields.email')}
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={emailError}
      />
      <Button type="submit" size="lg" block disabled={reset.isPending}>
        {reset.isPending ? t('auth:reset.submitting') : t('auth:reset.submit')}
      </Button>
      <p className={styles.switch}>
        <button type="button" className={styles.textButton} onClick={() => onSwitch('login')}>
          {t('auth:reset.backToLogin')}
        </button>
      </p>
    </form>
  );
}
