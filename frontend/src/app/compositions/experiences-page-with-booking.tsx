import ExperiencesPage from '../../features/catalogue/routes/experiences-page';
import { BookAction } from '../../features/bookings/components/book-action';
import { bookableExperience } from '../../features/bookings/utils/bookable-item';

/** /experiences: the catalogue's experiences, each booked through the bookings feature's form. */
export default function ExperiencesPageWithBooking() {
  return (
    <ExperiencesPage
      renderBookAction={(experience, describedBy) => (
        <BookAction item={bookableExperience(experience)} describedBy={describedBy} />
      )}
    />
  );
}
