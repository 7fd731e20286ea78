import type { LocalizedText } from '../../../platform/i18n/languages';
import type { EnergyRating, FeatureKey, LocationKey, Orientation, PropertyType } from './catalogue-enums';

export interface CatalogueImage {
  /** Path under the site's origin, e.g. /media/catalogue/villa-sardinero-1.svg */
  url: string;
  alt: LocalizedText;
}

export interface NearbyPlace {
  name: LocalizedText;
  distanceM: number;
}

/** The rich property model: everything a listing states about a property, as the agency enters it. */
export interface PropertyDetails {
  reference: string;
  type: PropertyType;
  location: LocationKey;
  title: LocalizedText;
  subtitle: LocalizedText;
  shortDescription: LocalizedText;
  fullDescription: LocalizedText;
  specifications: {
    bedrooms: number;
    bathrooms: number;
    guestBathroom: boolean;
    sizeBuiltM2: number;
    sizePlotM2: number | null;
    floors: number;
    yearBuilt: number;
    yearRenovated: number | null;
    floorLevel: number | null;
    orientation: Orientation;
  };
  /** Keys the search filters on. */
  amenities: FeatureKey[];
  features: {
    main: LocalizedText[];
    interior: LocalizedText[];
    /** "exterior" for houses, "building" for flats: the label follows the property type. */
    exterior: LocalizedText[];
  };
  address: {
    area: string;
    city: string;
    province: string;
    postalCode: string;
    beachDistanceM: number;
    cityCenterDistanceM: number;
    airportDistanceKm: number;
    nearby: NearbyPlace[];
    coordinates: { lat: number; lng: number } | null;
    /**
     * The owner's choice to show only an approximate point to the public (public-location.ts). Events recorded
     * before the switch existed lack it: the store reads them as false (`propertyEvents`).
     */
    hideExactLocation: boolean;
  };
  price: {
    saleEur: number;
    /** Monthly community fees. */
    communityFeesEur: number | null;
    /** Yearly property tax (IBI). */
    propertyTaxEur: number | null;
  };
  agent: {
    name: string;
    title: LocalizedText;
    phone: string;
    email: string;
    /** Language codes the agent speaks, e.g. ['es', 'en']. */
    languages: string[];
  };
  gallery: {
    images: CatalogueImage[];
    virtualTourUrl: string | null;
    floorPlans: boolean;
    dronePhotos: boolean;
  };
  energyRating: EnergyRating;
  rentalPotential: {
    monthlyRentEur: number;
    annualYieldPct: number;
    touristLicense: boolean;
    managementService: boolean;
  } | null;
  featured: boolean;
}
