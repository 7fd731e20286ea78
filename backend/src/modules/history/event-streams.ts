/**
 * What a stream id says about its events: every module names its streams `<kind>-<id>` (userStreamId,
 * propertyStreamId, ...), so the kind, the entity's id and the module that records it follow from the id.
 */
export const STREAM_KINDS = {
  user: 'identity',
  property: 'catalogue',
  service: 'catalogue',
  experience: 'catalogue',
  client: 'engagement',
  inquiry: 'engagement',
  matches: 'engagement',
  booking: 'bookings',
  viewing: 'viewings',
  media: 'media',
  rates: 'purchaseCosts',
  sale: 'sales',
  mandate: 'mandates',
  // A seller's own stream: the revocations of their report links.
  seller: 'mandates',
  // A listing's portals (`portals-<property id>`) and a portal's feed address (`portal-<portal>`).
  portals: 'portals',
  portal: 'portals',
  // The monthly letter's news items (`newsletter-news-<id>`).
  newsletter: 'newsletter',
} as const;

export type EntityKind = keyof typeof STREAM_KINDS;
export type HistoryModule = (typeof STREAM_KINDS)[EntityKind];

export const ENTITY_KINDS = Object.keys(STREAM_KINDS) as EntityKind[];
export const HISTORY_MODULES = [...new Set(Object.values(STREAM_KINDS))] as HistoryModule[];

/** A stream that follows no module's naming (none today): its whole id is the entity's. */
export const OTHER_MODULE = 'other';
export const OTHER_KIND = 'stream';

export interface StreamEntity {
  module: HistoryModule | typeof OTHER_MODULE;
  kind: EntityKind | typeof OTHER_KIND;
  id: string;
}

export function isEntityKind(value: string): value is EntityKind {
  return Object.hasOwn(STREAM_KINDS, value);
}

export function describeStream(streamId: string): StreamEntity {
  const dash = streamId.indexOf('-');
  const prefix = dash > 0 ? streamId.slice(0, dash) : '';
  return isEntityKind(prefix)
    ? { module: STREAM_KINDS[prefix], kind: prefix, id: streamId.slice(dash + 1) }
    : { module: OTHER_MODULE, kind: OTHER_KIND, id: streamId };
}

export const streamIdOf = (kind: EntityKind, id: string): string => `${kind}-${id}`;

/** The stream id prefixes of a module's streams (`property-`, `service-`, ...). */
export function streamPrefixesOf(module: HistoryModule): string[] {
  return ENTITY_KINDS.filter((kind) => STREAM_KINDS[kind] === module).map((kind) => `${kind}-`);
}

/** The entity's human reference where its events carry one (a listing's or a booked property's). */
export function referenceOf(data: unknown): string | null {
  if (!data || typeof data !== 'object') return null;
  const record = data as Record<string, unknown>;
  const details = record.details as Record<string, unknown> | undefined;
  const reference = record.reference ?? record.propertyReference ?? details?.reference;
  return typeof reference === 'string' ? reference : null;
}
