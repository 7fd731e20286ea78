import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { CheckboxField, TextField } from '../../../components/ui/form-field';
import { useToast } from '../../../components/ui/toast';
import type { AuthModalMode } from '../../../lib/auth/auth-modal-events';
import { apiFieldError } from '../../../lib/validation/api-field-error';
import { checkEmail, checkRequired } from '../../../lib/validation/validators';
import type { ValidationCode } from '../../../lib/validation/validators';
import { useLogin } from '../api/login';
import { authErrorMessage } from '../utils/auth-errors';
import { FormAlert } from './form-alert';
import styles from './auth-forms.module.css';

interface LoginErrors {
  email: ValidationCode | null;
  password: ValidationCode | null;
}

function validate(email: string, password: string): LoginErrors {
  return { email: checkEmail(email), password: checkRequired(password) };
}

export interface LoginFormProps {
  onSwitch: (mode: AuthModalMode) => void;
  onDone: () => void;
}

export function LoginForm({ onSwitch, onDone }: LoginFormProps) {
  const { t } = useTranslation(['auth', 'common']);
  const toast = useToast();
  const login = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(true);
  const [submitted, setSubmitted] = useState(false);

  const errors = submitted ? validate(email, password) : { email: null, password: null };
  const message = (field: keyof LoginErrors) =>
    errors[field] ? t(`common:validation.${errors[field]}`) : apiFieldError(login.error, field, t);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const found = validate(email, password);
    const firstInvalid = (Object.keys(found) as (keyof LoginErrors)[]).find((field) => found[field]);
    if (firstInvalid) {
      event.currentTarget.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus();
      return;
    }
    login.mutate(
      { email: email.trim(), password, rememberMe },
      {
        onSuccess: () => {
          toast.show(t('auth:success.login'), 'success');
          onDone();
        },
      },
    );
  };

  return (
    <form className={styles.form} noValidate onSubmit={handleSubmit} aria-label={t('auth:login.formLabel')}>
      {login.isError ? <FormAlert tone="error" message={authErrorMessage(login.error, 'login', t)} /> : null}
      <TextField
        label={t('auth:fields.email')}
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={message('email')}
      />
      <TextField
        label={t('auth:fields.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={message('password')}
      />
      <div className={styles.between}>
        <CheckboxField
          label={t('auth:fields.rememberMe')}
          name="rememberMe"
          checked={rememberMe}
          onChange={(event) => setRememberMe(event.target.checked)}
        />
        <button type="button" className={styles.textButton} onClick={() => onSwitch('reset')}>
          {t('auth:login.forgotPassword')}
        </button>
      </div>
      <Button type="submit" size="lg" block disabled={login.isPending}>
        {login.isPending ? t('auth:login.submitting') : t('auth:login.submit')}
      </Button>
      <p className={styles.switch}>
        {t('auth:login.noAccount')}{' '}
        <button type="button" className={styles.textButton} onClick={() => onSwitch('register')}>
          {t('auth:login.toRegister')}
        </button>
      </p>
    </form>
  );
}
