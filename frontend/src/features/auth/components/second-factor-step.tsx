import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as z from 'zod';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextField } from '../../../components/ui/form-field';
import { useToast } from '../../../components/ui/toast';
import { isApiError } from '../../../lib/api/api-client';
import type { SecondFactorSessionResponse, SecondFactorStep } from '../../../lib/api/types';
import { zLoginSecondFactorRequestDto } from '../../../lib/api/zod.gen';
import { startSession } from '../../../lib/auth/session';
import { trimmed } from '../../../lib/forms/rules';
import { useContractForm } from '../../../lib/forms/use-contract-form';
import { RecoveryCodes } from '../../../widgets/two-factor/recovery-codes';
import { TotpSetupDetails } from '../../../widgets/two-factor/totp-setup';
import {
  useCompleteLoginEnrolment,
  usePasskeySignIn,
  useProveSecondFactor,
  useStartLoginEnrolment,
} from '../api/two-factor-sign-in';
import { authErrorMessage, passkeyErrorMessage } from '../utils/auth-errors';
import styles from './auth-forms.module.css';

const codeSchema = z.object({ code: trimmed(zLoginSecondFactorRequestDto.shape.code) });

/** The ticket is over (spent, expired, five wrong codes): the person starts again with the password. */
const ticketEnded = (error: unknown) => isApiError(error) && error.code === 'sign_in_ticket_invalid';

interface StepProps {
  step: SecondFactorStep;
  onDone: () => void;
  /** Back to the password form. */
  onRestart: () => void;
}

function CodeField({ recovery, form }: { recovery: boolean; form: ReturnType<typeof useCodeForm> }) {
  const { t } = useTranslation('auth');
  return (
    <TextField
      label={recovery ? t('twoFactor.signIn.recoveryLabel') : t('twoFactor.signIn.codeLabel')}
      hint={recovery ? t('twoFactor.signIn.recoveryHint') : t('twoFactor.signIn.codeHint')}
      autoComplete="one-time-code"
      inputMode={recovery ? 'text' : 'numeric'}
      autoFocus
      required
      {...form.field('code')}
    />
  );
}

const useCodeForm = () => useContractForm(codeSchema, { defaultValues: { code: '' } });

/** The second step of a sign-in: a code of the app, a recovery code or a passkey. */
function ProveStep({ step, onDone, onRestart }: StepProps) {
  const { t } = useTranslation(['auth', 'common']);
  const toast = useToast();
  const prove = useProveSecondFactor();
  const passkey = usePasskeySignIn();
  const form = useCodeForm();
  const [recovery, setRecovery] = useState(
    !step.methods.includes('totp') && step.methods.includes('recovery_code'),
  );
  const [formError, setFormError] = useState<unknown>(null);

  const signedIn = (session: SecondFactorSessionResponse) => {
    if (session.recoveryCodesRemaining !== undefined) {
      toast.show(
        t('auth:twoFactor.signIn.recoveryUsed', { count: session.recoveryCodesRemaining }),
        'success',
      );
    } else {
      toast.show(t('auth:success.login'), 'success');
    }
    onDone();
  };

  const send = ({ code }: z.output<typeof codeSchema>) => {
    setFormError(null);
    prove.mutate(
      { ticket: step.ticket, code },
      {
        onSuccess: signedIn,
        onError: (error) => {
          if (!form.showServerErrors(error)) setFormError(error);
        },
      },
    );
  };

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => void form.handleSubmit(send)(event)}
      aria-label={t('auth:twoFactor.signIn.formLabel')}
    >
      <p className={styles.intro}>
        {recovery ? t('auth:twoFactor.signIn.recoveryIntro') : t('auth:twoFactor.signIn.codeIntro')}
      </p>
      {formError ? <FormAlert tone="error" message={authErrorMessage(formError, 'login', t)} /> : null}
      {passkey.isError ? <FormAlert tone="error" message={passkeyErrorMessage(passkey.error, t)} /> : null}
      {ticketEnded(formError) || ticketEnded(passkey.error) ? (
        <Button variant="secondary" onClick={onRestart}>
          {t('auth:twoFactor.signIn.restart')}
        </Button>
      ) : (
        <>
          <CodeField key={String(recovery)} recovery={recovery} form={form} />
          <Button type="submit" size="lg" block disabled={prove.isPending}>
            {prove.isPending ? t('auth:login.submitting') : t('auth:twoFactor.signIn.submit')}
          </Button>
          <div className={styles.between}>
            {step.methods.includes('recovery_code') ? (
              <button
                type="button"
                className={styles.textButton}
                onClick={() => {
                  form.reset();
                  setRecovery(!recovery);
                }}
              >
                {recovery ? t('auth:twoFactor.signIn.useApp') : t('auth:twoFactor.signIn.useRecovery')}
              </button>
            ) : null}
            {step.methods.includes('passkey') ? (
              <button
                type="button"
                className={styles.textButton}
                disabled={passkey.isPending}
                onClick={() => passkey.mutate({ ticket: step.ticket }, { onSuccess: signedIn })}
              >
                {t('auth:twoFactor.passkey.signIn')}
              </button>
            ) : null}
          </div>
        </>
      )}
    </form>
  );
}

/** A role that requires two-step verification and has none yet: set up the app, then keep the codes. */
function EnrolStep({ step, onDone, onRestart }: StepProps) {
  const { t } = useTranslation(['auth', 'common']);
  const toast = useToast();
  const setup = useStartLoginEnrolment();
  const complete = useCompleteLoginEnrolment();
  const form = useCodeForm();
  const [formError, setFormError] = useState<unknown>(null);
  const session = complete.data;

  if (session?.recoveryCodes) {
    return (
      <div className={styles.form}>
        <p className={styles.intro}>{t('auth:twoFactor.enrol.done')}</p>
        <RecoveryCodes codes={session.recoveryCodes} />
        <Button
          size="lg"
          block
          onClick={() => {
            startSession(session);
            toast.show(t('auth:success.login'), 'success');
            onDone();
          }}
        >
          {t('auth:twoFactor.recoveryCodes.kept')}
        </Button>
      </div>
    );
  }

  const send = ({ code }: z.output<typeof codeSchema>) => {
    setFormError(null);
    complete.mutate(
      { ticket: step.ticket, code },
      {
        onError: (error) => {
          if (!form.showServerErrors(error)) setFormError(error);
        },
      },
    );
  };
  const error = formError ?? (setup.isError ? setup.error : null);

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => void form.handleSubmit(send)(event)}
      aria-label={t('auth:twoFactor.enrol.formLabel')}
    >
      <p className={styles.intro}>{t('auth:twoFactor.enrol.intro')}</p>
      {error ? <FormAlert tone="error" message={authErrorMessage(error, 'login', t)} /> : null}
      {ticketEnded(error) ? (
        <Button variant="secondary" onClick={onRestart}>
          {t('auth:twoFactor.signIn.restart')}
        </Button>
      ) : setup.data ? (
        <>
          <TotpSetupDetails setup={setup.data} />
          <CodeField recovery={false} form={form} />
          <Button type="submit" size="lg" block disabled={complete.isPending}>
            {t('auth:twoFactor.enrol.submit')}
          </Button>
        </>
      ) : (
        <Button
          size="lg"
          block
          disabled={setup.isPending}
          onClick={() => setup.mutate({ ticket: step.ticket })}
        >
          {t('auth:twoFactor.enrol.start')}
        </Button>
      )}
    </form>
  );
}

export function SecondFactorStepForm(props: StepProps) {
  return props.step.enrolmentRequired ? <EnrolStep {...props} /> : <ProveStep {...props} />;
}
