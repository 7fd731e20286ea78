import PropertyPage from '../../features/catalogue/routes/property-page';
import { lazyWhenNeeded } from '../../lib/hydration/when-needed';

// The page's interactive parts below its first screen: their code comes when the visitor gets there.
const ContactForm = lazyWhenNeeded(() =>
  import('../../features/contact/components/contact-form').then((module) => module.ContactForm),
);
const ViewingRequest = lazyWhenNeeded(() =>
  import('../../features/viewings/components/viewing-request').then((module) => module.ViewingRequest),
);
const PurchaseCostsSection = lazyWhenNeeded(() =>
  import('../../features/purchase-costs/components/purchase-costs-section').then(
    (module) => module.PurchaseCostsSection,
  ),
);

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
