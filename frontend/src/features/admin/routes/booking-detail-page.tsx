import { useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { BackLink } from '../../../components/ui/back-link';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Dialog } from '../../../components/ui/dialog';
import { PageIntro } from '../../../components/ui/page-intro';
import { CardSkeletonGrid } from '../../../components/ui/skeleton';
import { ErrorState } from '../../../components/ui/status-message';
import { useToast } from '../../../components/ui/toast';
import { isApiError } from '../../../lib/api/api-client';
import { describeApiError } from '../../../lib/api/describe-api-error';
import type { BookingDetail } from '../../../lib/api/types';
import { formatDateTime, formatNumber, formatPrice } from '../../../lib/format/format';
import { useLanguage, useLocalize } from '../../../lib/i18n/localize';
import { useDocumentMeta } from '../../../lib/seo/use-document-meta';
import { useBooking } from '../api/get-booking';
import { useDecideBooking, type BookingDecision } from '../api/manage-booking';
import { useGuestText, useTotalText, useWhenText } from '../components/booking-cells';
import { PriceForm, ReasonForm } from '../components/booking-decision-forms';
import { BookingStatusBadge } from '../components/booking-status-badge';
import { PaymentStatusBadge } from '../components/payment-status-badge';
import styles from '../components/admin.module.css';

type Action = BookingDecision['action'];

/** The decisions the booking's status allows now, in the order staff meet them. */
function actionsOf(booking: BookingDetail): Action[] {
  const next = booking.nextStatuses;
  const actions: Action[] = [];
  if (next.includes('confirmed')) actions.push('confirm');
  if (next.includes('declined')) actions.push('decline');
  if (booking.kind !== 'stay' && next.length > 0) actions.push('adjust-price');
  if (next.includes('completed')) actions.push('complete');
  if (next.includes('cancelled')) actions.push('cancel');
  return actions;
}

const ACTION_LABELS: Record<Action, 'confirm' | 'decline' | 'adjustPrice' | 'complete' | 'cancel'> = {
  confirm: 'confirm',
  decline: 'decline',
  'adjust-price': 'adjustPrice',
  complete: 'complete',
  cancel: 'cancel',
};

function Facts({ booking }: { booking: BookingDetail }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const localize = useLocalize();
  const when = useWhenText();
  const total = useTotalText();
  const guest = useGuestText();
  const none = t('bookingDetail.facts.none');
  const facts: [string, ReactNode][] = [
    [t('bookingDetail.facts.status'), <BookingStatusBadge key="status" status={booking.status} />],
    [t('bookingDetail.facts.payment'), <PaymentStatusBadge key="payment" status={booking.paymentStatus} />],
    [t('bookingDetail.facts.kind'), t(`bookingKind.${booking.kind}`)],
    [t('bookingDetail.facts.when'), when(booking)],
    [t('bookingDetail.facts.guests'), formatNumber(booking.guests, language)],
    [
      t('bookingDetail.facts.quote'),
      booking.quoteEur !== null && booking.priceBasis
        ? t(`bookingDetail.quote.${booking.priceBasis}`, { price: formatPrice(booking.quoteEur) })
        : none,
    ],
    [t('bookingDetail.facts.total'), total(booking)],
    [t('bookingDetail.facts.guest'), guest(booking)],
    [t('bookingDetail.facts.email'), booking.guestEmail ?? none],
    [t('bookingDetail.facts.phone'), booking.phone ?? none],
    [t('bookingDetail.facts.notes'), booking.notes ?? none],
    [t('bookingDetail.facts.created'), formatDateTime(booking.createdAt, language)],
  ];
  return (
    <section className={styles.detailPanel} aria-labelledby="booking-facts">
      <h2 id="booking-facts">{localize(booking.itemTitle)}</h2>
      <dl className={styles.facts}>
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export interface BookingDetailPageProps {
  /** The booking's history (who changed what, when), composed in by the application. */
  renderHistory?: (bookingId: string, version: number) => ReactNode;
}

/**
 * /admin/bookings/:id (admins and owners): a booking's facts, the decisions its status allows (confirm,
 * decline with a reason, adjust the price with a note, complete, cancel) and its history. Each
 * decision sends the version shown: when someone else decided meanwhile, nothing is overwritten.
 */
export default function BookingDetailPage({ renderHistory }: BookingDetailPageProps) {
  const { t } = useTranslation(['admin', 'common']);
  const { id = '' } = useParams();
  const booking = useBooking(id);
  const decide = useDecideBooking();
  const guest = useGuestText();
  const toast = useToast();
  const [action, setAction] = useState<Action | null>(null);
  const [conflict, setConflict] = useState(false);
  useDocumentMeta(t('admin:bookingDetail.meta.title'), t('admin:bookingDetail.meta.description'));

  const open = (next: Action) => {
    decide.reset();
    setConflict(false);
    setAction(next);
  };

  const send = (decision: BookingDecision, showServerErrors?: (error: unknown) => boolean) =>
    decide.mutate(decision, {
      onSuccess: () => {
        setAction(null);
        toast.show(t('admin:bookingDetail.done'), 'success');
      },
      onError: (error) => {
        if (error.code === 'version_conflict' || error.code === 'booking_status_transition_not_allowed') {
          setAction(null);
          setConflict(true);
          return;
        }
        showServerErrors?.(error);
      },
    });

  let content;
  if (booking.isPending) {
    content = <CardSkeletonGrid count={2} label={t('admin:bookingDetail.loading')} />;
  } else if (booking.isError) {
    const description = describeApiError(booking.error);
    content = (
      <ErrorState
        title={
          description.status === 404 ? t('admin:bookingDetail.notFound') : t('admin:bookingDetail.failed')
        }
        message={description.apiMessage ?? t(`common:${description.key}`)}
        retryLabel={t('common:actions.retry')}
        onRetry={() => void booking.refetch()}
      />
    );
  } else {
    const data = booking.data;
    const actions = actionsOf(data);
    const base = { id: data.id, expectedVersion: data.version };
    const mutationError = decide.error;
    const errorText =
      mutationError && !(isApiError(mutationError) && mutationError.details.length > 0)
        ? isApiError(mutationError) && mutationError.kind === 'http' && mutationError.status < 500
          ? mutationError.message
          : t(`common:${describeApiError(mutationError).key}`)
        : null;
    content = (
      <div className={styles.detailGrid}>
        <Facts booking={data} />
        <div className={styles.detailSide}>
          <section className={styles.detailPanel} aria-labelledby="booking-decisions">
            <h2 id="booking-decisions">{t('admin:bookingDetail.actions.heading')}</h2>
            {conflict ? <p role="alert">{t('admin:bookingDetail.conflict')}</p> : null}
            {actions.length === 0 ? (
              <p>{t('admin:bookingDetail.actions.none')}</p>
            ) : (
              <div className={styles.decisions}>
                {actions.map((next) => (
                  <Button
                    key={next}
                    variant={
                      next === 'confirm'
                        ? 'primary'
                        : next === 'cancel' || next === 'decline'
                          ? 'danger'
                          : 'secondary'
                    }
                    size="sm"
                    onClick={() => open(next)}
                  >
                    {t(`admin:bookingDetail.actions.${ACTION_LABELS[next]}`)}
                  </Button>
                ))}
              </div>
            )}
          </section>
          {renderHistory?.(data.id, data.version)}
        </div>
        <ConfirmDialog
          open={action === 'confirm' || action === 'complete'}
          title={t(`admin:bookingDetail.dialogs.${action === 'complete' ? 'complete' : 'confirm'}.title`)}
          confirmLabel={t(
            `admin:bookingDetail.dialogs.${action === 'complete' ? 'complete' : 'confirm'}.submit`,
          )}
          cancelLabel={t('admin:bookingDetail.dialogs.back')}
          closeLabel={t('common:actions.close')}
          busyLabel={t('admin:bookingDetail.dialogs.saving')}
          busy={decide.isPending}
          error={errorText}
          onConfirm={() => send({ ...base, action: action === 'complete' ? 'complete' : 'confirm' })}
          onCancel={() => setAction(null)}
        >
          <p>
            {action === 'complete'
              ? t('admin:bookingDetail.dialogs.complete.body')
              : t('admin:bookingDetail.dialogs.confirm.body', { name: guest(data) })}
          </p>
        </ConfirmDialog>
        <Dialog
          open={action === 'decline' || action === 'cancel' || action === 'adjust-price'}
          onClose={() => setAction(null)}
          title={t(
            `admin:bookingDetail.dialogs.${action === 'adjust-price' ? 'adjust' : action === 'cancel' ? 'cancel' : 'decline'}.title`,
          )}
          closeLabel={t('common:actions.close')}
        >
          {errorText ? <p role="alert">{errorText}</p> : null}
          {action === 'adjust-price' ? (
            <PriceForm
              current={data.totalPriceEur}
              busy={decide.isPending}
              onBack={() => setAction(null)}
              onSubmit={(body, showErrors) => send({ ...base, action: 'adjust-price', ...body }, showErrors)}
            />
          ) : action === 'decline' || action === 'cancel' ? (
            <ReasonForm
              action={action}
              busy={decide.isPending}
              onBack={() => setAction(null)}
              onSubmit={(body, showErrors) =>
                send(
                  action === 'decline'
                    ? { ...base, action, reason: body.reason ?? '' }
                    : { ...base, action, reason: body.reason ?? null },
                  showErrors,
                )
              }
            />
          ) : null}
        </Dialog>
      </div>
    );
  }

  return (
    <div className={styles.page}>
      <div className="container">
        <BackLink to="/admin/bookings">{t('admin:bookingDetail.back')}</BackLink>
        <PageIntro eyebrow={t('admin:bookingDetail.eyebrow')} title={t('admin:bookingDetail.meta.title')} />
        {content}
      </div>
    </div>
  );
}
