import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/status-message';
import type { BookingSummary } from '../../../lib/api/types';
import { formatDate, formatDay, formatNumber, formatPrice } from '../../../lib/format/format';
import { useLanguage, useLocalize } from '../../../lib/i18n/localize';
import { PaymentStatusBadge } from './payment-status-badge';
import styles from './admin.module.css';

/** The most recent bookings, newest first, with their payment state. */
export function LatestBookings({ bookings }: { bookings: BookingSummary[] }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const localize = useLocalize();

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
            <th scope="col">{t('latest.columns.guest')}</th>
            <th scope="col">{t('latest.columns.property')}</th>
            <th scope="col">{t('latest.columns.stay')}</th>
            <th scope="col">{t('latest.columns.guests')}</th>
            <th scope="col">{t('latest.columns.total')}</th>
            <th scope="col">{t('latest.columns.payment')}</th>
            <th scope="col">{t('latest.columns.recorded')}</th>
          </tr>
        </thead>
        <tbody>
          {bookings.map((booking) => (
            <tr key={booking.id}>
              <th scope="row" className={styles.rowHeader}>
                {booking.guestName}
              </th>
              <td>
                <span className={styles.cellTitle}>{localize(booking.propertyTitle)}</span>
                <span className={styles.cellMeta}>{booking.propertyReference}</span>
              </td>
              <td className={styles.nowrap}>
                {t('latest.stay', {
                  from: formatDay(booking.checkIn, language),
                  to: formatDay(booking.checkOut, language),
                })}
              </td>
              <td>{formatNumber(booking.guests, language)}</td>
              <td className={styles.nowrap}>{formatPrice(booking.totalPriceEur)}</td>
              <td>
                <PaymentStatusBadge status={booking.paymentStatus} />
              </td>
              <td className={styles.nowrap}>{formatDate(booking.createdAt, language)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
