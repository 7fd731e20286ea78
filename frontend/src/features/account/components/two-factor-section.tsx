import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as z from 'zod';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextField } from '../../../components/ui/form-field';
import { useToast } from '../../../components/ui/toast';
import { isApiError } from '../../../lib/api/api-client';
import type { Passkey } from '../../../lib/api/types';
import {
  zCurrentPasswordRequestDto,
  zPasswordAndCodeRequestDto,
  zRegisterPasskeyRequestDto,
  zTwoFactorCodeRequestDto,
} from '../../../lib/api/zod.gen';
import { formatDate } from '../../../lib/format/format';
import { trimmed } from '../../../lib/forms/rules';
import { useContractForm } from '../../../lib/forms/use-contract-form';
import { useLanguage } from '../../../lib/i18n/localize';
import { RecoveryCodes } from '../../../widgets/two-factor/recovery-codes';
import { TotpSetupDetails } from '../../../widgets/two-factor/totp-setup';
import {
  useAddPasskey,
  useConfirmTotp,
  useDisableTotp,
  useRegenerateRecoveryCodes,
  useRemovePasskey,
  useStartTotpSetup,
  useTwoFactor,
} from '../api/two-factor';
import { accountErrorMessage } from '../utils/account-errors';
import styles from './account.module.css';
import { SettingsQueryState } from './settings-query-state';

const passwordSchema = zCurrentPasswordRequestDto;
const codeSchema = z.object({ code: trimmed(zTwoFactorCodeRequestDto.shape.code) });
const passwordAndCodeSchema = zPasswordAndCodeRequestDto.extend({
  code: trimmed(zPasswordAndCodeRequestDto.shape.code),
});
const passkeySchema = zCurrentPasswordRequestDto.extend({
  name: trimmed(zRegisterPasskeyRequestDto.shape.name),
});

/** The person closed the browser's passkey dialog, or the device has none: no API error to show. */
function changeErrorMessage(
  error: unknown,
  t: ReturnType<typeof useTranslation<['account', 'common']>>['t'],
) {
  return isApiError(error) ? accountErrorMessage(error, t) : t('account:settings.twoFactor.passkeys.failed');
}

/** Setting up the app: the password, then the QR code and its first code, then the recovery codes. */
function TotpSetupFlow({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(['account', 'common']);
  const setup = useStartTotpSetup();
  const confirm = useConfirmTotp();
  const passwordForm = useContractForm(passwordSchema, { defaultValues: { currentPassword: '' } });
  const codeForm = useContractForm(codeSchema, { defaultValues: { code: '' } });

  if (confirm.data) {
    return (
      <div className={styles.form}>
        <FormAlert tone="success" message={t('account:settings.twoFactor.app.enabled')} />
        <RecoveryCodes codes={confirm.data.recoveryCodes} />
        <div className={styles.actions}>
          <Button onClick={onClose}>{t('account:settings.twoFactor.recoveryCodes.kept')}</Button>
        </div>
      </div>
    );
  }
  if (setup.data) {
    return (
      <form
        className={styles.form}
        noValidate
        aria-label={t('account:settings.twoFactor.app.setUp')}
        onSubmit={(event) =>
          void codeForm.handleSubmit((body) =>
            confirm.mutate(body, { onError: (error) => codeForm.showServerErrors(error) }),
          )(event)
        }
      >
        <TotpSetupDetails setup={setup.data} />
        <TextField
          label={t('account:settings.twoFactor.app.code')}
          autoComplete="one-time-code"
          inputMode="numeric"
          required
          {...codeForm.field('code')}
        />
        <div className={styles.actions}>
          <Button type="submit" disabled={confirm.isPending}>
            {t('account:settings.twoFactor.app.confirm')}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {t('account:settings.cancel')}
          </Button>
        </div>
      </form>
    );
  }
  return (
    <form
      className={styles.form}
      noValidate
      aria-label={t('account:settings.twoFactor.app.setUp')}
      onSubmit={(event) =>
        void passwordForm.handleSubmit((body) =>
          setup.mutate(body, { onError: (error) => passwordForm.showServerErrors(error) }),
        )(event)
      }
    >
      {setup.isError ? <FormAlert tone="error" message={accountErrorMessage(setup.error, t)} /> : null}
      <TextField
        label={t('account:settings.fields.currentPassword')}
        type="password"
        autoComplete="current-password"
        required
        {...passwordForm.field('currentPassword')}
      />
      <div className={styles.actions}>
        <Button type="submit" disabled={setup.isPending}>
          {t('account:settings.twoFactor.app.continue')}
        </Button>
        <Button variant="secondary" onClick={onClose}>
          {t('account:settings.cancel')}
        </Button>
      </div>
    </form>
  );
}

/** Turning the app off, or new recovery codes: both ask for the password and a current code. */
function PasswordAndCodeFlow({ kind, onClose }: { kind: 'disable' | 'regenerate'; onClose: () => void }) {
  const { t } = useTranslation(['account', 'common']);
  const toast = useToast();
  const disable = useDisableTotp();
  const regenerate = useRegenerateRecoveryCodes();
  const change = kind === 'disable' ? disable : regenerate;
  const form = useContractForm(passwordAndCodeSchema, { defaultValues: { currentPassword: '', code: '' } });

  if (regenerate.data) {
    return (
      <div className={styles.form}>
        <RecoveryCodes codes={regenerate.data.recoveryCodes} />
        <div className={styles.actions}>
          <Button onClick={onClose}>{t('account:settings.twoFactor.recoveryCodes.kept')}</Button>
        </div>
      </div>
    );
  }
  const send = (body: z.output<typeof passwordAndCodeSchema>) => {
    const onError = (error: unknown) => form.showServerErrors(error);
    if (kind === 'regenerate') regenerate.mutate(body, { onError });
    else
      disable.mutate(body, {
        onError,
        onSuccess: () => {
          toast.show(t('account:settings.twoFactor.app.disabled'), 'success');
          onClose();
        },
      });
  };
  const label =
    kind === 'disable'
      ? t('account:settings.twoFactor.app.disable')
      : t('account:settings.twoFactor.recoveryCodes.regenerate');
  return (
    <form
      className={styles.form}
      noValidate
      aria-label={label}
      onSubmit={(event) => void form.handleSubmit(send)(event)}
    >
      {change.isError ? <FormAlert tone="error" message={accountErrorMessage(change.error, t)} /> : null}
      <TextField
        label={t('account:settings.fields.currentPassword')}
        type="password"
        autoComplete="current-password"
        required
        {...form.field('currentPassword')}
      />
      <TextField
        label={t('account:settings.twoFactor.app.code')}
        autoComplete="one-time-code"
        inputMode="numeric"
        required
        {...form.field('code')}
      />
      <div className={styles.actions}>
        <Button type="submit" variant={kind === 'disable' ? 'danger' : 'primary'} disabled={change.isPending}>
          {label}
        </Button>
        <Button variant="secondary" onClick={onClose}>
          {t('account:settings.cancel')}
        </Button>
      </div>
    </form>
  );
}

function PasskeyList({ passkeys }: { passkeys: readonly Passkey[] }) {
  const { t } = useTranslation(['account', 'common']);
  const language = useLanguage();
  const remove = useRemovePasskey();
  if (passkeys.length === 0)
    return <p className={styles.lead}>{t('account:settings.twoFactor.passkeys.none')}</p>;
  return (
    <>
      {remove.isError ? <FormAlert tone="error" message={accountErrorMessage(remove.error, t)} /> : null}
      <ul className={styles.passkeys} aria-label={t('account:settings.twoFactor.passkeys.title')}>
        {passkeys.map((passkey) => (
          <li key={passkey.id}>
            <span>
              <strong>{passkey.name}</strong>
              <br />
              <small>
                {t('account:settings.twoFactor.passkeys.added', {
                  date: formatDate(passkey.createdAt, language),
                })}
                {' · '}
                {passkey.lastUsedAt
                  ? t('account:settings.twoFactor.passkeys.lastUsed', {
                      date: formatDate(passkey.lastUsedAt, language),
                    })
                  : t('account:settings.twoFactor.passkeys.neverUsed')}
              </small>
            </span>
            <Button
              variant="secondary"
              size="sm"
              disabled={remove.isPending}
              onClick={() => remove.mutate(passkey.id)}
            >
              {t('account:settings.twoFactor.passkeys.remove', { name: passkey.name })}
            </Button>
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * A button first; its form asks for the name the list will show and the password again (a passkey signs in on
 * its own), then the browser's passkey dialog.
 */
function AddPasskeyForm() {
  const { t } = useTranslation(['account', 'common']);
  const toast = useToast();
  const add = useAddPasskey();
  const form = useContractForm(passkeySchema, { defaultValues: { name: '', currentPassword: '' } });
  const [open, setOpen] = useState(false);
  const close = () => {
    form.reset();
    add.reset();
    setOpen(false);
  };
  if (!open) {
    return (
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => setOpen(true)}>
          {t('account:settings.twoFactor.passkeys.add')}
        </Button>
      </div>
    );
  }
  return (
    <form
      className={styles.form}
      noValidate
      aria-label={t('account:settings.twoFactor.passkeys.add')}
      onSubmit={(event) =>
        void form.handleSubmit((body) =>
          add.mutate(body, {
            onSuccess: () => {
              close();
              toast.show(t('account:settings.twoFactor.passkeys.added_done'), 'success');
            },
            onError: (error) => form.showServerErrors(error),
          }),
        )(event)
      }
    >
      {add.isError ? <FormAlert tone="error" message={changeErrorMessage(add.error, t)} /> : null}
      <TextField
        label={t('account:settings.twoFactor.passkeys.name')}
        hint={t('account:settings.twoFactor.passkeys.nameHint')}
        required
        autoFocus
        {...form.field('name')}
      />
      <TextField
        label={t('account:settings.fields.currentPassword')}
        type="password"
        autoComplete="current-password"
        required
        {...form.field('currentPassword')}
      />
      <div className={styles.actions}>
        <Button type="submit" disabled={add.isPending}>
          {t('account:settings.twoFactor.passkeys.add')}
        </Button>
        <Button variant="secondary" onClick={close}>
          {t('account:settings.cancel')}
        </Button>
      </div>
    </form>
  );
}

/**
 * Two-step verification in Settings: the authenticator app (set up, turn off, new recovery codes) and the
 * passkeys (add, list, remove). A role that requires it is told so, and the API keeps its last method.
 */
export function TwoFactorSection() {
  const { t } = useTranslation(['account', 'common']);
  const status = useTwoFactor();
  const [flow, setFlow] = useState<'setup' | 'disable' | 'regenerate' | null>(null);
  const close = () => setFlow(null);

  return (
    <section className={styles.block} aria-labelledby="settings-two-factor">
      <h2 id="settings-two-factor">{t('account:settings.twoFactor.title')}</h2>
      <p className={styles.lead}>{t('account:settings.twoFactor.lead')}</p>
      <SettingsQueryState
        query={status}
        loadingLabel={t('account:settings.twoFactor.loading')}
        failedMessage={t('account:settings.twoFactor.loadFailed')}
        skeletonWidth="60%"
      >
        {(data) => (
          <>
            {data.required ? <p className={styles.lead}>{t('account:settings.twoFactor.required')}</p> : null}
            <div className={styles.subsection}>
              <h3>{t('account:settings.twoFactor.app.title')}</h3>
              {flow === 'setup' ? <TotpSetupFlow onClose={close} /> : null}
              {flow === 'disable' || flow === 'regenerate' ? (
                <PasswordAndCodeFlow kind={flow} onClose={close} />
              ) : null}
              {flow === null ? (
                <>
                  <p className={styles.lead} data-two-factor-app={data.totp ? 'on' : 'off'}>
                    {data.totp
                      ? t('account:settings.twoFactor.app.on', { count: data.recoveryCodesRemaining })
                      : t('account:settings.twoFactor.app.off')}
                  </p>
                  <div className={styles.actions}>
                    {data.totp ? (
                      <>
                        <Button variant="secondary" onClick={() => setFlow('regenerate')}>
                          {t('account:settings.twoFactor.recoveryCodes.regenerate')}
                        </Button>
                        <Button variant="secondary" onClick={() => setFlow('setup')}>
                          {t('account:settings.twoFactor.app.replace')}
                        </Button>
                        <Button variant="danger" onClick={() => setFlow('disable')}>
                          {t('account:settings.twoFactor.app.disable')}
                        </Button>
                      </>
                    ) : (
                      <Button onClick={() => setFlow('setup')}>
                        {t('account:settings.twoFactor.app.setUp')}
                      </Button>
                    )}
                  </div>
                </>
              ) : null}
            </div>
            <div className={styles.subsection}>
              <h3>{t('account:settings.twoFactor.passkeys.title')}</h3>
              <p className={styles.lead}>{t('account:settings.twoFactor.passkeys.lead')}</p>
              <PasskeyList passkeys={data.passkeys} />
              <AddPasskeyForm />
            </div>
          </>
        )}
      </SettingsQueryState>
    </section>
  );
}
