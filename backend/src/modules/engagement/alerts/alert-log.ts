import type { EntityManager } from '@mikro-orm/postgresql';
import type { StoredEvent } from '../../../platform/event-store/stored-event';
import type { AlertItem, AlertProperty } from './alert-mails';

/** Why a client hears of a property: newly on the market, back on it after a sale fell through, cheaper. */
export const ALERT_REASONS = ['published', 'back_on_market', 'price_drop'] as const;
export type AlertReason = (typeof ALERT_REASONS)[number];

/**
 * The reasons a follower of the property hears of by their own e-mail (when they want price-drop e-mails),
 * in place of the alert of their matching searches.
 */
const FOLLOWER_REASONS: readonly AlertReason[] = ['back_on_market', 'price_drop'];

/** What a catalogue event means for alerts: a property on the market (again), or a lower price. */
export interface AlertTrigger {
  propertyId: string;
  reason: AlertReason;
  /** The price the event set (price drops): a later change makes this alert stale. */
  priceEur: number | null;
  previousPriceEur: number | null;
}

/**
 * The key of one alert: the same key is never recorded, so never mailed, twice. `subjectKey` names the search
 * or follower, and for a property back on the market also the event that put it back.
 */
export interface AlertKey {
  subjectKey: string;
  propertyId: string;
  reason: AlertTrigger['reason'];
  priceEur: number;
}

export interface RecordedAlert extends AlertKey {
  userId: string;
  searchId: string | null;
  previousPriceEur: number | null;
  delivery: 'instant' | 'daily' | 'weekly' | 'none';
}

/**
 * When saved search `s` matches property `p` (engagement_properties): the same filters as the catalogue's
 * search, as SQL over the search's filter columns, so one statement finds every matching search.
 */
export const SEARCH_MATCHES_PROPERTY = `
  (s.locations is null or s.locations @> to_jsonb(p.location))
  and (s.types is null or s.types @> to_jsonb(p.type))
  and (s.price_min is null or p.price_eur >= s.price_min)
  and (s.price_max is null or p.price_eur <= s.price_max)
  and (s.bedrooms_min is null or p.bedrooms >= s.bedrooms_min)
  and (s.bathrooms_min is null or p.bathrooms >= s.bathrooms_min)
  and (s.size_min is null or p.size_built_m2 >= s.size_min)
  and (s.size_max is null or p.size_built_m2 <= s.size_max)
  and (s.features is null or p.amenities @> s.features)
  and (s.q_pattern is null or p.search_text like s.q_pattern)`;

/** The follower `f` of the property wants price-drop e-mails (on unless turned off). */
const WANTS_PRICE_DROPS = `coalesce((select a.price_drop_alerts from engagement_alert_settings a
  where a.user_id = f.user_id), true)`;

/**
 * The property as the alert needs it now: still active and, for a price drop, still at the event's price.
 * A property withdrawn or repriced since is left to the events that changed it.
 */
const CURRENT_PROPERTY = `p.id = ? and p.status = 'active' and (?::integer is null or p.price_eur = ?::integer)`;

type Row = {
  subject_key: string;
  user_id: string;
  search_id: string | null;
  property_id: string;
  reason: AlertReason;
  price_eur: number;
  previous_price_eur: number | null;
  delivery: RecordedAlert['delivery'];
};

const RETURNING =
  'returning subject_key, user_id, search_id, property_id, reason, price_eur, previous_price_eur, delivery';

function toRecorded(row: Row): RecordedAlert {
  return {
    subjectKey: row.subject_key,
    userId: row.user_id,
    searchId: row.search_id,
    propertyId: row.property_id,
    reason: row.reason,
    priceEur: row.price_eur,
    previousPriceEur: row.previous_price_eur,
    delivery: row.delivery,
  };
}

/**
 * Records the alerts an event causes, in SQL against the read models: every saved search the property
 * matches (at the search's frequency; a search of reductions only for a price drop alone) and, for a price drop or a property back on the market, every follower
 * who wants price-drop e-mails. A follower's own e-mail replaces the alert of their matching searches. Returns only the alerts recorded
 * now: a replayed event finds its alerts recorded already and returns none.
 */
export async function recordAlerts(
  em: EntityManager,
  event: StoredEvent,
  trigger: AlertTrigger,
): Promise<RecordedAlert[]> {
  const property = [trigger.propertyId, trigger.priceEur, trigger.priceEur];
  // Each fall-through is news of its own (a later reservation may fall through at the same price), so a
  // property back on the market is keyed by the event that put it back: a replay of that event finds its
  // alerts recorded, the next fall-through records new ones.
  const occasion = trigger.reason === 'back_on_market' ? `@${event.eventId}` : '';
  const common = [occasion, trigger.reason, trigger.previousPriceEur, event.eventId, event.createdAt];
  const toFollowers = FOLLOWER_REASONS.includes(trigger.reason);
  const followedWithAlerts = toFollowers
    ? `and not exists (select 1 from engagement_favorites f
           where f.user_id = s.user_id and f.property_id = p.id and ${WANTS_PRICE_DROPS})`
    : '';
  // A search that asks for reductions only hears of nothing else.
  const reductionsOnly = trigger.reason === 'price_drop' ? '' : 'and not s.reductions_only';
  const searches = await em.execute<Row[]>(
    `insert into engagement_alert_log (subject_key, user_id, search_id, property_id, price_eur, reason,
       previous_price_eur, event_id, occurred_at, delivery)
     select 'search:' || s.id || ?, s.user_id, s.id, p.id, p.price_eur, ?, ?, ?, ?, s.frequency
     from engagement_properties p join engagement_saved_searches s on ${SEARCH_MATCHES_PROPERTY}
     where ${CURRENT_PROPERTY} ${followedWithAlerts} ${reductionsOnly}
     on conflict do nothing ${RETURNING}`,
    [...common, ...property],
  );
  if (!toFollowers) return searches.map(toRecorded);
  const followers = await em.execute<Row[]>(
    `insert into engagement_alert_log (subject_key, user_id, search_id, property_id, price_eur, reason,
       previous_price_eur, event_id, occurred_at, delivery)
     select 'favorite:' || f.user_id || ?, f.user_id, null, p.id, p.price_eur, ?, ?, ?, ?, 'instant'
     from engagement_properties p join engagement_favorites f on f.property_id = p.id
     where ${CURRENT_PROPERTY} and ${WANTS_PRICE_DROPS}
     on conflict do nothing ${RETURNING}`,
    [...common, ...property],
  );
  return [...searches, ...followers].map(toRecorded);
}

interface ItemRow {
  property_id: string;
  reason: AlertReason;
  price_eur: number;
  previous_price_eur: number | null;
  title: AlertProperty['title'];
  city: string;
  bedrooms: number;
  size_built_m2: number;
  cover_image: AlertProperty['coverImage'];
}

/** The columns of an alert joined with its property, for `toItem`. */
export const ITEM_COLUMNS = `l.property_id, l.reason, l.price_eur, l.previous_price_eur, p.title, p.city,
  p.bedrooms, p.size_built_m2, p.cover_image`;

export function toItem(row: ItemRow): AlertItem {
  return {
    reason: row.reason,
    priceEur: row.price_eur,
    previousPriceEur: row.previous_price_eur,
    property: {
      id: row.property_id,
      title: row.title,
      city: row.city,
      bedrooms: row.bedrooms,
      sizeBuiltM2: row.size_built_m2,
      coverImage: row.cover_image,
    },
  };
}

export type AlertItemRow = ItemRow;
