import { useState } from 'react';
import type { FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { CheckboxField, TextField } from '../../../components/ui/form-field';
import { useToast } from '../../../components/ui/toast';
import type { AuthModalMode } from '../../../lib/auth/auth-modal-events';
import { useLanguage } from '../../../lib/i18n/localize';
import { apiFieldError } from '../../../lib/validation/api-field-error';
import {
  ACCOUNT_LIMITS,
  PASSWORD_MIN_LENGTH,
  checkConfirmation,
  checkEmail,
  checkMaxLength,
  checkNewPassword,
  checkOptionalPhone,
  checkRequiredText,
} from '../../../lib/validation/validators';
import type { ValidationCode } from '../../../lib/validation/validators';
import { useRegister } from '../api/register';
import { authErrorMessage } from '../utils/auth-errors';
import { FormAlert } from './form-alert';
import styles from './auth-forms.module.css';

interface RegisterValues {
  firstName: string;
  lastName: string;
  displayName: string;
  email: string;
  phone: string;
  password: string;
  confirmPassword: string;
  acceptTerms: boolean;
  newsletter: boolean;
}

type CheckedField = Exclude<keyof RegisterValues, 'newsletter'>;
type RegisterErrors = Record<CheckedField, ValidationCode | null>;

/** The API's rules for `POST /api/auth/register`, in the order of the form. */
function validate(values: RegisterValues): RegisterErrors {
  return {
    firstName: checkRequiredText(values.firstName, ACCOUNT_LIMITS.name),
    lastName: checkRequiredText(values.lastName, ACCOUNT_LIMITS.name),
    displayName: checkMaxLength(values.displayName.trim(), ACCOUNT_LIMITS.name),
    email: checkEmail(values.email),
    phone: checkOptionalPhone(values.phone),
    password: checkNewPassword(values.password),
    confirmPassword: checkConfirmation(values.password, values.confirmPassword),
    acceptTerms: values.acceptTerms ? null : 'terms_required',
  };
}

const EMPTY: RegisterValues = {
  firstName: '',
  lastName: '',
  displayName: '',
  email: '',
  phone: '',
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
  const message = (field: CheckedField) => {
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
    const firstInvalid = (Object.keys(found) as CheckedField[]).find((field) => found[field]);
    if (firstInvalid) {
      event.currentTarget.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus();
      return;
    }
    registration.mutate(
      {
        email: values.email.trim(),
        password: values.password,
        confirmPassword: values.confirmPassword,
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        displayName: values.displayName.trim() || null,
        phone: values.phone.trim() || null,
        acceptTerms: true,
        newsletter: values.newsletter,
        language,
        rememberMe: false,
      },
      {
        onSuccess: () => {
          toast.show(t('auth:success.register'), 'success');
          toast.show(t('auth:register.verifyNotice'), 'info');
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
      <div className={styles.row}>
        <TextField
          label={t('auth:fields.firstName')}
          name="firstName"
          autoComplete="given-name"
          required
          value={values.firstName}
          onChange={(event) => set('firstName', event.target.value)}
          error={message('firstName')}
        />
        <TextField
          label={t('auth:fields.lastName')}
          name="lastName"
          autoComplete="family-name"
          required
          value={values.lastName}
          onChange={(event) => set('lastName', event.target.value)}
          error={message('lastName')}
        />
      </div>
      <TextField
        label={t('auth:fields.displayName')}
        optionalLabel={t('common:form.optional')}
        name="displayName"
        autoComplete="nickname"
        hint={t('auth:register.displayNameHint')}
        value={values.displayName}
        onChange={(event) => set('displayName', event.target.value)}
        error={message('displayName')}
      />
      <div className={styles.row}>
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
        <TextField
          label={t('auth:fields.phone')}
          optionalLabel={t('common:form.optional')}
          name="phone"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          value={values.phone}
          onChange={(event) => set('phone', event.target.value)}
          error={message('phone')}
        />
      </div>
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
