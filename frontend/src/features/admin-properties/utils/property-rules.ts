import { isApiError } from '../../../lib/api/api-client';
import { LANGUAGES } from '../../../lib/i18n/languages';
import { isBlank, isEmail } from '../../../lib/validation/validators';
import { FEATURE_GROUPS, parseNumber } from './property-draft';
import type { PropertyDraft, TextDraft } from './property-draft';

/**
 * The checks of the API's request DTO (property-details.request.dto.ts, catalogue-inputs.dto.ts), run
 * before sending. Errors are keyed by the field's path in the request's `details`, which is also how the
 * API names a field it refuses, so both land next to the same control.
 */
export type FieldErrors = Record<string, string>;

/** The same limits the API checks. */
export const PROPERTY_LIMITS = {
  shortText: 200,
  longText: 10_000,
  name: 120,
  images: 60,
  featuresPerGroup: 40,
  nearby: 30,
  agentLanguages: 12,
} as const;

export interface NumberRule {
  min: number;
  max: number;
  /** Whole numbers only (IsInt), or any number (IsNumber). */
  integer: boolean;
  /** Empty means "none" (sent as null). */
  optional?: boolean;
}

const int = (min: number, max: number, optional = false): NumberRule => ({
  min,
  max,
  integer: true,
  optional,
});
const decimal = (min: number, max: number): NumberRule => ({ min, max, integer: false });

/** Number fields by path; list rows use `*` for their index. */
export const NUMBER_RULES: Record<string, NumberRule> = {
  'specifications.bedrooms': int(0, 50),
  'specifications.bathrooms': int(0, 50),
  'specifications.sizeBuiltM2': int(1, 1_000_000),
  'specifications.sizePlotM2': int(1, 1_000_000, true),
  'specifications.floors': int(1, 200),
  'specifications.yearBuilt': int(1000, 2100),
  'specifications.yearRenovated': int(1000, 2100, true),
  'specifications.floorLevel': int(-5, 200, true),
  'address.beachDistanceM': int(0, 1_000_000),
  'address.cityCenterDistanceM': int(0, 1_000_000),
  'address.airportDistanceKm': decimal(0, 10_000),
  'address.nearby.*.distanceM': int(0, 1_000_000),
  'address.coordinates.lat': decimal(-90, 90),
  'address.coordinates.lng': decimal(-180, 180),
  'price.saleEur': int(1, 1_000_000_000),
  'price.communityFeesEur': int(0, 1_000_000, true),
  'price.propertyTaxEur': int(0, 10_000_000, true),
  'rentalPotential.monthlyRentEur': int(0, 10_000_000),
  'rentalPotential.annualYieldPct': decimal(0, 100),
};

export const REFERENCE_PATTERN = /^[A-Z0-9][A-Z0-9-]{1,29}$/;
const POSTAL_CODE = /^[0-9]{5}$/;
const PHONE = /^\+?[0-9 ()-]{6,20}$/;
const HTTPS_URL = /^https:\/\/\S{1,500}$/;
const LANGUAGE_CODE = /^[a-z]{2}$/;

/** The rule of a path, with list indexes generalised (`address.nearby.3.distanceM` -> `.*.`). */
export function ruleFor(path: string): NumberRule | undefined {
  return NUMBER_RULES[path.replace(/\.\d+\./g, '.*.')];
}

export function checkNumber(value: string, rule: NumberRule): string | null {
  if (value.trim() === '') return rule.optional ? null : 'required';
  const number = parseNumber(value);
  if (Number.isNaN(number)) return 'not_a_number';
  if (rule.integer && !Number.isInteger(number)) return 'not_a_whole_number';
  if (number < rule.min) return 'too_small';
  if (number > rule.max) return 'too_large';
  return null;
}

function checkText(value: string, max: number, required: boolean): string | null {
  if (required && isBlank(value)) return 'required';
  return [...value.trim()].length > max ? 'too_long' : null;
}

/** What the validator collects: the first problem of each field. */
class Collector {
  readonly errors: FieldErrors = {};
  add(path: string, code: string | null): void {
    if (code && !this.errors[path]) this.errors[path] = code;
  }
  localized(path: string, text: TextDraft, max: number): void {
    for (const language of LANGUAGES) {
      this.add(`${path}.${language}`, checkText(text[language], max, language === 'es'));
    }
  }
  number(path: string, value: string): void {
    const rule = ruleFor(path);
    if (rule) this.add(path, checkNumber(value, rule));
  }
}

/** Every problem of the draft by field path; empty when the API would accept it. */
export function validateDraft(draft: PropertyDraft): FieldErrors {
  const c = new Collector();
  const short = PROPERTY_LIMITS.shortText;
  const long = PROPERTY_LIMITS.longText;

  c.add('reference', isBlank(draft.reference) ? 'required' : null);
  c.add('reference', REFERENCE_PATTERN.test(draft.reference.trim()) ? null : 'invalid_reference');
  c.add('type', draft.type ? null : 'required');
  c.add('location', draft.location ? null : 'required');
  c.localized('title', draft.title, short);
  c.localized('subtitle', draft.subtitle, short);
  c.localized('shortDescription', draft.shortDescription, long);
  c.localized('fullDescription', draft.fullDescription, long);

  for (const [field, value] of Object.entries(draft.specifications)) {
    if (typeof value === 'string' && field !== 'orientation') c.number(`specifications.${field}`, value);
  }
  c.add('specifications.orientation', draft.specifications.orientation ? null : 'required');

  for (const group of FEATURE_GROUPS) {
    const lines = draft.features[group];
    c.add(`features.${group}`, lines.length > PROPERTY_LIMITS.featuresPerGroup ? 'too_many' : null);
    lines.forEach((line, index) => c.localized(`features.${group}.${index}`, line, short));
  }

  const address = draft.address;
  for (const field of ['area', 'city', 'province'] as const) {
    c.add(`address.${field}`, checkText(address[field], PROPERTY_LIMITS.name, true));
  }
  c.add('address.postalCode', isBlank(address.postalCode) ? 'required' : null);
  c.add('address.postalCode', POSTAL_CODE.test(address.postalCode.trim()) ? null : 'invalid_postal_code');
  c.number('address.beachDistanceM', address.beachDistanceM);
  c.number('address.cityCenterDistanceM', address.cityCenterDistanceM);
  c.number('address.airportDistanceKm', address.airportDistanceKm);
  c.add('address.nearby', address.nearby.length > PROPERTY_LIMITS.nearby ? 'too_many' : null);
  address.nearby.forEach((place, index) => {
    c.localized(`address.nearby.${index}.name`, place.name, short);
    c.number(`address.nearby.${index}.distanceM`, place.distanceM);
  });
  const { lat, lng } = address.coordinates;
  if (lat.trim() !== '' || lng.trim() !== '') {
    c.number('address.coordinates.lat', lat);
    c.number('address.coordinates.lng', lng);
  }

  c.number('price.saleEur', draft.price.saleEur);
  c.number('price.communityFeesEur', draft.price.communityFeesEur);
  c.number('price.propertyTaxEur', draft.price.propertyTaxEur);

  const agent = draft.agent;
  c.add('agent.name', checkText(agent.name, PROPERTY_LIMITS.name, true));
  c.localized('agent.title', agent.title, short);
  c.add('agent.phone', isBlank(agent.phone) ? 'required' : null);
  c.add('agent.phone', PHONE.test(agent.phone.trim()) ? null : 'invalid_phone');
  c.add('agent.email', isBlank(agent.email) ? 'required' : null);
  c.add('agent.email', agent.email.trim().length > 254 ? 'too_long' : null);
  c.add('agent.email', isEmail(agent.email) ? null : 'invalid_email');
  c.add('agent.languages', agent.languages.length > PROPERTY_LIMITS.agentLanguages ? 'too_many' : null);
  c.add(
    'agent.languages',
    agent.languages.every((code) => LANGUAGE_CODE.test(code)) ? null : 'invalid_choice',
  );

  const gallery = draft.gallery;
  c.add('gallery.images', gallery.images.length > PROPERTY_LIMITS.images ? 'too_many' : null);
  gallery.images.forEach((image, index) => c.localized(`gallery.images.${index}.alt`, image.alt, short));
  const tour = gallery.virtualTourUrl.trim();
  c.add('gallery.virtualTourUrl', tour && !HTTPS_URL.test(tour) ? 'invalid_url' : null);

  c.add('energyRating', draft.energyRating ? null : 'required');

  if (draft.hasRentalPotential) {
    c.number('rentalPotential.monthlyRentEur', draft.rentalPotential.monthlyRentEur);
    c.number('rentalPotential.annualYieldPct', draft.rentalPotential.annualYieldPct);
  }
  return c.errors;
}

/**
 * The API's field errors of a refused save (400 `validation_failed`, 409 `reference_taken`) by the
 * form's paths: `details.price.saleEur` -> `price.saleEur`.
 */
export function serverFieldErrors(error: unknown): FieldErrors {
  if (!isApiError(error)) return {};
  const errors: FieldErrors = {};
  for (const detail of error.details) {
    const path = detail.field.replace(/^details\./, '');
    if (!errors[path]) errors[path] = detail.code;
  }
  return errors;
}
