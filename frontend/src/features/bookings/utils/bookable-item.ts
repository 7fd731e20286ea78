import type { Experience, LocalizedText, QuoteBasis, Service } from '../../../lib/api/types';

/** A service or an experience as the booking form needs it: what it is and how the catalogue prices it. */
export interface BookableItem {
  kind: 'service' | 'experience';
  id: string;
  title: LocalizedText;
  priceEur: number;
  priceBasis: QuoteBasis;
  /** The most guests one booking may bring: the API's limit, and an experience's places per date. */
  maxGuests: number;
}

/** The API's most guests per booking (BOOKING_LIMITS.guests). */
const MAX_GUESTS = 30;

export const bookableService = (service: Service): BookableItem => ({
  kind: 'service',
  id: service.id,
  title: service.title,
  priceEur: service.priceFromEur,
  priceBasis: 'from',
  maxGuests: MAX_GUESTS,
});

export const bookableExperience = (experience: Experience): BookableItem => ({
  kind: 'experience',
  id: experience.id,
  title: experience.title,
  priceEur: experience.priceEur,
  priceBasis: experience.priceBasis,
  maxGuests: Math.min(MAX_GUESTS, experience.maxGuestsPerDate),
});

/** The estimated total for some guests; null while a service's price is on request. */
export function estimatedTotal(item: BookableItem, guests: number): number | null {
  if (item.priceBasis === 'from') return null;
  return item.priceBasis === 'per_person' ? item.priceEur * guests : item.priceEur;
}
