import type { EntityManager } from '@mikro-orm/postgresql';
import type { InlineProjection } from '../../../platform/projections/projection';
import { FEED_TOKEN_EVENT_TYPES, type FeedTokenEvent } from '../domain/feed-token';
import { PORTAL_CHOICE_EVENT_TYPES, type PortalChoiceEvent } from '../domain/portal-choice';
import type { Portal } from '../domain/portals';

/** `portal_choices`: the portals of each listing that has any (no row: none). */
export const portalChoicesProjection: InlineProjection<PortalChoiceEvent> = {
  name: 'portal-choices',
  eventTypes: PORTAL_CHOICE_EVENT_TYPES,
  tables: ['portal_choices'],
  async apply(em, { data }) {
    if (data.portals.length === 0) {
      await em.execute('delete from portal_choices where property_id = ?', [data.propertyId]);
      return;
    }
    await em.execute(
      `insert into portal_choices (property_id, portals, chosen_at) values (?, ?::text[], ?)
       on conflict (property_id) do update set portals = excluded.portals, chosen_at = excluded.chosen_at`,
      // A PostgreSQL array literal: the portals' names are lower-case letters and hyphens.
      [data.propertyId, `{${data.portals.join(',')}}`, data.chosenAt],
    );
  },
};

/** `portal_feed_generations`: each portal's current feed generation (no row: 0). */
export const feedGenerationsProjection: InlineProjection<FeedTokenEvent> = {
  name: 'portal-feed-generations',
  eventTypes: FEED_TOKEN_EVENT_TYPES,
  tables: ['portal_feed_generations'],
  async apply(em, { data }) {
    await em.execute(
      `insert into portal_feed_generations (portal, generation, rotated_at) values (?, ?, ?)
       on conflict (portal) do update set generation = excluded.generation, rotated_at = excluded.rotated_at`,
      [data.portal, data.generation, data.rotatedAt],
    );
  },
};

/** The module's reads of its own tables. */
export async function feedGenerations(em: EntityManager): Promise<Map<Portal, number>> {
  const rows = await em.execute<{ portal: Portal; generation: number }[]>(
    'select portal, generation from portal_feed_generations',
  );
  return new Map(rows.map((row) => [row.portal, row.generation]));
}

export async function portalsOf(em: EntityManager, propertyId: string): Promise<Portal[]> {
  const [row] = await em.execute<{ portals: Portal[] }[]>(
    'select portals from portal_choices where property_id = ?',
    [propertyId],
  );
  return row?.portals ?? [];
}

/** A page of the listings chosen for a portal, by id after `afterId`. */
export async function chosenPage(
  em: EntityManager,
  portal: Portal,
  afterId: string | null,
  limit: number,
): Promise<string[]> {
  const rows = await em.execute<{ property_id: string }[]>(
    `select property_id from portal_choices where ? = any(portals) and property_id > ?
     order by property_id limit ?`,
    [portal, afterId ?? '', limit],
  );
  return rows.map((row) => row.property_id);
}

/** A page of every listing chosen for any portal, with its portals. */
export async function choicesPage(
  em: EntityManager,
  afterId: string | null,
  limit: number,
): Promise<{ propertyId: string; portals: Portal[] }[]> {
  const rows = await em.execute<{ property_id: string; portals: Portal[] }[]>(
    'select property_id, portals from portal_choices where property_id > ? order by property_id limit ?',
    [afterId ?? '', limit],
  );
  return rows.map((row) => ({ propertyId: row.property_id, portals: row.portals }));
}
