import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('account');

  return (
    <section className={styles.block} aria-labelledby="settings-your-data">
      <h2 id="settings-your-data">{t('settings.yourData.title')}</h2>
      <p className={styles.lead}>{t('settings.yourData.lead')}</p>
      <ul className={styles.dataContents}>
        {CONTENTS.map((section) => (
          <li key={section}>{t(`settings.yourData.contents.${section}`)}</li>
        ))}
      </ul>
    </section>
  );
}
