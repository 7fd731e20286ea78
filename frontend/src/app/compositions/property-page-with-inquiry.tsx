import PropertyPage from '../../features/catalogue/routes/property-page';
import { ContactForm } from '../../features/contact/components/contact-form';

/**
 * /property/:id: the catalogue's property page with the contact feature's inquiry form about that
 * property. Features never import each other; they meet here, at the application level.
 */
export default function PropertyPageWithInquiry() {
  return <PropertyPage renderInquiryForm={(about) => <ContactForm key={about.propertyId} about={about} />} />;
}
