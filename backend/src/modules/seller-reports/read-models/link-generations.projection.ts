import type { EntityManager } from '@mikro-orm/postgresql';
import type { InlineProjection } from '../../../platform/projections/projection';
import { SELLER_REPORT_LINKS_EVENT_TYPES, type SellerReportLinksEvent } from '../domain/seller-report-links';

/** `seller_report_link_generations`: each seller's current link generation (no row: 0). */
export const linkGenerationsProjection: InlineProjection<SellerReportLinksEvent> = {
  name: 'seller-report-link-generations',
  eventTypes: SELLER_REPORT_LINKS_EVENT_TYPES,
  tables: ['seller_report_link_generations'],
  async apply(em, { data }) {
    await em.execute(
      `insert into seller_report_link_generations (seller_id, property_id, generation, revoked_at)
       values (?, ?, ?, ?)
       on conflict (seller_id) do update set generation = excluded.generation, revoked_at = excluded.revoked_at`,
      [data.sellerId, data.propertyId, data.generation, data.revokedAt],
    );
  },
};

/** The module's read of its own table. */
export async function currentGenerations(
  em: EntityManager,
  sellerIds: readonly string[],
): Promise<Map<string, number>> {
  if (sellerIds.length === 0) return new Map();
  const rows = await em.execute<{ seller_id: string; generation: number }[]>(
    `select seller_id, generation from seller_report_link_generations
     where seller_id in (${sellerIds.map(() => '?').join(', ')})`,
    [...sellerIds],
  );
  return new Map(rows.map((row) => [row.seller_id, row.generation]));
}
