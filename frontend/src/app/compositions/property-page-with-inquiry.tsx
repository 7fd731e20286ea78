import { useProperty } from '../../features/catalogue/api/get-property';
import PropertyPage from '../../features/catalogue/routes/property-page';
import { lazyWhenNeeded } from '../../lib/hydration/when-needed';

// The page's interactive parts below its first screen: their code comes when the visitor gets there.
const ContactForm = lazyWhenNeeded(() =>
  import('../../features/contact/components/contact-form').then((module) => module.ContactForm),
);
const ViewingRequest = lazyWhenNeeded(() =>
  import('../../features/viewings/components/viewing-request').then((module) => module.ViewingRequest),
);
const MakeOffer = lazyWhenNeeded(() =>
  import('../../widgets/offers/make-offer').then((module) => module.MakeOffer),
);
const PurchaseCostsSection = lazyWhenNeeded(() =>
  import('../../features/purchase-costs/components/purchase-costs-section').then(
    (module) => module.PurchaseCostsSection,
  ),
);

/** "Make an offer", only while the property is on the market (reserved and sold ones take none). */
function OfferOnActiveProperty({ propertyId, title }: { propertyId: string; title: string }) {
  const property = useProperty(propertyId);
  return property.data?.status === 'active' ? <MakeOffer propertyId={propertyId} title={title} /> : null;
}

/**
 * /property/:id: the catalogue's property page with the contact feature's inquiry form about that
 * property, the viewings feature's request, the offer on an active property and the purchase-costs feature's "What it costs". Features never import each other; they meet here, at the
 * application level.
 */
export default function PropertyPageWithInquiry() {
  return (
    <PropertyPage
      renderInquiryForm={(about) => <ContactForm key={about.propertyId} about={about} />}
      renderViewingRequest={(property) => (
        <>
          <ViewingRequest key={property.propertyId} propertyId={property.propertyId} title={property.title} />
          <OfferOnActiveProperty key={`offer-${property.propertyId}`} {...property} />
        </>
      )}
      renderPurchaseCosts={(property) => (
        <PurchaseCostsSection priceEur={property.priceEur} yearBuilt={property.yearBuilt} />
      )}
    />
  );
}
