import PremiumServicesPage from '../../features/catalogue/routes/premium-services-page';
import { BookAction } from '../../features/bookings/components/book-action';
import { bookableService } from '../../features/bookings/utils/bookable-item';

/** /premium-services: the catalogue's premium services, each booked through the bookings feature's form. */
export default function PremiumServicesPageWithBooking() {
  return (
    <PremiumServicesPage
      renderBookAction={(service, describedBy) => (
        <BookAction item={bookableService(service)} describedBy={describedBy} />
      )}
    />
  );
}
