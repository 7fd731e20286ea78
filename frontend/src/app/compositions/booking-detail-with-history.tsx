import BookingDetailPage from '../../features/admin/routes/booking-detail-page';
import { EntityHistoryPanel } from '../../features/admin-history/components/entity-history-panel';

/** /admin/bookings/:id: the booking's detail with its history, field by field. */
export default function BookingDetailWithHistory() {
  return (
    <BookingDetailPage
      renderHistory={(id, version) => <EntityHistoryPanel kind="booking" id={id} revision={version} />}
    />
  );
}
