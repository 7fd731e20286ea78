import { useState } from 'react';
import type { FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { CheckboxField, TextField } from '../../../components/ui/form-field';
import { useToast } from '../../../components/ui/toast';
import type { AuthModalMode } from '../../../lib/auth/auth-modal-events';
import { useLanguage } from '../../../lib/i18n/localize';
import {
  PASSWORD_MIN_LENGTH,
  checkEmail,
  checkMaxLength,
  checkNewPassword,
} from '../../../lib/validation/validators';
import type { ValidationCode } from '../../../lib/validation/validators';
import { useRegister } from '../api/register';
import { apiFieldError, authErrorMessage } from '../utils/auth-errors';
import { FormAlert } from './form-alert';
import styles from './auth-forms.module.css';

interface RegisterValues {
  displayName: string;
  email: string;
  password: string;
  confirmPassword: string;
  acceptTerms: boolean;
  newsletter: boolean;
}

type RegisterErrors = Record<
  'displayName' | 'email' | 'password' | 'confirmPassword' | 'acceptTerms',
  ValidationCode | null
>;

function validate(values: RegisterValues): RegisterErrors {
  return {
    displayName: checkMaxLength(values.displayName.trim(), 80),
    email: checkEmail(values.email),
    password: checkNewPassword(values.password),
    confirmPassword:
      values.confirmPassword === ''
        ? 'required'
        : values.confirmPassword !== values.password
          ? 'passwords_mismatch'
          : null,
    acceptTerms: values.acceptTerms ? null : 'terms_required',
  };
}

const EMPTY: RegisterValues = {
  displayName: '',
  email: '',
  password: '',
  confirmPassword: '',
  acceptTerms: false,
  newsletter: false,
};

export interface RegisterFormProps {
  onSwitch: (mode: AuthModalMode) => void;
  onDone: () => void;
}

export function RegisterForm({ onSwitch, onDone }: RegisterFormProps) {
  const { t } = useTranslation(['auth', 'common']);
  const language = useLanguage();
  const toast = useToast();
  const registration = useRegister();
  const [values, setValues] = useState<RegisterValues>(EMPTY);
  const [submitted, setSubmitted] = useState(false);

  const errors: Partial<RegisterErrors> = submitted ? validate(values) : {};
  const message = (field: keyof RegisterErrors) => {
    const code = errors[field];
    if (code) return t(`common:validation.${code}`, { min: PASSWORD_MIN_LENGTH });
    return apiFieldError(registration.error, field, t);
  };
  const set = <K extends keyof RegisterValues>(field: K, value: RegisterValues[K]) =>
    setValues((current) => ({ ...current, [field]: value }));

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const found = validate(values);
    const firstInvalid = (Object.keys(found) as (keyof RegisterErrors)[]).find((field) => found[field]);
    if (firstInvalid) {
      event.currentTarget.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus();
      return;
    }
    const displayName = values.displayName.trim();
    registration.mutate(
      {
        email: values.email.trim(),
        password: values.password,
        displayName: displayName || undefined,
        acceptTerms: values.acceptTerms,
        newsletter: values.newsletter,
        language,
      },
      {
        onSuccess: () => {
          toast.show(t('auth:success.register'), 'success');
          onDone();
        },
      },
    );
  };

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={handleSubmit}
      aria-label={t('auth:register.formLabel')}
    >
      <p className={styles.intro}>{t('auth:register.intro')}</p>
      {registration.isError ? (
        <FormAlert tone="error" message={authErrorMessage(registration.error, 'register', t)} />
      ) : null}
      <TextField
        label={t('auth:fields.displayName')}
        optionalLabel={t('common:form.optional')}
        name="displayName"
        autoComplete="name"
        value={values.displayName}
        onChange={(event) => set('displayName', event.target.value)}
        error={message('displayName')}
      />
      <TextField
        label={t('auth:fields.email')}
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        value={values.email}
        onChange={(event) => set('email', event.target.value)}
        error={message('email')}
      />
      <div className={styles.row}>
        <TextField
          label={t('auth:fields.password')}
          name="password"
          type="password"
          autoComplete="new-password"
          required
          hint={t('auth:register.passwordHint', { min: PASSWORD_MIN_LENGTH })}
          value={values.password}
          onChange={(event) => set('password', event.target.value)}
          error={message('password')}
        />
        <TextField
          label={t('auth:fields.confirmPassword')}
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          required
          value={values.confirmPassword}
          onChange={(event) => set('confirmPassword', event.target.value)}
          error={message('confirmPassword')}
        />
      </div>
      <CheckboxField
        name="acceptTerms"
        required
        checked={values.acceptTerms}
        onChange={(event) => set('acceptTerms', event.target.checked)}
        error={message('acceptTerms')}
        label={
          <Trans
            t={t}
            i18nKey="auth:register.acceptTerms"
            components={{
              terms: <Link to="/terms" className={styles.legalLink} target="_blank" />,
              privacy: <Link to="/privacy" className={styles.legalLink} target="_blank" />,
            }}
          />
        }
      />
      <CheckboxField
        name="newsletter"
        checked={values.newsletter}
        onChange={(event) => set('newsletter', event.target.checked)}
        label={t('auth:register.newsletter')}
      />
      <Button type="submit" size="lg" block disabled={registration.isPending}>
        {registration.isPending ? t('auth:register.submitting') : t('auth:register.submit')}
      </Button>
      <p className={styles.switch}>
        {t('auth:register.haveAccount')}{' '}
        <button type="button" className={styles.textButton} onClick={() => onSwitch('login')}>
          {t('auth:register.toLogin')}
        </button>
      </p>
    </form>
  );
}
