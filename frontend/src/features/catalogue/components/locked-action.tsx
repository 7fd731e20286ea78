import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { LockIcon } from '../../../components/ui/icons';
import { openAuthModal } from '../../../lib/auth/auth-modal-events';
import { useSession } from '../../../lib/auth/session';
import styles from './locked-action.module.css';

export interface LockedActionProps {
  /** id of the card's title, so the button is announced with the item it concerns. */
  describedBy?: string;
  /** What a signed-in visitor gets instead (booking, request...). */
  children?: ReactNode;
}

/**
 * The action row of a catalogue card. Anonymous visitors see the locked teaser state: the preview label and
 * a 'register to request' button that opens the login modal in register mode.
 */
export function LockedAction({ describedBy, children }: LockedActionProps) {
  const { t } = useTranslation('common');
  const session = useSession();
  if (session.status === 'authenticated') return <>{children}</>;
  return (
    <div className={styles.locked}>
      <span className={styles.label}>
        <LockIcon size={14} />
        {t('locked.previewLabel')}
      </span>
      <Button
        variant="secondary"
        size="sm"
        aria-describedby={describedBy}
        onClick={() => openAuthModal('register')}
      >
        {t('locked.registerToRequest')}
      </Button>
    </div>
  );
}
