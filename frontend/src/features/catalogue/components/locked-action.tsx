import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { ArrowRightIcon, LockIcon } from '../../../components/ui/icons';
import { useToast } from '../../../components/ui/toast';
import { openAuthModal } from '../../../lib/auth/auth-modal-events';
import { useSession } from '../../../lib/auth/session';
import styles from './locked-action.module.css';

export interface LockedActionProps {
  /** id of the card's title, so the button is announced with the item it concerns. */
  describedBy?: string;
  /** The item's name, for the signed-in visitor's request. */
  item: string;
  /** The subject the contact form starts with (the item's name unless given). */
  subject?: string;
  /** The property the request is about, sent with the inquiry. */
  propertyId?: string;
  /** What a signed-in visitor gets instead of the default request button. */
  children?: ReactNode;
}

/**
 * Signed-in visitors ask about the item: the contact page, announced as the spec says, with the item as
 * the form's subject (and the property, when it is one, sent with the inquiry).
 */
function RequestAction({
  describedBy,
  item,
  subject = item,
  propertyId,
}: Omit<LockedActionProps, 'children'>) {
  const { t } = useTranslation('common');
  const toast = useToast();
  const navigate = useNavigate();
  return (
    <Button
      variant="secondary"
      size="sm"
      aria-describedby={describedBy}
      onClick={() => {
        toast.show(t('locked.redirecting', { item }), 'info');
        const params = new URLSearchParams({ subject, ...(propertyId ? { property: propertyId } : {}) });
        void navigate(`/contact?${params}`);
      }}
    >
      {t('locked.request')}
      <ArrowRightIcon size={16} />
    </Button>
  );
}

/**
 * The action row of a catalogue card. Anonymous visitors see the locked teaser state: the preview label and
 * a 'register to request' button that opens the login modal in register mode; signed-in visitors a
 * request button.
 */
export function LockedAction({ children, ...request }: LockedActionProps) {
  const { t } = useTranslation('common');
  const session = useSession();
  if (session.status === 'authenticated') {
    return <>{children ?? <RequestAction {...request} />}</>;
  }
  return (
    <div className={styles.locked}>
      <span className={styles.label}>
        <LockIcon size={14} />
        {t('locked.previewLabel')}
      </span>
      <Button
        variant="secondary"
        size="sm"
        aria-describedby={request.describedBy}
        onClick={() => openAuthModal('register')}
      >
        {t('locked.registerToRequest')}
      </Button>
    </div>
  );
}
