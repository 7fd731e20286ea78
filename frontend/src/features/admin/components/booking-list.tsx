import { useTranslation } from 'react-i18next';
import type { BookingListItem, PaymentStatus } from '../../../lib/api/types';
import { Link } from 'react-router-dom';
import { formatDate, formatNumber } from '../../../lib/format/format';
import { useMediaQuery } from '../../../lib/hooks/use-media-query';
import { useLanguage } from '../../../lib/i18n/localize';
import {
  BookedItem,
  BookingCells,
  BookingColumnHeads,
  useGuestText,
  useTotalText,
  useWhenText,
} from './booking-cells';
import { BookingStatusBadge } from './booking-status-badge';
import { PaymentStatusBadge } from './payment-status-badge';
import styles from './admin.module.css';

export interface BookingListProps {
  items: BookingListItem[];
  busy: boolean;
  onChange: (booking: BookingListItem, to: PaymentStatus) => void;
}

/** The next payment states the API allows for a booking; nothing for a refunded or cancelled one. */
function PaymentControl({
  booking,
  busy,
  onChange,
}: Omit<BookingListProps, 'items'> & { booking: BookingListItem }) {
  const { t } = useTranslation('admin');
  const guest = useGuestText();
  const next = booking.nextPaymentStatuses;
  if (next.length === 0) return <span className={styles.cellMeta}>{t('bookings.final')}</span>;
  return (
    <select
      className={styles.roleSelect}
      aria-label={t('bookings.changeOf', { name: guest(booking) })}
      value=""
      disabled={busy}
      onChange={(event) => {
        const to = next.find((status) => status === event.target.value);
        if (to) onChange(booking, to);
      }}
    >
      <option value="" disabled>
        {t('bookings.changeTo')}
      </option>
      {next.map((status) => (
        <option key={status} value={status}>
          {t(`bookings.markAs.${status}`)}
        </option>
      ))}
    </select>
  );
}

/** Bookings as a table; on phones, one card per booking. */
export function BookingList({ items, busy, onChange }: BookingListProps) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const wide = useMediaQuery('(min-width: 48rem)');
  const when = useWhenText();
  const total = useTotalText();
  const guest = useGuestText();

  if (!wide) {
    return (
      <ul className={styles.cards} aria-busy={busy} aria-label={t('bookings.caption')}>
        {items.map((booking) => (
          <li key={booking.id} className={styles.card} data-booking-id={booking.id}>
            <BookingStatusBadge status={booking.status} />{' '}
            <PaymentStatusBadge status={booking.paymentStatus} />
            <h3 className={styles.cardTitle}>
              <Link to={`/admin/bookings/${booking.id}`}>{guest(booking)}</Link>
            </h3>
            <p>
              <BookedItem booking={booking} />
            </p>
            <dl className={styles.cardFacts}>
              <div>
                <dt>{t('latest.columns.when')}</dt>
                <dd>{when(booking)}</dd>
              </div>
              <div>
                <dt>{t('latest.columns.guests')}</dt>
                <dd>{formatNumber(booking.guests, language)}</dd>
              </div>
              <div>
                <dt>{t('latest.columns.total')}</dt>
                <dd>{total(booking)}</dd>
              </div>
              <div>
                <dt>{t('latest.columns.recorded')}</dt>
                <dd>{formatDate(booking.createdAt, language)}</dd>
              </div>
            </dl>
            <PaymentControl booking={booking} busy={busy} onChange={onChange} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className={styles.tableWrap} role="region" aria-labelledby="bookings-caption" tabIndex={0}>
      <table className={styles.table} aria-busy={busy}>
        <caption id="bookings-caption" className="visually-hidden">
          {t('bookings.caption')}
        </caption>
        <thead>
          <tr>
            <BookingColumnHeads />
            <th scope="col">{t('bookings.columns.change')}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((booking) => (
            <tr key={booking.id} data-booking-id={booking.id}>
              <BookingCells booking={booking} />
              <td>
                <PaymentControl booking={booking} busy={busy} onChange={onChange} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
