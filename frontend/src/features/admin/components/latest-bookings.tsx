import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/status-message';
import type { BookingSummary } from '../../../lib/api/types';
import { BookingCells, BookingColumnHeads } from './booking-cells';
import styles from './admin.module.css';

/** The most recent bookings, newest first, with their payment state. */
export function LatestBookings({ bookings }: { bookings: BookingSummary[] }) {
  const { t } = useTranslation('admin');

  if (bookings.length === 0) {
    return (
      <EmptyState title={t('latest.empty.title')} message={t('latest.empty.message')} headingLevel="h3" />
    );
  }
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className="visually-hidden">{t('latest.caption')}</caption>
        <thead>
          <tr>
            <BookingColumnHeads />
          </tr>
        </thead>
        <tbody>
          {bookings.map((booking) => (
            <tr key={booking.id}>
              <BookingCells booking={booking} />
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
