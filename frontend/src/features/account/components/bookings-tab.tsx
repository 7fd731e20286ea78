import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button, buttonClass } from '../../../components/ui/button';
import { Card, CardBody, CardFooter, CardMedia, CardMeta } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FallbackImage } from '../../../components/ui/fallback-image';
import { CalendarIcon } from '../../../components/ui/icons';
import { CardSkeletonGrid } from '../../../components/ui/skeleton';
import { EmptyState, ErrorState } from '../../../components/ui/status-message';
import { useToast } from '../../../components/ui/toast';
import { isApiError } from '../../../lib/api/api-client';
import { describeApiError } from '../../../lib/api/describe-api-error';
import type { BookingStatus, MyBooking } from '../../../lib/api/types';
import { formatDateTime, formatDay, formatNumber, formatPrice } from '../../../lib/format/format';
import { useContentLang, useLanguage, useLocalize } from '../../../lib/i18n/localize';
import { useCancelMyBooking, useMyBookings } from '../api/my-bookings';
import styles from './bookings-tab.module.css';
import dated from './dated-sections.module.css';

const STATUS_TONES: Record<BookingStatus, BadgeTone> = {
  requested: 'light',
  confirmed: 'gold',
  declined: 'outline',
  completed: 'navy',
  cancelled: 'outline',
};

function BookingCard({ booking, onCancel }: { booking: MyBooking; onCancel: (booking: MyBooking) => void }) {
  const { t } = useTranslation('account');
  const language = useLanguage();
  const localize = useLocalize();
  const contentLang = useContentLang();
  const titleId = useId();
  const open = booking.status === 'requested' || booking.status === 'confirmed';
  const total =
    booking.totalPriceEur === null
      ? t('bookings.onRequest', { from: formatPrice(booking.quoteEur) })
      : formatPrice(booking.totalPriceEur);

  return (
    <Card as="li" aria-labelledby={titleId} data-booking-id={booking.id}>
      <CardMedia
        overlay={
          <span className={styles.badges}>
            <Badge tone={STATUS_TONES[booking.status]}>{t(`bookings.status.${booking.status}`)}</Badge>
          </span>
        }
      >
        <FallbackImage
          src={booking.itemImage?.url}
          alt={localize(booking.itemImage?.alt)}
          lang={contentLang(booking.itemImage?.alt)}
        />
      </CardMedia>
      <CardBody>
        <CardMeta icon={<CalendarIcon size={16} />}>{t(`bookings.kind.${booking.kind}`)}</CardMeta>
        <h3 id={titleId} className={dated.title} lang={contentLang(booking.itemTitle)}>
          {localize(booking.itemTitle)}
        </h3>
        <dl className={styles.facts}>
          <div>
            <dt>{t('bookings.when')}</dt>
            <dd>{t('bookings.at', { date: formatDay(booking.date, language), time: booking.time })}</dd>
          </div>
          <div>
            <dt>{t('bookings.guests')}</dt>
            <dd>{formatNumber(booking.guests, language)}</dd>
          </div>
          <div>
            <dt>{t('bookings.total')}</dt>
            <dd>{total}</dd>
          </div>
          <div>
            <dt>{t('bookings.payment')}</dt>
            <dd>{t(`bookings.paymentStatus.${booking.paymentStatus}`)}</dd>
          </div>
        </dl>
      </CardBody>
      {open ? (
        <CardFooter>
          <div className={styles.footer}>
            {booking.canCancel ? (
              <>
                <p className={styles.hint}>
                  {t('bookings.cancelUntil', { date: formatDateTime(booking.cancellableUntil, language) })}
                </p>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-describedby={titleId}
                  onClick={() => onCancel(booking)}
                >
                  {t('bookings.cancel')}
                </Button>
              </>
            ) : (
              <p className={styles.hint}>{t('bookings.tooLate')}</p>
            )}
          </div>
        </CardFooter>
      ) : null}
    </Card>
  );
}

/**
 * The client's bookings of services and experiences: those ahead and the past ones, with their status, payment
 * and amount. An open booking can be cancelled here until 48 hours before it starts, after a confirmation.
 */
export function BookingsTab() {
  const { t } = useTranslation(['account', 'common']);
  const bookings = useMyBookings();
  const cancel = useCancelMyBooking();
  const toast = useToast();
  const localize = useLocalize();
  const [cancelling, setCancelling] = useState<MyBooking | null>(null);

  if (bookings.isPending) return <CardSkeletonGrid count={2} label={t('account:bookings.loading')} />;
  if (bookings.isError) {
    const failure = describeApiError(bookings.error);
    return (
      <ErrorState
        title={t('account:bookings.error')}
        message={failure.apiMessage ?? t(`common:${failure.key}`)}
        retryLabel={t('common:actions.retry')}
        onRetry={() => void bookings.refetch()}
      />
    );
  }
  const { upcoming, past } = bookings.data;
  if (upcoming.length === 0 && past.length === 0) {
    return (
      <EmptyState
        title={t('account:bookings.empty.title')}
        message={t('account:bookings.empty.message')}
        actions={
          <Link to="/experiences" className={buttonClass()}>
            {t('account:bookings.empty.action')}
          </Link>
        }
      />
    );
  }

  const sections = [
    { key: 'upcoming', items: upcoming },
    { key: 'past', items: past },
  ] as const;
  const error = cancel.error;
  return (
    <div className={dated.tab}>
      {sections.map(({ key, items }) => (
        <section key={key} aria-labelledby={`bookings-${key}`}>
          <h2 id={`bookings-${key}`} className={dated.heading}>
            {t(`account:bookings.${key}`)}
          </h2>
          {items.length === 0 ? (
            <p className={dated.none}>{t(`account:bookings.none.${key}`)}</p>
          ) : (
            <ul className="grid-cards" role="list" aria-labelledby={`bookings-${key}`}>
              {items.map((booking) => (
                <BookingCard
                  key={booking.id}
                  booking={booking}
                  onCancel={(chosen) => {
                    cancel.reset();
                    setCancelling(chosen);
                  }}
                />
              ))}
            </ul>
          )}
        </section>
      ))}
      <ConfirmDialog
        open={cancelling !== null}
        title={t('account:bookings.cancelTitle')}
        confirmLabel={t('account:bookings.cancelConfirm')}
        cancelLabel={t('account:bookings.keep')}
        closeLabel={t('common:actions.close')}
        busyLabel={t('account:bookings.cancelling')}
        busy={cancel.isPending}
        danger
        error={
          error
            ? isApiError(error) && error.kind === 'http' && error.status < 500
              ? error.message
              : t(`common:${describeApiError(error).key}`)
            : null
        }
        onConfirm={() => {
          if (!cancelling) return;
          cancel.mutate(cancelling.id, {
            onSuccess: () => {
              setCancelling(null);
              toast.show(t('account:bookings.cancelled'), 'success');
            },
          });
        }}
        onCancel={() => setCancelling(null)}
      >
        <p>
          {cancelling ? t('account:bookings.cancelBody', { title: localize(cancelling.itemTitle) }) : null}
        </p>
      </ConfirmDialog>
    </div>
  );
}
