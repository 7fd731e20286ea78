import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { CalendarIcon } from '../../../components/ui/icons';
import { openAuthModal } from '../../../lib/auth/auth-modal-events';
import { useSession } from '../../../lib/auth/session';
import { useLocalize } from '../../../lib/i18n/localize';
import type { BookableItem } from '../utils/bookable-item';
import { forgetPendingBooking, isPendingBooking, keepPendingBooking } from '../utils/pending-booking';
import styles from './bookings.module.css';

const BookingFormDialog = lazy(() => import('./booking-form-dialog'));

export interface BookActionProps {
  item: BookableItem;
  /** id of the card's title, so the button is announced with the item it concerns. */
  describedBy: string;
}

/**
 * A catalogue card's "Book" button. A signed-in client gets the booking form; a visitor is asked to register
 * first (the login modal in register mode), and the same form opens as soon as their session starts.
 */
export function BookAction({ item, describedBy }: BookActionProps) {
  const { t } = useTranslation('bookings');
  const localize = useLocalize();
  const signedIn = useSession().status === 'authenticated';
  const [open, setOpen] = useState(false);
  const [wasSignedIn, setWasSignedIn] = useState(signedIn);

  if (signedIn !== wasSignedIn) {
    // The visitor who asked to book this item has just registered or signed in: back to the same form.
    setWasSignedIn(signedIn);
    if (signedIn && isPendingBooking(item.kind, item.id)) setOpen(true);
  }

  useEffect(() => {
    if (open) forgetPendingBooking();
  }, [open]);

  const book = () => {
    if (signedIn) {
      setOpen(true);
      return;
    }
    keepPendingBooking(item.kind, item.id);
    openAuthModal('register');
  };

  return (
    <div className={styles.action}>
      <Button variant="gold" size="sm" aria-describedby={describedBy} onClick={book}>
        <CalendarIcon size={16} />
        {signedIn ? t('action.book') : t('action.registerToBook')}
        <span className="visually-hidden">: {localize(item.title)}</span>
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <BookingFormDialog item={item} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
