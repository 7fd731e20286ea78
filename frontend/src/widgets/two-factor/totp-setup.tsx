import { useTranslation } from 'react-i18next';
import type { TotpSetup } from '../../lib/api/types';
import styles from './two-factor.module.css';

/** The new secret for the authenticator app: its QR code, and the secret itself for typing it in by hand. */
export function TotpSetupDetails({ setup }: { setup: TotpSetup }) {
  const { t } = useTranslation('auth');
  return (
    <div className={styles.setup}>
      <p className={styles.lead}>{t('twoFactor.setup.scan')}</p>
      <img
        className={styles.qr}
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qrSvg)}`}
        alt={t('twoFactor.setup.qrAlt')}
      />
      <p className={styles.lead}>{t('twoFactor.setup.manual')}</p>
      <code className={styles.secret} data-totp-secret="">
        {setup.secret}
      </code>
    </div>
  );
}
