import PropertyEditorPage from '../../features/admin-properties/routes/property-editor-page';
import { EntityHistoryPanel } from '../../features/admin-history/components/entity-history-panel';
import { SalePanel } from '../../features/admin-sales/components/sale-panel';
import { MandatePanel } from '../../features/admin-mandates/components/mandate-panel';
import { ListingStatisticsPanel } from '../../features/admin-statistics/components/listing-statistics-panel';
import { PropertyPortalsPanel } from '../../features/admin-portals/components/property-portals-panel';

/** /admin/properties/edit/:id: the property editor with the property's history under the form. */
export default function PropertyEditorWithHistory() {
  return (
    <PropertyEditorPage
      renderHistory={(id, version) => <EntityHistoryPanel kind="property" id={id} revision={version} />}
      renderSalePanels={(propertyId, title) => (
        <>
          <MandatePanel propertyId={propertyId} title={title} />
          <SalePanel propertyId={propertyId} title={title} />
          <ListingStatisticsPanel propertyId={propertyId} title={title} />
          <PropertyPortalsPanel propertyId={propertyId} />
        </>
      )}
    />
  );
}
