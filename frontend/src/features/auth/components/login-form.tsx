import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod';
import { Button } from '../../../components/ui/button';
import { CheckboxField, TextField } from '../../../components/ui/form-field';
import { useToast } from '../../../components/ui/toast';
import { zLoginRequestDto } from '../../../lib/api/zod.gen';
import type { AuthModalMode } from '../../../lib/auth/auth-modal-events';
import { trimmed } from '../../../lib/forms/rules';
import { useContractForm } from '../../../lib/forms/use-contract-form';
import type { SecondFactorStep } from '../../../lib/api/types';
import { useLogin } from '../api/login';
import { usePasskeySignIn } from '../api/two-factor-sign-in';
import { authErrorMessage, passkeyErrorMessage } from '../utils/auth-errors';
import { FormAlert } from '../../../components/ui/form-alert';
import styles from './auth-forms.module.css';
import { SecondFactorStepForm } from './second-factor-step';

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
  const passkey = usePasskeySignIn();
  const form = useContractForm(loginSchema, {
    defaultValues: { email: '', password: '', rememberMe: true },
  });
  // An account with two-step verification: the password's ticket for the code step.
  const [secondFactor, setSecondFactor] = useState<SecondFactorStep | null>(null);

  const signedIn = () => {
    toast.show(t('auth:success.login'), 'success');
    onDone();
  };

  const send = (body: z.output<typeof loginSchema>) =>
    login.mutate(body, {
      onSuccess: (outcome) => {
        if ('secondFactor' in outcome) setSecondFactor(outcome.secondFactor);
        else signedIn();
      },
      onError: (error) => form.showServerErrors(error),
    });

  if (secondFactor) {
    return (
      <SecondFactorStepForm
        step={secondFactor}
        onDone={onDone}
        onRestart={() => {
          login.reset();
          setSecondFactor(null);
        }}
      />
    );
  }

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => void form.handleSubmit(send)(event)}
      aria-label={t('auth:login.formLabel')}
    >
      {login.isError ? <FormAlert tone="error" message={authErrorMessage(login.error, 'login', t)} /> : null}
      {passkey.isError ? <FormAlert tone="error" message={passkeyErrorMessage(passkey.error, t)} /> : null}
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
      <Button
        variant="secondary"
        block
        disabled={passkey.isPending}
        onClick={() => passkey.mutate({ rememberMe: form.getValues('rememberMe') }, { onSuccess: signedIn })}
      >
        {t('auth:twoFactor.passkey.signIn')}
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
