import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../components/ui/button';
import { ClockIcon } from '../../components/ui/icons';
import { useToast } from '../../components/ui/toast';
import { formatCountdown, useInactivityTimeout } from '../../lib/auth/inactivity';
import {
  endSession,
  keepSessionAlive,
  logout,
  sessionIdleTimeoutMs,
  useSession,
} from '../../lib/auth/session';
import styles from './session-timeout.module.css';

/**
 * Inactivity (spec section 4): 30 minutes without mouse, key, scroll or touch activity sign the person
 * out and take them home; for the last 5 minutes a countdown 'Sesión expirará en: m:ss' shows, updated each
 * second. While they are active, the server hears from the session often enough that its own 30-minute
 * idle limit (which refuses the refresh) agrees with this one. Loaded only once someone is signed in.
 */
export default function SessionTimeout() {
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const toast = useToast();

  const remaining = useInactivityTimeout({
    enabled: session.status === 'authenticated',
    timeoutMs: sessionIdleTimeoutMs(),
    onActivity: keepSessionAlive,
    onTimeout: () => {
      // Signed out here whatever the server answers: it ends idle sessions by itself anyway.
      void logout().catch(() => endSession());
      void navigate('/');
      toast.show(t('session.expired', { count: Math.round(sessionIdleTimeoutMs() / 60_000) }), 'info');
    },
  });

  if (remaining === null) return null;
  return (
    <section className={styles.notice} aria-labelledby="session-timeout-title">
      <ClockIcon size={22} className={styles.icon} />
      <div className={styles.text}>
        <p id="session-timeout-title" role="alert" className={styles.title}>
          {t('session.warning')}
        </p>
        <p role="timer" className={styles.countdown}>
          {t('session.countdown', { time: formatCountdown(remaining) })}
        </p>
      </div>
      <Button size="sm" variant="gold" onClick={keepSessionAlive}>
        {t('session.stay')}
      </Button>
    </section>
  );
}
