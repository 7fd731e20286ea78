import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/form-field';
import { useToast } from '../../../components/ui/toast';
import { zChangePasswordRequestDto, zRequestEmailChangeRequestDto } from '../../../lib/api/zod.gen';
import type { SessionUser } from '../../../lib/auth/session';
import { PASSWORD_MIN_LENGTH, confirmedPassword, trimmed } from '../../../lib/forms/rules';
import { useContractForm } from '../../../lib/forms/use-contract-form';
import { useChangeEmail } from '../api/change-email';
import { useAlertSettings, useSaveAlertSettings } from '../api/alert-settings';
import { useChangePassword } from '../api/change-password';
import { accountErrorMessage } from '../utils/account-errors';
import { FormAlert } from '../../../components/ui/form-alert';
import styles from './account.module.css';
import { SessionsPanel } from './sessions-panel';
import { SettingsQueryState } from './settings-query-state';
import { TwoFactorSection } from './two-factor-section';
import { YourDataSection } from './your-data-section';

/** Lets password managers tie the form to the account. */
function UsernameHint({ email }: { email: string }) {
  return <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />;
}

/** The rules of `POST /api/account/password`. */
const passwordSchema = confirmedPassword(zChangePasswordRequestDto, 'newPassword', 'confirmPassword');
const NO_PASSWORDS = { currentPassword: '', newPassword: '', confirmPassword: '' };

function PasswordForm({ email }: { email: string }) {
  const { t } = useTranslation(['account', 'common']);
  const toast = useToast();
  const change = useChangePassword();
  const form = useContractForm(passwordSchema, { defaultValues: NO_PASSWORDS });

  const send = (passwords: z.output<typeof passwordSchema>) =>
    change.mutate(passwords, {
      onSuccess: () => {
        form.reset();
        toast.show(t('account:settings.password.done'), 'success');
      },
      onError: (error) => form.showServerErrors(error),
    });

  return (
    <section className={styles.block} aria-labelledby="settings-password">
      <h2 id="settings-password">{t('account:settings.password.title')}</h2>
      <p className={styles.lead}>{t('account:settings.password.lead')}</p>
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => void form.handleSubmit(send)(event)}
        aria-labelledby="settings-password"
      >
        <UsernameHint email={email} />
        {change.isError ? <FormAlert tone="error" message={accountErrorMessage(change.error, t)} /> : null}
        {change.isSuccess ? (
          <FormAlert tone="success" message={t('account:settings.password.doneDetail')} />
        ) : null}
        <TextField
          label={t('account:settings.fields.currentPassword')}
          type="password"
          autoComplete="current-password"
          required
          {...form.field('currentPassword')}
        />
        <TextField
          label={t('account:settings.fields.newPassword')}
          type="password"
          autoComplete="new-password"
          required
          hint={t('account:settings.password.hint', { min: PASSWORD_MIN_LENGTH })}
          {...form.field('newPassword')}
        />
        <TextField
          label={t('account:settings.fields.confirmPassword')}
          type="password"
          autoComplete="new-password"
          required
          {...form.field('confirmPassword')}
        />
        <div className={styles.actions}>
          <Button type="submit" disabled={change.isPending}>
            {change.isPending ? t('account:settings.saving') : t('account:settings.password.submit')}
          </Button>
        </div>
      </form>
    </section>
  );
}

/** The rules of `POST /api/account/email`. */
const emailSchema = zRequestEmailChangeRequestDto.extend({
  newEmail: trimmed(zRequestEmailChangeRequestDto.shape.newEmail),
});

function EmailForm({ email }: { email: string }) {
  const { t } = useTranslation(['account', 'common']);
  const change = useChangeEmail();
  const form = useContractForm(emailSchema, { defaultValues: { newEmail: '', currentPassword: '' } });
  const [sentTo, setSentTo] = useState<string | null>(null);

  const send = (request: z.output<typeof emailSchema>) =>
    change.mutate(request, {
      onSuccess: () => {
        setSentTo(request.newEmail);
        form.reset();
      },
      onError: (error) => form.showServerErrors(error),
    });

  return (
    <section className={styles.block} aria-labelledby="settings-email">
      <h2 id="settings-email">{t('account:settings.email.title')}</h2>
      <p className={styles.lead}>{t('account:settings.email.lead', { email })}</p>
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => void form.handleSubmit(send)(event)}
        aria-labelledby="settings-email"
      >
        {change.isError ? <FormAlert tone="error" message={accountErrorMessage(change.error, t)} /> : null}
        {change.isSuccess && sentTo ? (
          <FormAlert tone="success" message={t('account:settings.email.sent', { email: sentTo })} />
        ) : null}
        <TextField
          label={t('account:settings.fields.newEmail')}
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          {...form.field('newEmail')}
        />
        <TextField
          label={t('account:settings.fields.currentPassword')}
          type="password"
          autoComplete="current-password"
          required
          {...form.field('currentPassword')}
        />
        <div className={styles.actions}>
          <Button type="submit" disabled={change.isPending}>
            {change.isPending ? t('account:settings.saving') : t('account:settings.email.submit')}
          </Button>
        </div>
      </form>
    </section>
  );
}

/** The e-mail alerts that are not a saved search's: price drops of the favorites (on by default). */
function AlertsPanel() {
  const { t } = useTranslation(['account', 'common']);
  const toast = useToast();
  const settings = useAlertSettings();
  const save = useSaveAlertSettings();

  const toggle = (priceDropAlerts: boolean) =>
    save.mutateAsync({ priceDropAlerts }).then(
      () =>
        toast.show(
          priceDropAlerts
            ? t('account:settings.alerts.priceDropsOn')
            : t('account:settings.alerts.priceDropsOff'),
          'success',
        ),
      (error: unknown) => toast.show(accountErrorMessage(error, t), 'error'),
    );

  return (
    <section className={styles.block} aria-labelledby="settings-alerts">
      <h2 id="settings-alerts">{t('account:settings.alerts.title')}</h2>
      <p className={styles.lead}>{t('account:settings.alerts.lead')}</p>
      <SettingsQueryState
        query={settings}
        loadingLabel={t('account:settings.alerts.loading')}
        failedMessage={t('account:settings.alerts.loadFailed')}
      >
        {(data) => (
          <label className={styles.switchRow}>
            <input
              type="checkbox"
              role="switch"
              className={styles.switch}
              checked={data.priceDropAlerts}
              onChange={(event) => void toggle(event.target.checked)}
            />
            <span>{t('account:settings.alerts.priceDrops')}</span>
          </label>
        )}
      </SettingsQueryState>
    </section>
  );
}

/**
 * Security: password change (current one required), address change (re-verified), the account's devices and
 * sessions (one ended, or all);
 * the price-drop alerts; and the person's data (a copy to download).
 */
export function SettingsTab({ user }: { user: SessionUser }) {
  return (
    <div className={styles.panel}>
      <div className={styles.grid}>
        <PasswordForm email={user.email} />
        <EmailForm email={user.email} />
      </div>
      <TwoFactorSection />
      <AlertsPanel />
      <SessionsPanel />
      <YourDataSection />
    </div>
  );
}
