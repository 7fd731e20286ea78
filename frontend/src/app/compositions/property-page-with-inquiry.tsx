import PropertyPage from '../../features/catalogue/routes/property-page';
import { ContactForm } from '../../features/contact/components/contact-form';
import { ViewingRequest } from '../../features/viewings/components/viewing-request';

/**
 * /property/:id: the catalogue's property page with the contact feature's inquiry form about that
 * property and the viewings feature's request. Features never import each other; they meet here, at the
 * application level.
 */
export default function PropertyPageWithInquiry() {
  return (
    <PropertyPage
      renderInquiryForm={(about) => <ContactForm key={about.propertyId} about={about} />}
      renderViewingRequest={(property) => (
        <ViewingRequest key={property.propertyId} propertyId={property.propertyId} title={property.title} />
      )}
    />
  );
}
