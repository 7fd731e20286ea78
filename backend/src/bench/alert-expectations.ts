import type { PropertyDetails } from '../modules/catalogue/domain/property';
import type { SearchFilters } from '../modules/engagement/domain/search-filters';
import type { BenchClientSpace } from './alert-bench-data';

/*
 * What the alerts must send, worked out in plain JavaScript from the data bench:alerts wrote, never from the
 * alert log: the catalogue search's rules, written again here, applied event by event.
 */

export interface PropertyFacts {
  status: 'active' | 'draft';
  type: string;
  location: string;
  priceEur: number;
  bedrooms: number;
  bathrooms: number;
  sizeBuiltM2: number;
  amenities: readonly string[];
  /** Titles in the five languages, location (words), area and city, lower-cased. */
  text: string;
}

export function propertyFacts(details: PropertyDetails, status: PropertyFacts['status']): PropertyFacts {
  const { title } = details;
  return {
    status,
    type: details.type,
    location: details.location,
    priceEur: details.price.saleEur,
    bedrooms: details.specifications.bedrooms,
    bathrooms: details.specifications.bathrooms,
    sizeBuiltM2: details.specifications.sizeBuiltM2,
    amenities: details.amenities,
    text: [
      title.es,
      title.en ?? '',
      title.de ?? '',
      title.ru ?? '',
      title.mk ?? '',
      details.location.replaceAll('_', ' '),
      details.address.area,
      details.address.city,
    ]
      .join(' ')
      .toLowerCase(),
  };
}

/** Every filter the search has holds: any of the towns and types, bounds inclusive, all features, the text. */
export function searchMatches(filters: SearchFilters, p: PropertyFacts): boolean {
  const within = (value: number, min?: number, max?: number) =>
    (min === undefined || value >= min) && (max === undefined || value <= max);
  return (
    (!filters.location || (filters.location as string[]).includes(p.location)) &&
    (!filters.type || (filters.type as string[]).includes(p.type)) &&
    within(p.priceEur, filters.priceMin, filters.priceMax) &&
    within(p.bedrooms, filters.bedroomsMin) &&
    within(p.bathrooms, filters.bathroomsMin) &&
    within(p.sizeBuiltM2, filters.sizeMin, filters.sizeMax) &&
    (!filters.features || filters.features.every((feature) => p.amenities.includes(feature))) &&
    (!filters.q || p.text.includes(filters.q.toLowerCase()))
  );
}

export type AlertEvent =
  | { kind: 'published'; propertyId: string; facts: PropertyFacts }
  | { kind: 'price_drop'; propertyId: string; priceEur: number };

export interface Expectation {
  /** Per event, in order: the instant e-mail jobs it must enqueue (search alerts and favorites' price drops). */
  instantJobsPerEvent: number[];
  instantSearchMails: number;
  favoritePriceDropMails: number;
  /** Alerts recorded for the digests, and for searches that alert nobody. */
  recorded: { daily: number; weekly: number; none: number };
  /** Per client with something new in a daily search: the property cards of their digest. */
  dailyDigestCards: number[];
}

/**
 * A property published active alerts every search it matches; a lower price alerts every search it matches at
 * the new price and every follower who wants price drops, whose own matching searches then give way to that
 * e-mail. Instant searches and followers get an e-mail each; a daily digest goes to each client whose daily
 * searches have at least one alert, a card per search and property.
 */
export function expectAlerts(
  catalogue: Map<string, PropertyFacts>,
  space: BenchClientSpace,
  events: readonly AlertEvent[],
): Expectation {
  const followersOf = new Map<string, string[]>();
  for (const [userId, propertyIds] of space.favorites) {
    for (const propertyId of propertyIds)
      followersOf.set(propertyId, [...(followersOf.get(propertyId) ?? []), userId]);
  }
  const expectation: Expectation = {
    instantJobsPerEvent: [],
    instantSearchMails: 0,
    favoritePriceDropMails: 0,
    recorded: { daily: 0, weekly: 0, none: 0 },
    dailyDigestCards: [],
  };
  const dailyCards = new Map<string, Set<string>>();
  for (const event of events) {
    if (event.kind === 'published') catalogue.set(event.propertyId, event.facts);
    else catalogue.get(event.propertyId)!.priceEur = event.priceEur;
    const property = catalogue.get(event.propertyId)!;
    const onMarket = property.status === 'active';
    // The followers who get the price drop by e-mail.
    const alerted = new Set(
      event.kind === 'price_drop' && onMarket
        ? (followersOf.get(event.propertyId) ?? []).filter((userId) => !space.priceDropAlertsOff.has(userId))
        : [],
    );
    let instant = alerted.size;
    expectation.favoritePriceDropMails += alerted.size;
    if (onMarket) {
      for (const search of space.searches) {
        if (alerted.has(search.userId) || !searchMatches(search.filters, property)) continue;
        if (search.frequency === 'instant') {
          instant++;
          expectation.instantSearchMails++;
        } else {
          expectation.recorded[search.frequency]++;
          if (search.frequency === 'daily') {
            dailyCards.set(
              search.userId,
              (dailyCards.get(search.userId) ?? new Set()).add(`${search.id} ${event.propertyId}`),
            );
          }
        }
      }
    }
    expectation.instantJobsPerEvent.push(instant);
  }
  expectation.dailyDigestCards = [...dailyCards.values()].map((cards) => cards.size);
  return expectation;
}
