import { useTranslation } from 'react-i18next';
import * as z from 'zod';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/form-field';
import { useToast } from '../../../components/ui/toast';
import { zRequestPasswordResetRequestDto } from '../../../lib/api/zod.gen';
import type { AuthModalMode } from '../../../lib/auth/auth-modal-events';
import { trimmed } from '../../../lib/forms/rules';
import { useContractForm } from '../../../lib/forms/use-contract-form';
import { useLanguage } from '../../../lib/i18n/localize';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { authErrorMessage } from '../utils/auth-errors';
import { FormAlert } from '../../../components/ui/form-alert';
import styles from './auth-forms.module.css';

/** The rules of `POST /api/auth/password-reset` (the language is the site's). */
const resetSchema = z.object({ email: trimmed(zRequestPasswordResetRequestDto.shape.email) });

export interface ResetFormProps {
  onSwitch: (mode: AuthModalMode) => void;
}

export function ResetForm({ onSwitch }: ResetFormProps) {
  const { t } = useTranslation(['auth', 'common']);
  const language = useLanguage();
  const toast = useToast();
  const reset = useRequestPasswordReset();
  const form = useContractForm(resetSchema, { defaultValues: { email: '' } });

  const send = ({ email }: z.output<typeof resetSchema>) =>
    reset.mutate(
      { email, language },
      {
        onSuccess: () => toast.show(t('auth:success.reset'), 'success'),
        onError: (error) => form.showServerErrors(error),
      },
    );

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => void form.handleSubmit(send)(event)}
      aria-label={t('auth:reset.formLabel')}
    >
      <p className={styles.intro}>{t('auth:reset.intro')}</p>
      {reset.isError ? <FormAlert tone="error" message={authErrorMessage(reset.error, 'reset', t)} /> : null}
      {reset.isSuccess ? <FormAlert tone="success" message={t('auth:reset.sent')} /> : null}
      <TextField
        label={t('auth:fields.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        {...form.field('email')}
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
