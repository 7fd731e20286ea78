import { useTranslation } from 'react-i18next';
import type * as z from 'zod';
import { Button } from '../../../components/ui/button';
import { CheckboxField, TextField } from '../../../components/ui/form-field';
import { useToast } from '../../../components/ui/toast';
import { zLoginRequestDto } from '../../../lib/api/zod.gen';
import type { AuthModalMode } from '../../../lib/auth/auth-modal-events';
import { trimmed } from '../../../lib/forms/rules';
import { useContractForm } from '../../../lib/forms/use-contract-form';
import { useLogin } from '../api/login';
import { authErrorMessage } from '../utils/auth-errors';
import { FormAlert } from '../../../components/ui/form-alert';
import styles from './auth-forms.module.css';

/** The rules of `POST /api/auth/login`. */
const loginSchema = zLoginRequestDto.extend({ email: trimmed(zLoginRequestDto.shape.email) });

export interface LoginFormProps {
  onSwitch: (mode: AuthModalMode) => void;
  onDone: () => void;
}

export function LoginForm({ onSwitch, onDone }: LoginFormProps) {
  const { t } = useTranslation(['auth', 'common']);
  const toast = useToast();
  const login = useLogin();
  const form = useContractForm(loginSchema, {
    defaultValues: { email: '', password: '', rememberMe: true },
  });

  const send = (body: z.output<typeof loginSchema>) =>
    login.mutate(body, {
      onSuccess: () => {
        toast.show(t('auth:success.login'), 'success');
        onDone();
      },
      onError: (error) => form.showServerErrors(error),
    });

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => void form.handleSubmit(send)(event)}
      aria-label={t('auth:login.formLabel')}
    >
      {login.isError ? <FormAlert tone="error" message={authErrorMessage(login.error, 'login', t)} /> : null}
      <TextField
        label={t('auth:fields.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        {...form.field('email')}
      />
      <TextField
        label={t('auth:fields.password')}
        type="password"
        autoComplete="current-password"
        required
        {...form.field('password')}
      />
      <div className={styles.between}>
        <CheckboxField label={t('auth:fields.rememberMe')} {...form.field('rememberMe')} />
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
