import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { SelectField, TextField } from '../../../components/ui/form-field';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatMomentIn, formatMonth, formatNumber } from '../../../lib/format/format';
import { useLanguage } from '../../../lib/i18n/localize';
import { useLetterPreview, type PreviewLanguage } from '../api/newsletter-admin';
import styles from './newsletter.module.css';

const LANGUAGES = ['es', 'en', 'de', 'ru', 'mk'] as const satisfies readonly PreviewLanguage[];

/** The letter goes out on the agency's clock, wherever the reader of this page is. */
const AGENCY_TIME_ZONE = 'Europe/Madrid';

/**
 * The coming letter as a client would receive it, in the language chosen, rendered by the server exactly as
 * the e-mail goes out and shown in a sandboxed frame (no script, no form, no navigation of this page).
 */
export function LetterPreview({ months }: { months: string[] }) {
  const { t } = useTranslation(['newsletter']);
  const siteLanguage = useLanguage();
  const [month, setMonth] = useState(months[0]);
  const [language, setLanguage] = useState<PreviewLanguage>('es');
  const [typed, setTyped] = useState('');
  const [email, setEmail] = useState<string | null>(null);
  const preview = useLetterPreview(month, language, email);
  const notFound = preview.isError && preview.error.status === 404;
  return (
    <section className={styles.panel} aria-labelledby="letter-preview-title">
      <h2 id="letter-preview-title">{t('newsletter:preview.title')}</h2>
      <div className={styles.controls}>
        <SelectField
          label={t('newsletter:preview.month')}
          value={month}
          onChange={(event) => setMonth(event.target.value)}
        >
          {months.map((value) => (
            <option key={value} value={value}>
              {formatMonth(value, siteLanguage, { capitalized: true })}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('newsletter:preview.language')}
          value={language}
          onChange={(event) => setLanguage(event.target.value as PreviewLanguage)}
        >
          {LANGUAGES.map((value) => (
            <option key={value} value={value}>
              {t(`newsletter:languages.${value}`)}
            </option>
          ))}
        </SelectField>
      </div>
      <form
        className={styles.controls}
        onSubmit={(event) => {
          event.preventDefault();
          setEmail(typed.trim() || null);
        }}
      >
        <TextField
          label={t('newsletter:preview.client')}
          type="email"
          value={typed}
          optionalLabel={t('newsletter:preview.optional')}
          hint={t('newsletter:preview.clientHint')}
          error={notFound ? t('newsletter:preview.clientNotFound') : null}
          onChange={(event) => setTyped(event.target.value)}
        />
        <Button type="submit" variant="secondary">
          {t('newsletter:preview.show')}
        </Button>
      </form>
      {preview.data && !notFound ? (
        <>
          <p className={styles.meta} role="status">
            {t('newsletter:preview.summary', {
              count: preview.data.recipients,
              recipients: formatNumber(preview.data.recipients, siteLanguage),
              when: formatMomentIn(preview.data.sendsAt, siteLanguage, AGENCY_TIME_ZONE, { to: 'minute' }),
            })}
          </p>
          <p className={styles.meta}>
            {t('newsletter:preview.subject')}: <strong>{preview.data.subject}</strong>
          </p>
          <p className={styles.meta}>
            {email ? t('newsletter:preview.asClient', { email }) : t('newsletter:preview.sample')}
          </p>
          <iframe
            className={styles.frame}
            title={t('newsletter:preview.frameTitle')}
            sandbox=""
            srcDoc={preview.data.html}
          />
        </>
      ) : preview.isError && !notFound ? (
        <p role="alert">{t('newsletter:admin.failed')}</p>
      ) : notFound ? null : (
        <Skeleton height="20rem" />
      )}
    </section>
  );
}
