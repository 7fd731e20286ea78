import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextField } from '../../../components/ui/form-field';
import { zEraseAccountRequestDto } from '../../../lib/api/zod.gen';
import { useSession } from '../../../lib/auth/session';
import { useContractForm } from '../../../lib/forms/use-contract-form';
import { leaveErasedAccount, useEraseAccount, useRequestErasureLink } from '../api/erase-account';
import { accountErrorMessage } from '../utils/account-errors';
import styles from './account.module.css';
import erasure from './account-erasure.module.css';

/** What erasure deletes, one line each. */
const DELETED = ['profile', 'space', 'messages', 'sessions'] as const;

/**
 * "Delete my account" (GDPR art. 17): what goes and what the agency keeps without the person, then the
 * erasure itself, confirmed with the password in a dialog, or by a link sent to the account's address. Once
 * erased, the person is signed out everywhere and reads the goodbye on /account/erase (a new page load).
 */
export function AccountErasure({
  onErased = leaveErasedAccount,
}: {
  /** What follows a done erasure: by default, the goodbye page as a new document. */
  onErased?: () => void;
}) {
  const { t } = useTranslation(['account', 'common']);
  const email = useSession().user?.email ?? '';
  const erase = useEraseAccount();
  const link = useRequestErasureLink();
  const form = useContractForm(zEraseAccountRequestDto, { defaultValues: { password: '' } });
  const [confirming, setConfirming] = useState(false);

  // The promise settles even when the page went away meanwhile (its session ended by another request).
  const send = (request: z.output<typeof zEraseAccountRequestDto>) =>
    erase.mutateAsync(request).then(onErased, (error: unknown) => form.showServerErrors(error));

  const open = () => {
    erase.reset();
    form.reset();
    setConfirming(true);
  };

  // A wrong password is said next to its field; anything else above the buttons.
  const fieldError = erase.isError && erase.error.code === 'invalid_current_password';

  return (
    <section className={erasure.card} aria-labelledby="settings-erasure">
      <h3 id="settings-erasure">{t('account:settings.erasure.title')}</h3>
      <p className={styles.lead}>{t('account:settings.erasure.lead')}</p>
      <p className={erasure.subtitle}>{t('account:settings.erasure.deletedTitle')}</p>
      <ul className={styles.dataContents}>
        {DELETED.map((item) => (
          <li key={item}>{t(`account:settings.erasure.deleted.${item}`)}</li>
        ))}
      </ul>
      <p className={erasure.subtitle}>{t('account:settings.erasure.keptTitle')}</p>
      <p className={styles.lead}>{t('account:settings.erasure.kept')}</p>
      {link.isError ? <FormAlert tone="error" message={accountErrorMessage(link.error, t)} /> : null}
      {link.isSuccess ? (
        <FormAlert tone="success" message={t('account:settings.erasure.linkSent', { email })} />
      ) : null}
      <div className={styles.actions}>
        <Button variant="danger" onClick={open}>
          {t('account:settings.erasure.action')}
        </Button>
        <Button variant="secondary" disabled={link.isPending} onClick={() => link.mutate()}>
          {link.isPending ? t('account:settings.erasure.sending') : t('account:settings.erasure.linkAction')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={t('account:settings.erasure.confirmTitle')}
        confirmLabel={t('account:settings.erasure.confirm')}
        cancelLabel={t('account:settings.cancel')}
        closeLabel={t('common:actions.close')}
        busyLabel={t('account:settings.erasure.deleting')}
        busy={erase.isPending}
        danger
        error={erase.isError && !fieldError ? accountErrorMessage(erase.error, t) : null}
        onConfirm={() => void form.handleSubmit(send)()}
        onCancel={() => setConfirming(false)}
      >
        <p>{t('account:settings.erasure.confirmBody')}</p>
        <form
          noValidate
          onSubmit={(event) => void form.handleSubmit(send)(event)}
          aria-label={t('account:settings.erasure.confirmTitle')}
        >
          <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
          <TextField
            label={t('account:settings.erasure.password')}
            type="password"
            autoComplete="current-password"
            required
            {...form.field('password')}
          />
        </form>
      </ConfirmDialog>
    </section>
  );
}
