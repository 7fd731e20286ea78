import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { BookingSummary } from '../../../lib/api/types';
import { formatDate, formatDay, formatNumber, formatPrice } from '../../../lib/format/format';
import { useLanguage, useLocalize } from '../../../lib/i18n/localize';
import { BookingStatusBadge } from './booking-status-badge';
import { PaymentStatusBadge } from './payment-status-badge';
import styles from './admin.module.css';

/** When a booking takes place: a stay's check-in and check-out, a service's or experience's day and time. */
export function useWhenText(): (booking: BookingSummary) => string {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  return (booking) =>
    booking.checkOut
      ? t('latest.stay', {
          from: formatDay(booking.checkIn, language),
          to: formatDay(booking.checkOut, language),
        })
      : t('latest.at', { date: formatDay(booking.checkIn, language), time: booking.startTime ?? '' });
}

/** Who a booking is for: the guest's or client's name, or that the person's data was erased at their request. */
export function useGuestText(): (booking: Pick<BookingSummary, 'guestName'>) => string {
  const { t } = useTranslation('common');
  return (booking) => booking.guestName ?? t('personErased');
}

/** The amount to pay, or the catalogue's from-price while a service's total is on request. */
export function useTotalText(): (booking: BookingSummary) => string {
  const { t } = useTranslation('admin');
  return (booking) =>
    booking.totalPriceEur === null
      ? t('latest.onRequest', { from: formatPrice(booking.quoteEur ?? 0) })
      : formatPrice(booking.totalPriceEur);
}

/** What was booked: the title, and the property's reference or the kind of booking. */
export function BookedItem({ booking }: { booking: BookingSummary }) {
  const { t } = useTranslation('admin');
  const localize = useLocalize();
  return (
    <>
      <span className={styles.cellTitle}>{localize(booking.itemTitle)}</span>
      <span className={styles.cellMeta}>{booking.itemReference ?? t(`bookingKind.${booking.kind}`)}</span>
    </>
  );
}

/** The column headers of a bookings table, shared by the dashboard's latest bookings and /admin/bookings. */
export function BookingColumnHeads() {
  const { t } = useTranslation('admin');
  return (
    <>
      <th scope="col">{t('latest.columns.guest')}</th>
      <th scope="col">{t('latest.columns.item')}</th>
      <th scope="col">{t('latest.columns.when')}</th>
      <th scope="col">{t('latest.columns.guests')}</th>
      <th scope="col">{t('latest.columns.total')}</th>
      <th scope="col">{t('latest.columns.status')}</th>
      <th scope="col">{t('latest.columns.payment')}</th>
      <th scope="col">{t('latest.columns.recorded')}</th>
    </>
  );
}

/** One booking's cells under BookingColumnHeads: the guest as the row header, linking to its detail. */
export function BookingCells({ booking }: { booking: BookingSummary }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const when = useWhenText();
  const total = useTotalText();
  const guest = useGuestText();
  return (
    <>
      <th scope="row" className={styles.rowHeader}>
        <Link to={`/admin/bookings/${booking.id}`} aria-label={t('bookings.open', { name: guest(booking) })}>
          {guest(booking)}
        </Link>
      </th>
      <td>
        <BookedItem booking={booking} />
      </td>
      <td className={styles.nowrap}>{when(booking)}</td>
      <td>{formatNumber(booking.guests, language)}</td>
      <td className={styles.nowrap}>{total(booking)}</td>
      <td>
        <BookingStatusBadge status={booking.status} />
      </td>
      <td>
        <PaymentStatusBadge status={booking.paymentStatus} />
      </td>
      <td className={styles.nowrap}>{formatDate(booking.createdAt, language)}</td>
    </>
  );
}
