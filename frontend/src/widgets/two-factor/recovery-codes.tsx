import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import styles from './two-factor.module.css';

/** Saves the codes as a text file the person can print or keep in a password manager. */
function download(codes: readonly string[], title: string): void {
  const file = new Blob([`${title}\n\n${codes.join('\n')}\n`], { type: 'text/plain;charset=utf-8' });
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = 'costa-cantabria-recovery-codes.txt';
  link.click();
  URL.revokeObjectURL(url);
}

/** The recovery codes, shown once: each opens the account a single time when the phone is not at hand. */
export function RecoveryCodes({ codes }: { codes: readonly string[] }) {
  const { t } = useTranslation('auth');
  return (
    <div className={styles.setup}>
      <p className={styles.lead}>{t('twoFactor.recoveryCodes.lead')}</p>
      <ul className={styles.codes} aria-label={t('twoFactor.recoveryCodes.title')} data-recovery-codes="">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className={styles.actions}>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => download(codes, t('twoFactor.recoveryCodes.title'))}
        >
          {t('twoFactor.recoveryCodes.download')}
        </Button>
        <Button variant="secondary" size="sm" onClick={() => window.print()}>
          {t('twoFactor.recoveryCodes.print')}
        </Button>
      </div>
    </div>
  );
}
