import ServicesPage from '../../features/catalogue/routes/services-page';
import { BookAction } from '../../features/bookings/components/book-action';
import { bookableService } from '../../features/bookings/utils/bookable-item';

/** /services: the catalogue's services, each booked through the bookings feature's form. */
export default function ServicesPageWithBooking() {
  return (
    <ServicesPage
      renderBookAction={(service, describedBy) => (
        <BookAction item={bookableService(service)} describedBy={describedBy} />
      )}
    />
  );
}
