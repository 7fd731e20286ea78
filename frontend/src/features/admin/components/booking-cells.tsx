import { useTranslation } from 'react-i18next';
import type { BookingSummary } from '../../../lib/api/types';
import { formatDate, formatDay, formatNumber, formatPrice } from '../../../lib/format/format';
import { useLanguage, useLocalize } from '../../../lib/i18n/localize';
import { PaymentStatusBadge } from './payment-status-badge';
import styles from './admin.module.css';

/** The text of a stay: its check-in and check-out days in the visitor's language. */
export function useStayText(): (booking: BookingSummary) => string {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  return (booking) =>
    t('latest.stay', {
      from: formatDay(booking.checkIn, language),
      to: formatDay(booking.checkOut, language),
    });
}

/** The column headers of a bookings table, shared by the dashboard's latest bookings and /admin/bookings. */
export function BookingColumnHeads() {
  const { t } = useTranslation('admin');
  return (
    <>
      <th scope="col">{t('latest.columns.guest')}</th>
      <th scope="col">{t('latest.columns.property')}</th>
      <th scope="col">{t('latest.columns.stay')}</th>
      <th scope="col">{t('latest.columns.guests')}</th>
      <th scope="col">{t('latest.columns.total')}</th>
      <th scope="col">{t('latest.columns.payment')}</th>
      <th scope="col">{t('latest.columns.recorded')}</th>
    </>
  );
}

/** One booking's cells under BookingColumnHeads: the guest as the row header, then its facts. */
export function BookingCells({ booking }: { booking: BookingSummary }) {
  const language = useLanguage();
  const localize = useLocalize();
  const stay = useStayText();
  return (
    <>
      <th scope="row" className={styles.rowHeader}>
        {booking.guestName}
      </th>
      <td>
        <span className={styles.cellTitle}>{localize(booking.propertyTitle)}</span>
        <span className={styles.cellMeta}>{booking.propertyReference}</span>
      </td>
      <td className={styles.nowrap}>{stay(booking)}</td>
      <td>{formatNumber(booking.guests, language)}</td>
      <td className={styles.nowrap}>{formatPrice(booking.totalPriceEur)}</td>
      <td>
        <PaymentStatusBadge status={booking.paymentStatus} />
      </td>
      <td className={styles.nowrap}>{formatDate(booking.createdAt, language)}</td>
    </>
  );
}
