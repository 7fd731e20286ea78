import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type * as z from 'zod';
import { Button } from '../../../components/ui/button';
import { CheckboxField, TextField } from '../../../components/ui/form-field';
import { useToast } from '../../../components/ui/toast';
import type { AuthModalMode } from '../../../lib/auth/auth-modal-events';
import { PASSWORD_MIN_LENGTH } from '../../../lib/forms/rules';
import { useContractForm } from '../../../lib/forms/use-contract-form';
import { useLanguage } from '../../../lib/i18n/localize';
import { useRegister } from '../api/register';
import { authErrorMessage } from '../utils/auth-errors';
import { registerSchema } from '../utils/register-schema';
import { FormAlert } from '../../../components/ui/form-alert';
import styles from './auth-forms.module.css';

const EMPTY: z.input<typeof registerSchema> = {
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
  const form = useContractForm(registerSchema, { defaultValues: EMPTY });

  const send = (body: z.output<typeof registerSchema>) =>
    registration.mutate(
      { ...body, language, rememberMe: false },
      {
        onSuccess: () => {
          toast.show(t('auth:success.register'), 'success');
          toast.show(t('auth:register.verifyNotice'), 'info');
          onDone();
        },
        onError: (error) => form.showServerErrors(error),
      },
    );

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => void form.handleSubmit(send)(event)}
      aria-label={t('auth:register.formLabel')}
    >
      <p className={styles.intro}>{t('auth:register.intro')}</p>
      {registration.isError ? (
        <FormAlert tone="error" message={authErrorMessage(registration.error, 'register', t)} />
      ) : null}
      <div className={styles.row}>
        <TextField
          label={t('auth:fields.firstName')}
          autoComplete="given-name"
          required
          {...form.field('firstName')}
        />
        <TextField
          label={t('auth:fields.lastName')}
          autoComplete="family-name"
          required
          {...form.field('lastName')}
        />
      </div>
      <TextField
        label={t('auth:fields.displayName')}
        optionalLabel={t('common:form.optional')}
        autoComplete="nickname"
        hint={t('auth:register.displayNameHint')}
        {...form.field('displayName')}
      />
      <div className={styles.row}>
        <TextField
          label={t('auth:fields.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          {...form.field('email')}
        />
        <TextField
          label={t('auth:fields.phone')}
          optionalLabel={t('common:form.optional')}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          {...form.field('phone')}
        />
      </div>
      <div className={styles.row}>
        <TextField
          label={t('auth:fields.password')}
          type="password"
          autoComplete="new-password"
          required
          hint={t('auth:register.passwordHint', { min: PASSWORD_MIN_LENGTH })}
          {...form.field('password')}
        />
        <TextField
          label={t('auth:fields.confirmPassword')}
          type="password"
          autoComplete="new-password"
          required
          {...form.field('confirmPassword')}
        />
      </div>
      <CheckboxField
        required
        {...form.field('acceptTerms')}
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
      <CheckboxField {...form.field('newsletter')} label={t('auth:register.newsletter')} />
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
