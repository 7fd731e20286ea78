import type { DomainEvent } from '../../../platform/domain/decider';
import { defineEvents } from '../../../platform/event-store/event-catalog';

/**
 * A property was news for `matches` saved searches (published, back on the market or cheaper): recorded by
 * the alert processor with the alerts it records, so the listing statistics can count the matches by
 * reacting to it. It names the property and a number only, never the searches or their clients.
 */
export type SavedSearchesMatched = DomainEvent<
  'SavedSearchesMatched',
  { propertyId: string; matches: number; matchedAt: string }
>;

export const searchMatchEvents = defineEvents<SavedSearchesMatched>({ SavedSearchesMatched: {} });

export const searchMatchesStreamId = (propertyId: string): string => `matches-${propertyId}`;
