// What other modules may use of the catalogue; everything else is its own.

// Queries and their answers
export { AdminGetPropertyQuery } from './queries/admin-get-property/admin-get-property.query';
export { AdminPropertyDetailDto } from './queries/admin-get-property/admin-property-detail.dto';
export { CountCatalogueQuery } from './queries/count-catalogue/count-catalogue.query';
export {
  CatalogueCountsDto,
  ExperienceCountsDto,
  PropertyCountsDto,
  ServiceCountsDto,
} from './queries/count-catalogue/catalogue-counts.dto';
export { GetBookableOfferingQuery } from './queries/get-bookable-offering/get-bookable-offering.query';
export type { BookableOffering } from './queries/get-bookable-offering/bookable-offering';
export { GetPropertyQuery } from './queries/get-property/get-property.query';
export { PropertyDetailDto } from './queries/get-property/property-detail.dto';
export { GetSimilarPropertiesQuery } from './queries/get-similar-properties/get-similar-properties.query';
export { ListPropertiesQuery } from './queries/list-properties/list-properties.query';
export type { PropertySearch } from './queries/list-properties/property-search';
export { PropertyListDto, PropertySummaryDto } from './queries/list-properties/property-summary.dto';
export { ComparePropertiesQuery } from './queries/compare-properties/compare-properties.query';
export { PropertyComparisonDto } from './queries/compare-properties/property-comparison.dto';
export { ListServicesQuery } from './queries/list-services/list-services.query';
export { ServiceListDto } from './queries/list-services/service.dto';
export { ListExperiencesQuery } from './queries/list-experiences/list-experiences.query';
export { ExperienceListDto } from './queries/list-experiences/experience.dto';
export {
  ListIndexablePropertiesQuery,
  MAX_IMAGES_PER_PROPERTY,
  type IndexableProperties,
  type IndexableProperty,
} from './queries/list-indexable-properties/list-indexable-properties.query';
export {
  GetPortalListingsQuery,
  type PortalListing,
} from './queries/get-portal-listings/get-portal-listings.query';
export { CatalogueImageDto, LocalizedTextDto } from './queries/catalogue-common.dto';

// The price history, for the monthly letter's reductions (a provider: inject it)
export { PriceHistory, type PriceReduction } from './price-history/price-history';

// The public reads' parameters as the API takes them, and how they become the queries' arguments
export {
  ListPropertiesRequestDto,
  toPropertySearch,
} from './queries/list-properties/list-properties.request.dto';
export { ComparePropertiesRequestDto } from './queries/compare-properties/compare-properties.request.dto';
export { ListServicesRequestDto, premiumFilter } from './queries/list-services/list-services.request.dto';
export { ListExperiencesRequestDto } from './queries/list-experiences/list-experiences.request.dto';

// Commands other modules send
export { SetPropertySaleStatusCommand } from './commands/set-property-sale-status/set-property-sale-status.command';
export type { PropertySaleStatus } from './domain/property.decider';

// Events, and the vocabulary their data speaks
export { PROPERTY_EVENT_TYPES, type PropertyEvent } from './domain/property.events';
export type { CatalogueImage, PropertyDetails } from './domain/property';
export {
  PROPERTY_STATUSES,
  PROPERTY_TYPES,
  type FeatureKey,
  type LocationKey,
  type PropertyType,
} from './domain/catalogue-enums';
export { placeName, placeSearchText } from './domain/place-names';
