import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { SelectField, TextField } from '../../../components/ui/form-field';
import { PageIntro } from '../../../components/ui/page-intro';
import { pageCount } from '../../../components/ui/pagination';
import { ErrorState } from '../../../components/ui/status-message';
import { useToast } from '../../../components/ui/toast';
import { isApiError } from '../../../lib/api/api-client';
import { describeApiError } from '../../../lib/api/describe-api-error';
import type { BookingListItem, BookingListQuery, PaymentStatus } from '../../../lib/api/types';
import { formatNumber } from '../../../lib/format/format';
import { useDebouncedSearch } from '../../../lib/hooks/use-debounced-search';
import { useListAddress } from '../../../lib/hooks/use-list-address';
import { useLanguage, useLocalize } from '../../../lib/i18n/localize';
import { useDocumentMeta } from '../../../lib/seo/use-document-meta';
import { AdminListResults } from '../../../widgets/admin-list/admin-list-results';
import { useChangePaymentStatus } from '../api/change-payment-status';
import { BOOKINGS_PAGE_SIZE, useBookings } from '../api/list-bookings';
import { useGuestText } from '../components/booking-cells';
import { BookingList } from '../components/booking-list';
import {
  BOOKING_KINDS,
  BOOKING_STATUSES,
  isBookingKind,
  isBookingStatus,
} from '../components/booking-status-badge';
import { isPaymentStatus, PAYMENT_STATUSES } from '../components/payment-status-badge';
import styles from '../components/admin.module.css';

/** The list's search, filters and page live in the address (`?q=&status=&kind=&paymentStatus=&page=`). */
function useFilters() {
  const { params, update } = useListAddress<'q' | 'paymentStatus' | 'status' | 'kind'>();
  const paymentStatus = params.get('paymentStatus');
  const status = params.get('status');
  const kind = params.get('kind');
  const page = Number(params.get('page'));
  const query: BookingListQuery = {
    q: params.get('q')?.trim() || undefined,
    paymentStatus: isPaymentStatus(paymentStatus) ? paymentStatus : undefined,
    status: isBookingStatus(status) ? status : undefined,
    kind: isBookingKind(kind) ? kind : undefined,
    page: Number.isInteger(page) && page > 1 ? page : 1,
    pageSize: BOOKINGS_PAGE_SIZE,
  };
  return { query, update };
}

interface PendingChange {
  booking: BookingListItem;
  to: PaymentStatus;
}

/**
 * /admin/bookings (admins and owners): every booking, newest first, searched by guest, item or reference
 * and filtered by status, kind and payment status; each opens its detail (/admin/bookings/:id), where staff
 * decide on clients' requests. A booking's payment moves on after a confirmation, only along
 * the transitions the API allows. When someone else changed the booking meanwhile, nothing is overwritten:
 * the list is read again and a notice says so.
 */
export default function BookingsPage() {
  const { t } = useTranslation(['admin', 'common']);
  useDocumentMeta(t('admin:bookings.meta.title'), t('admin:bookings.meta.description'));
  const language = useLanguage();
  const localize = useLocalize();
  const toast = useToast();
  const { query, update } = useFilters();
  const bookings = useBookings(query);
  const change = useChangePaymentStatus();
  const guest = useGuestText();
  const [pending, setPending] = useState<PendingChange | null>(null);
  const [conflict, setConflict] = useState<string | null>(null);

  const [search, setSearch] = useDebouncedSearch(query.q ?? '', (q) => update({ q }));

  const statusName = (status: PaymentStatus) => t(`admin:paymentStatus.${status}`);

  const open = (booking: BookingListItem, to: PaymentStatus) => {
    change.reset();
    setConflict(null);
    setPending({ booking, to });
  };

  const confirm = () => {
    if (!pending) return;
    const { booking, to } = pending;
    change.mutate(
      { id: booking.id, paymentStatus: to, expectedVersion: booking.version },
      {
        onSuccess: () => {
          setPending(null);
          toast.show(t('admin:bookings.done', { name: guest(booking), status: statusName(to) }), 'success');
        },
        onError: (error) => {
          if (error.code !== 'version_conflict') return;
          // The list is read again (see the mutation); the person decides on the current state.
          setPending(null);
          setConflict(t('admin:bookings.conflict', { name: guest(booking) }));
        },
      },
    );
  };

  const data = bookings.data;
  const filtering = Boolean(query.q || query.paymentStatus || query.status || query.kind);
  const filters = { q: query.q, paymentStatus: query.paymentStatus, status: query.status, kind: query.kind };

  const results = (
    <AdminListResults
      query={bookings}
      isEmpty={(list) => list.items.length === 0}
      texts={{ loading: t('admin:bookings.loading'), failed: t('admin:bookings.failed') }}
      empty={{ title: t('admin:bookings.empty.title'), message: t('admin:bookings.empty.message') }}
      noResults={
        filtering
          ? {
              title: t('admin:bookings.noResults.title'),
              message: t('admin:bookings.noResults.message'),
              clearLabel: t('admin:bookings.clearFilters'),
              onClear: () => {
                setSearch('');
                update({ q: '', paymentStatus: '', status: '', kind: '' });
              },
            }
          : undefined
      }
      pagination={(list) => {
        const pages = pageCount(list.total, list.pageSize);
        return {
          page: list.page,
          pages,
          label: t('admin:bookings.pagination.label'),
          previousLabel: t('admin:bookings.pagination.previous'),
          nextLabel: t('admin:bookings.pagination.next'),
          positionLabel: t('admin:bookings.pagination.position', { page: list.page, pages }),
          onPageChange: (page) => update({ page, ...filters }),
        };
      }}
    >
      {(list) => (
        <BookingList items={list.items} busy={bookings.isFetching || change.isPending} onChange={open} />
      )}
    </AdminListResults>
  );

  const mutationError = change.error;
  return (
    <div className={styles.page}>
      <div className="container">
        <PageIntro
          eyebrow={t('admin:bookings.eyebrow')}
          title={t('admin:bookings.title')}
          lead={t('admin:bookings.lead')}
        />
        <section className={styles.section}>
          <h2 className="visually-hidden">{t('admin:bookings.listHeading')}</h2>
          <form className={styles.bookingFilters} role="search" onSubmit={(event) => event.preventDefault()}>
            <TextField
              label={t('admin:bookings.filters.search')}
              name="q"
              type="search"
              placeholder={t('admin:bookings.filters.searchPlaceholder')}
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
            <SelectField
              label={t('admin:bookings.filters.status')}
              name="status"
              value={query.status ?? ''}
              onChange={(event) => update({ ...filters, status: event.target.value, q: search.trim() })}
            >
              <option value="">{t('admin:bookings.filters.allBookingStatuses')}</option>
              {BOOKING_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {t(`admin:bookingStatus.${status}`)}
                </option>
              ))}
            </SelectField>
            <SelectField
              label={t('admin:bookings.filters.kind')}
              name="kind"
              value={query.kind ?? ''}
              onChange={(event) => update({ ...filters, kind: event.target.value, q: search.trim() })}
            >
              <option value="">{t('admin:bookings.filters.allKinds')}</option>
              {BOOKING_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`admin:bookingKind.${kind}`)}
                </option>
              ))}
            </SelectField>
            <SelectField
              label={t('admin:bookings.filters.paymentStatus')}
              name="paymentStatus"
              value={query.paymentStatus ?? ''}
              onChange={(event) =>
                update({ ...filters, paymentStatus: event.target.value, q: search.trim() })
              }
            >
              <option value="">{t('admin:bookings.filters.allStatuses')}</option>
              {PAYMENT_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {statusName(status)}
                </option>
              ))}
            </SelectField>
          </form>
          {conflict ? (
            <ErrorState
              title={t('admin:bookings.conflictTitle')}
              message={conflict}
              retryLabel={t('admin:bookings.dismiss')}
              onRetry={() => setConflict(null)}
            />
          ) : null}
          {data ? (
            <p className={styles.summary} role="status">
              {t('admin:bookings.found', { total: formatNumber(data.total, language) })}
            </p>
          ) : null}
          {results}
        </section>
      </div>
      <ConfirmDialog
        open={pending !== null}
        title={t('admin:bookings.confirm.title')}
        confirmLabel={pending ? t('admin:bookings.confirm.confirm', { status: statusName(pending.to) }) : ''}
        cancelLabel={t('admin:bookings.confirm.cancel')}
        closeLabel={t('common:actions.close')}
        busyLabel={t('admin:bookings.saving')}
        busy={change.isPending}
        danger={pending?.to === 'cancelled' || pending?.to === 'refunded'}
        error={
          mutationError
            ? isApiError(mutationError) && mutationError.kind === 'http' && mutationError.status < 500
              ? mutationError.message
              : t(`common:${describeApiError(mutationError).key}`)
            : null
        }
        onConfirm={confirm}
        onCancel={() => setPending(null)}
      >
        <p>
          {pending
            ? t('admin:bookings.confirm.body', {
                name: guest(pending.booking),
                reference: pending.booking.itemReference ?? localize(pending.booking.itemTitle),
                from: statusName(pending.booking.paymentStatus),
                to: statusName(pending.to),
              })
            : null}
        </p>
      </ConfirmDialog>
    </div>
  );
}
