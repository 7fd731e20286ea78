import type { EntityManager } from '@mikro-orm/postgresql';
import { priceChangePercent } from '../../domain/price-change';
import type { PriceHistoryEntryDto } from '../price-history.dto';

/** How many prices the property page lists: the latest changes, which is what a buyer weighs. */
export const PUBLIC_PRICE_HISTORY_LIMIT = 10;

/** The listing's prices newest first: each change with its percent, and the first listing price last. */
export async function publicPriceHistory(
  em: EntityManager,
  propertyId: string,
): Promise<PriceHistoryEntryDto[]> {
  const rows = await em.execute<
    { changed_at: string | Date; previous_price_eur: number | null; price_eur: number }[]
  >(
    `select changed_at, previous_price_eur, price_eur from catalogue_price_changes
     where property_id = ? order by changed_at desc, previous_price_eur nulls last limit ?`,
    [propertyId, PUBLIC_PRICE_HISTORY_LIMIT],
  );
  return rows.map((row) => ({
    at: new Date(row.changed_at).toISOString(),
    priceEur: row.price_eur,
    changePercent:
      row.previous_price_eur === null ? null : priceChangePercent(row.previous_price_eur, row.price_eur),
  }));
}
