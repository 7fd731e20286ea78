import type {
  AdminPropertyDetail,
  EnergyRating,
  FeatureKey,
  Language,
  LocalizedText,
  LocationKey,
  Orientation,
  PropertyDetailsInput,
  PropertyType,
} from '../../../lib/api/types';
import { LANGUAGES } from '../../../lib/i18n/languages';

/** A text as the form edits it: Spanish (source) and the four translations, empty when missing. */
export type TextDraft = Record<Language, string>;

/** A feature line: its texts, and a stable React key (rows move and go). */
export type LineDraft = TextDraft & { key: string };

export interface NearbyDraft {
  key: string;
  name: TextDraft;
  distanceM: string;
}

export interface ImageDraft {
  key: string;
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
  features: Record<FeatureGroup, LineDraft[]>;
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

let nextKey = 0;
export function rowKey(): string {
  nextKey += 1;
  return `row-${nextKey}`;
}

export function emptyText(): TextDraft {
  return { es: '', en: '', de: '', ru: '', mk: '' };
}

function textDraft(text: LocalizedText | null | undefined): TextDraft {
  const draft = emptyText();
  for (const language of LANGUAGES) draft[language] = text?.[language] ?? '';
  return draft;
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
  const lines = (items: LocalizedText[]) => items.map((text) => ({ key: rowKey(), ...textDraft(text) }));
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
        key: rowKey(),
        name: textDraft(place.name),
        distanceM: numberText(place.distanceM),
      })),
      coordinates: {
        lat: numberText(property.address.coordinates?.lat),
        lng: numberText(property.address.coordinates?.lng),
      },
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
        key: rowKey(),
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

/** A typed number: decimal comma or point; NaN for anything else. */
export function parseNumber(value: string): number {
  const trimmed = value.trim().replace(',', '.');
  return trimmed === '' || !/^-?\d*\.?\d+$/.test(trimmed) ? Number.NaN : Number(trimmed);
}

function optionalNumber(value: string): number | null {
  return value.trim() === '' ? null : parseNumber(value);
}

/** Spanish trimmed; translations only when written. */
function localized(text: TextDraft): PropertyDetailsInput['title'] {
  const result: PropertyDetailsInput['title'] = { es: text.es.trim() };
  for (const language of LANGUAGES) {
    const value = text[language].trim();
    if (language !== 'es' && value) result[language] = value;
  }
  return result;
}

/** The request body's `details` for a draft that passed validation. */
export function draftToInput(draft: PropertyDraft): PropertyDetailsInput {
  const spec = draft.specifications;
  const coordinates = draft.address.coordinates;
  const hasCoordinates = coordinates.lat.trim() !== '' || coordinates.lng.trim() !== '';
  return {
    reference: draft.reference.trim(),
    type: draft.type as PropertyType,
    location: draft.location as LocationKey,
    title: localized(draft.title),
    subtitle: localized(draft.subtitle),
    shortDescription: localized(draft.shortDescription),
    fullDescription: localized(draft.fullDescription),
    specifications: {
      bedrooms: parseNumber(spec.bedrooms),
      bathrooms: parseNumber(spec.bathrooms),
      guestBathroom: spec.guestBathroom,
      sizeBuiltM2: parseNumber(spec.sizeBuiltM2),
      sizePlotM2: optionalNumber(spec.sizePlotM2),
      floors: parseNumber(spec.floors),
      yearBuilt: parseNumber(spec.yearBuilt),
      yearRenovated: optionalNumber(spec.yearRenovated),
      floorLevel: optionalNumber(spec.floorLevel),
      orientation: spec.orientation as Orientation,
    },
    amenities: [...draft.amenities],
    features: {
      main: draft.features.main.map(localized),
      interior: draft.features.interior.map(localized),
      exterior: draft.features.exterior.map(localized),
    },
    address: {
      area: draft.address.area.trim(),
      city: draft.address.city.trim(),
      province: draft.address.province.trim(),
      postalCode: draft.address.postalCode.trim(),
      beachDistanceM: parseNumber(draft.address.beachDistanceM),
      cityCenterDistanceM: parseNumber(draft.address.cityCenterDistanceM),
      airportDistanceKm: parseNumber(draft.address.airportDistanceKm),
      nearby: draft.address.nearby.map((place) => ({
        name: localized(place.name),
        distanceM: parseNumber(place.distanceM),
      })),
      coordinates: hasCoordinates
        ? { lat: parseNumber(coordinates.lat), lng: parseNumber(coordinates.lng) }
        : null,
    },
    price: {
      saleEur: parseNumber(draft.price.saleEur),
      communityFeesEur: optionalNumber(draft.price.communityFeesEur),
      propertyTaxEur: optionalNumber(draft.price.propertyTaxEur),
    },
    agent: {
      name: draft.agent.name.trim(),
      title: localized(draft.agent.title),
      phone: draft.agent.phone.trim(),
      email: draft.agent.email.trim(),
      languages: [...draft.agent.languages],
    },
    gallery: {
      images: draft.gallery.images.map((image) => ({ url: image.url, alt: localized(image.alt) })),
      virtualTourUrl: draft.gallery.virtualTourUrl.trim() || null,
      floorPlans: draft.gallery.floorPlans,
      dronePhotos: draft.gallery.dronePhotos,
    },
    energyRating: draft.energyRating as EnergyRating,
    rentalPotential: draft.hasRentalPotential
      ? {
          monthlyRentEur: parseNumber(draft.rentalPotential.monthlyRentEur),
          annualYieldPct: parseNumber(draft.rentalPotential.annualYieldPct),
          touristLicense: draft.rentalPotential.touristLicense,
          managementService: draft.rentalPotential.managementService,
        }
      : null,
    featured: draft.featured,
  };
}

/** Moves one row of a list up or down; a move past either end leaves the list as it is. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= items.length || to >= items.length) return [...items];
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved);
  return next;
}

/** The value at a dotted path (`address.nearby.0.name.es`). */
export function getIn(source: unknown, path: string): unknown {
  let node = source;
  for (const part of path.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

/** A copy of `source` with the value at a dotted path replaced; untouched branches are shared. */
export function setIn<T>(source: T, path: string, value: unknown): T {
  const [head, ...rest] = path.split('.');
  const current = source as unknown as Record<string, unknown> | unknown[];
  const child = rest.length
    ? setIn((current as Record<string, unknown>)[head], rest.join('.'), value)
    : value;
  if (Array.isArray(current)) {
    const copy = [...current];
    copy[Number(head)] = child;
    return copy as unknown as T;
  }
  return { ...current, [head]: child } as T;
}
