import * as z from 'zod';
import type {
  AdminPropertyDetail,
  EnergyRating,
  FeatureKey,
  LocalizedText,
  LocationKey,
  Orientation,
  PropertyType,
} from '../../../lib/api/types';
import { zPropertyDetailsInputDto } from '../../../lib/api/zod.gen';
import {
  emptyText,
  localizedText,
  optionalNumber,
  textDraft,
  typedNumber,
} from '../../../lib/forms/draft-values';
import type { TextDraft } from '../../../lib/forms/draft-values';

export interface NearbyDraft {
  name: TextDraft;
  distanceM: string;
}

export interface ImageDraft {
  url: string;
  alt: TextDraft;
}

export type FeatureGroup = 'main' | 'interior' | 'exterior';
export const FEATURE_GROUPS: readonly FeatureGroup[] = ['main', 'interior', 'exterior'];

/**
 * The rich property model as the form holds it: the request's shape (so field paths equal the API's,
 * without `details.`), numbers as the text typed, enumerations '' until chosen.
 */
export interface PropertyDraft {
  reference: string;
  type: PropertyType | '';
  location: LocationKey | '';
  title: TextDraft;
  subtitle: TextDraft;
  shortDescription: TextDraft;
  fullDescription: TextDraft;
  featured: boolean;
  specifications: {
    bedrooms: string;
    bathrooms: string;
    guestBathroom: boolean;
    sizeBuiltM2: string;
    sizePlotM2: string;
    floors: string;
    yearBuilt: string;
    yearRenovated: string;
    floorLevel: string;
    orientation: Orientation | '';
  };
  amenities: FeatureKey[];
  features: Record<FeatureGroup, TextDraft[]>;
  address: {
    area: string;
    city: string;
    province: string;
    postalCode: string;
    beachDistanceM: string;
    cityCenterDistanceM: string;
    airportDistanceKm: string;
    nearby: NearbyDraft[];
    coordinates: { lat: string; lng: string };
    hideExactLocation: boolean;
  };
  price: { saleEur: string; communityFeesEur: string; propertyTaxEur: string };
  agent: { name: string; title: TextDraft; phone: string; email: string; languages: string[] };
  gallery: { images: ImageDraft[]; virtualTourUrl: string; floorPlans: boolean; dronePhotos: boolean };
  energyRating: EnergyRating | '';
  hasRentalPotential: boolean;
  rentalPotential: {
    monthlyRentEur: string;
    annualYieldPct: string;
    touristLicense: boolean;
    managementService: boolean;
  };
}

function numberText(value: number | null | undefined): string {
  return value === null || value === undefined ? '' : String(value);
}

export interface DraftDefaults {
  agentName?: string;
  agentEmail?: string;
}

/** A blank form for a new property; the signed-in staff member is the agent until someone else is named. */
export function emptyDraft(defaults: DraftDefaults = {}): PropertyDraft {
  return {
    reference: '',
    type: '',
    location: '',
    title: emptyText(),
    subtitle: emptyText(),
    shortDescription: emptyText(),
    fullDescription: emptyText(),
    featured: false,
    specifications: {
      bedrooms: '',
      bathrooms: '',
      guestBathroom: false,
      sizeBuiltM2: '',
      sizePlotM2: '',
      floors: '1',
      yearBuilt: '',
      yearRenovated: '',
      floorLevel: '',
      orientation: '',
    },
    amenities: [],
    features: { main: [], interior: [], exterior: [] },
    address: {
      area: '',
      city: '',
      province: 'Cantabria',
      postalCode: '',
      beachDistanceM: '',
      cityCenterDistanceM: '',
      airportDistanceKm: '',
      nearby: [],
      coordinates: { lat: '', lng: '' },
      hideExactLocation: false,
    },
    price: { saleEur: '', communityFeesEur: '', propertyTaxEur: '' },
    agent: {
      name: defaults.agentName ?? '',
      title: emptyText(),
      phone: '',
      email: defaults.agentEmail ?? '',
      languages: ['es'],
    },
    gallery: { images: [], virtualTourUrl: '', floorPlans: false, dronePhotos: false },
    energyRating: '',
    hasRentalPotential: false,
    rentalPotential: {
      monthlyRentEur: '',
      annualYieldPct: '',
      touristLicense: false,
      managementService: false,
    },
  };
}

/** The form's content for a stored property. */
export function draftFromProperty(property: AdminPropertyDetail): PropertyDraft {
  const spec = property.specifications;
  const lines = (items: LocalizedText[]) => items.map(textDraft);
  const rental = property.rentalPotential ?? null;
  return {
    reference: property.reference,
    type: property.type,
    location: property.location,
    title: textDraft(property.title),
    subtitle: textDraft(property.subtitle),
    shortDescription: textDraft(property.shortDescription),
    fullDescription: textDraft(property.fullDescription),
    featured: property.featured,
    specifications: {
      bedrooms: numberText(spec.bedrooms),
      bathrooms: numberText(spec.bathrooms),
      guestBathroom: spec.guestBathroom,
      sizeBuiltM2: numberText(spec.sizeBuiltM2),
      sizePlotM2: numberText(spec.sizePlotM2),
      floors: numberText(spec.floors),
      yearBuilt: numberText(spec.yearBuilt),
      yearRenovated: numberText(spec.yearRenovated),
      floorLevel: numberText(spec.floorLevel),
      orientation: spec.orientation,
    },
    amenities: [...property.amenities],
    features: {
      main: lines(property.features.main),
      interior: lines(property.features.interior),
      exterior: lines(property.features.exterior),
    },
    address: {
      area: property.address.area,
      city: property.address.city,
      province: property.address.province,
      postalCode: property.address.postalCode,
      beachDistanceM: numberText(property.address.beachDistanceM),
      cityCenterDistanceM: numberText(property.address.cityCenterDistanceM),
      airportDistanceKm: numberText(property.address.airportDistanceKm),
      nearby: property.address.nearby.map((place) => ({
        name: textDraft(place.name),
        distanceM: numberText(place.distanceM),
      })),
      coordinates: {
        lat: numberText(property.address.coordinates?.lat),
        lng: numberText(property.address.coordinates?.lng),
      },
      hideExactLocation: property.address.hideExactLocation,
    },
    price: {
      saleEur: numberText(property.price.saleEur),
      communityFeesEur: numberText(property.price.communityFeesEur),
      propertyTaxEur: numberText(property.price.propertyTaxEur),
    },
    agent: {
      name: property.agent.name,
      title: textDraft(property.agent.title),
      phone: property.agent.phone,
      email: property.agent.email,
      languages: [...property.agent.languages],
    },
    gallery: {
      images: property.gallery.images.map((image) => ({
        url: image.url,
        alt: textDraft(image.alt),
      })),
      virtualTourUrl: property.gallery.virtualTourUrl ?? '',
      floorPlans: property.gallery.floorPlans,
      dronePhotos: property.gallery.dronePhotos,
    },
    energyRating: property.energyRating,
    hasRentalPotential: rental !== null,
    rentalPotential: {
      monthlyRentEur: numberText(rental?.monthlyRentEur),
      annualYieldPct: numberText(rental?.annualYieldPct),
      touristLicense: rental?.touristLicense ?? false,
      managementService: rental?.managementService ?? false,
    },
  };
}

/** A choice not made yet is a missing value. */
function chosen<T extends string>(value: T | ''): T | undefined {
  return value === '' ? undefined : value;
}

/**
 * The request's `details` this draft would send: texts trimmed, blank translations left out, numbers
 * parsed (a blank required one is missing, a blank optional one null), no coordinates when both are
 * blank, no rental potential unless it is on.
 */
export function draftToInput(draft: PropertyDraft) {
  const spec = draft.specifications;
  const { coordinates, ...address } = draft.address;
  const hasCoordinates = coordinates.lat.trim() !== '' || coordinates.lng.trim() !== '';
  const rental = draft.rentalPotential;
  return {
    reference: draft.reference.trim(),
    type: chosen(draft.type),
    location: chosen(draft.location),
    title: localizedText(draft.title),
    subtitle: localizedText(draft.subtitle),
    shortDescription: localizedText(draft.shortDescription),
    fullDescription: localizedText(draft.fullDescription),
    specifications: {
      bedrooms: typedNumber(spec.bedrooms),
      bathrooms: typedNumber(spec.bathrooms),
      guestBathroom: spec.guestBathroom,
      sizeBuiltM2: typedNumber(spec.sizeBuiltM2),
      sizePlotM2: optionalNumber(spec.sizePlotM2),
      floors: typedNumber(spec.floors),
      yearBuilt: typedNumber(spec.yearBuilt),
      yearRenovated: optionalNumber(spec.yearRenovated),
      floorLevel: optionalNumber(spec.floorLevel),
      orientation: chosen(spec.orientation),
    },
    amenities: draft.amenities,
    features: {
      main: draft.features.main.map(localizedText),
      interior: draft.features.interior.map(localizedText),
      exterior: draft.features.exterior.map(localizedText),
    },
    address: {
      area: address.area.trim(),
      city: address.city.trim(),
      province: address.province.trim(),
      postalCode: address.postalCode.trim(),
      beachDistanceM: typedNumber(address.beachDistanceM),
      cityCenterDistanceM: typedNumber(address.cityCenterDistanceM),
      airportDistanceKm: typedNumber(address.airportDistanceKm),
      nearby: address.nearby.map((place) => ({
        name: localizedText(place.name),
        distanceM: typedNumber(place.distanceM),
      })),
      coordinates: hasCoordinates
        ? { lat: typedNumber(coordinates.lat), lng: typedNumber(coordinates.lng) }
        : null,
      hideExactLocation: address.hideExactLocation,
    },
    price: {
      saleEur: typedNumber(draft.price.saleEur),
      communityFeesEur: optionalNumber(draft.price.communityFeesEur),
      propertyTaxEur: optionalNumber(draft.price.propertyTaxEur),
    },
    agent: {
      name: draft.agent.name.trim(),
      title: localizedText(draft.agent.title),
      phone: draft.agent.phone.trim(),
      email: draft.agent.email.trim(),
      languages: draft.agent.languages,
    },
    gallery: {
      images: draft.gallery.images.map((image) => ({ url: image.url, alt: localizedText(image.alt) })),
      virtualTourUrl: draft.gallery.virtualTourUrl.trim() || null,
      floorPlans: draft.gallery.floorPlans,
      dronePhotos: draft.gallery.dronePhotos,
    },
    energyRating: chosen(draft.energyRating),
    rentalPotential: draft.hasRentalPotential
      ? {
          monthlyRentEur: typedNumber(rental.monthlyRentEur),
          annualYieldPct: typedNumber(rental.annualYieldPct),
          touristLicense: rental.touristLicense,
          managementService: rental.managementService,
        }
      : null,
    featured: draft.featured,
  };
}

/**
 * The property form's rules: the draft as the request's `details`, checked by the API's own request
 * schema (generated from its OpenAPI document). What passes is the `details` to send.
 */
export const propertyFormSchema = z.preprocess(draftToInput, zPropertyDetailsInputDto);
