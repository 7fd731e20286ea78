import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { useDownloadMyData } from '../api/export-my-data';
import { accountErrorMessage } from '../utils/account-errors';
import { AccountErasure } from './account-erasure';
import styles from './account.module.css';

/** What the export file holds, one line each, in the order of its sections. */
const CONTENTS = [
  'profile',
  'favorites',
  'savedSearches',
  'inquiries',
  'viewings',
  'bookings',
  'consents',
  'sessions',
] as const;

/**
 * "Your data" (GDPR articles 15 and 20): what the agency keeps about the person and a copy of it to take
 * away. The account's own cards (the export, the erasure) sit inside this one section.
 */
export function YourDataSection() {
  const { t } = useTranslation(['account', 'common']);
  const download = useDownloadMyData();

  return (
    <section className={styles.block} aria-labelledby="settings-your-data">
      <h2 id="settings-your-data">{t('account:settings.yourData.title')}</h2>
      <p className={styles.lead}>{t('account:settings.yourData.lead')}</p>
      <ul className={styles.dataContents}>
        {CONTENTS.map((section) => (
          <li key={section}>{t(`account:settings.yourData.contents.${section}`)}</li>
        ))}
      </ul>
      {download.isError ? <FormAlert tone="error" message={accountErrorMessage(download.error, t)} /> : null}
      {download.isSuccess ? <FormAlert tone="success" message={t('account:settings.yourData.done')} /> : null}
      <div className={styles.actions}>
        <Button variant="secondary" disabled={download.isPending} onClick={() => download.mutate()}>
          {download.isPending
            ? t('account:settings.yourData.preparing')
            : t('account:settings.yourData.download')}
        </Button>
      </div>
      <AccountErasure />
    </section>
  );
}
