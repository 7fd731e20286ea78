// Response and request types of the HTTP API, as aliases of the schema generated from the OpenAPI document
// (`npm run gen:api`). The rest of the SPA imports them from here, never from the generated file.
import type { components } from './schema';

type Schemas = components['schemas'];

export type Language = Schemas['SendInquiryRequestDto']['language'];
export type LocalizedText = Schemas['LocalizedTextDto'];
export type PropertyType = Schemas['PropertyType'];
export type LocationKey = Schemas['LocationKey'];
export type FeatureKey = Schemas['PropertySummaryDto']['amenities'][number];
export type PublicPropertyStatus = Schemas['PublicPropertyStatus'];
export type EnergyRating = Schemas['EnergyRating'];
export type Orientation = Schemas['SpecificationsDto']['orientation'];
export type ExperienceType = Schemas['ExperienceType'];

export type CatalogueImage = Schemas['CatalogueImageDto'];
export type PropertySummary = Schemas['PropertySummaryDto'];
export type PropertyList = Schemas['PropertyListDto'];
export type NearbyPlace = Schemas['NearbyPlaceDto'];
export type PropertyDetail = Schemas['PropertyDetailDto'];
export type Service = Schemas['ServiceDto'];
export type ServiceList = Schemas['ServiceListDto'];
export type Experience = Schemas['ExperienceDto'];
export type ExperienceList = Schemas['ExperienceListDto'];

export type ApiErrorDetail = Schemas['FieldErrorDto'];
/** The one error shape of the API. */
export type ApiErrorBody = Schemas['ErrorBodyDto'];
