import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DesktopIcon, SmartphoneIcon } from '../../../components/ui/icons';
import { useToast } from '../../../components/ui/toast';
import type { SessionListItem } from '../../../lib/api/types';
import { logout } from '../../../lib/auth/session';
import { formatDateTime, formatTimeAgo } from '../../../lib/format/format';
import { useLanguage } from '../../../lib/i18n/localize';
import { useLogoutEverywhere } from '../api/logout-everywhere';
import { useEndSession, useSessions } from '../api/sessions';
import { accountErrorMessage } from '../utils/account-errors';
import styles from './account.module.css';
import { SettingsQueryState } from './settings-query-state';
import sessionStyles from './sessions.module.css';

type Translate = ReturnType<typeof useTranslation<['account', 'common']>>['t'];

/** "Chrome 131 on macOS", as far as the browser told. */
function deviceName(session: SessionListItem, t: Translate): string {
  const browser = session.browser
    ? [session.browser, session.browserVersion].filter(Boolean).join(' ')
    : t('account:settings.sessions.unknownBrowser');
  return session.os ? t('account:settings.sessions.device', { browser, os: session.os }) : browser;
}

/** The account's live sessions, each one to end; and signing out on every device at once. */
export function SessionsPanel() {
  const { t } = useTranslation(['account', 'common']);
  const language = useLanguage();
  const toast = useToast();
  const navigate = useNavigate();
  const sessions = useSessions();
  const endOne = useEndSession();
  const logoutAll = useLogoutEverywhere();
  const [ending, setEnding] = useState<SessionListItem | null>(null);
  const [confirmingAll, setConfirmingAll] = useState(false);

  const end = (session: SessionListItem) =>
    endOne.mutate(session.id, {
      onSuccess: async () => {
        setEnding(null);
        toast.show(t('account:settings.sessions.ended', { device: deviceName(session, t) }), 'success');
        // This browser's own session has ended: sign out here as well.
        if (session.current) {
          await logout();
          void navigate('/');
        }
      },
    });

  const endAll = () =>
    logoutAll.mutate(undefined, {
      onSuccess: () => {
        toast.show(t('account:settings.sessions.done'), 'success');
        void navigate('/');
      },
    });

  return (
    <section className={styles.block} aria-labelledby="settings-sessions">
      <h2 id="settings-sessions">{t('account:settings.sessions.title')}</h2>
      <p className={styles.lead}>{t('account:settings.sessions.lead')}</p>
      <SettingsQueryState
        query={sessions}
        loadingLabel={t('account:settings.sessions.loading')}
        failedMessage={t('account:settings.sessions.loadFailed')}
      >
        {(data) => (
          <ul className={sessionStyles.list} aria-label={t('account:settings.sessions.listLabel')}>
            {data.items.map((session) => {
              const DeviceIcon =
                session.deviceType === 'desktop' || !session.deviceType ? DesktopIcon : SmartphoneIcon;
              const name = deviceName(session, t);
              return (
                <li key={session.id} className={sessionStyles.session}>
                  <DeviceIcon className={sessionStyles.icon} size={28} />
                  <div className={sessionStyles.details}>
                    <span className={sessionStyles.name}>
                      {name}
                      {session.current ? (
                        <Badge tone="gold">{t('account:settings.sessions.thisDevice')}</Badge>
                      ) : null}
                    </span>
                    <span className={sessionStyles.meta}>
                      {t('account:settings.sessions.started', {
                        date: formatDateTime(session.startedAt, language),
                      })}
                    </span>
                    <span className={sessionStyles.meta}>
                      {t('account:settings.sessions.lastActive', {
                        ago: formatTimeAgo(session.lastSeenAt, language),
                      })}
                    </span>
                  </div>
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={`${t('account:settings.sessions.end')}: ${name}`}
                    onClick={() => {
                      endOne.reset();
                      setEnding(session);
                    }}
                  >
                    {t('account:settings.sessions.end')}
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
      </SettingsQueryState>
      <div className={styles.actions}>
        <Button
          variant="secondary"
          onClick={() => {
            logoutAll.reset();
            setConfirmingAll(true);
          }}
        >
          {t('account:settings.sessions.action')}
        </Button>
      </div>
      <ConfirmDialog
        open={ending !== null}
        title={ending ? t('account:settings.sessions.endTitle', { device: deviceName(ending, t) }) : ''}
        confirmLabel={t('account:settings.sessions.endConfirm')}
        cancelLabel={t('account:settings.cancel')}
        closeLabel={t('common:actions.close')}
        busyLabel={t('account:settings.saving')}
        busy={endOne.isPending}
        danger
        error={endOne.isError ? accountErrorMessage(endOne.error, t) : null}
        onConfirm={() => ending && end(ending)}
        onCancel={() => setEnding(null)}
      >
        <p>
          {ending?.current
            ? t('account:settings.sessions.endBodyCurrent')
            : t('account:settings.sessions.endBody')}
        </p>
      </ConfirmDialog>
      <ConfirmDialog
        open={confirmingAll}
        title={t('account:settings.sessions.confirmTitle')}
        confirmLabel={t('account:settings.sessions.confirm')}
        cancelLabel={t('account:settings.cancel')}
        closeLabel={t('common:actions.close')}
        busyLabel={t('account:settings.saving')}
        busy={logoutAll.isPending}
        danger
        error={logoutAll.isError ? accountErrorMessage(logoutAll.error, t) : null}
        onConfirm={endAll}
        onCancel={() => setConfirmingAll(false)}
      >
        <p>{t('account:settings.sessions.confirmBody')}</p>
      </ConfirmDialog>
    </section>
  );
}
