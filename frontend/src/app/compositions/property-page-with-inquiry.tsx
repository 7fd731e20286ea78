import PropertyPage from '../../features/catalogue/routes/property-page';
import { ContactForm } from '../../features/contact/components/contact-form';
import { PurchaseCostsSection } from '../../features/purchase-costs/components/purchase-costs-section';
import { ViewingRequest } from '../../features/viewings/components/viewing-request';

/**
 * /property/:id: the catalogue's property page with the contact feature's inquiry form about that
 * property, the viewings feature's request and the purchase-costs feature's "What it costs". Features never import each other; they meet here, at the
 * application level.
 */
export default function PropertyPageWithInquiry() {
  return (
    <PropertyPage
      renderInquiryForm={(about) => <ContactForm key={about.propertyId} about={about} />}
      renderViewingRequest={(property) => (
        <ViewingRequest key={property.propertyId} propertyId={property.propertyId} title={property.title} />
      )}
      renderPurchaseCosts={(property) => (
        <PurchaseCostsSection priceEur={property.priceEur} yearBuilt={property.yearBuilt} />
      )}
    />
  );
}
