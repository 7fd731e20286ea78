import type { EntityManager } from '@mikro-orm/postgresql';
import type { Language } from '../../../platform/i18n/languages';
import type { SellerStatus } from '../domain/mandate.decider';
import type { MandateTerms } from '../domain/mandate.events';

export interface MandateRow {
  propertyId: string;
  terms: MandateTerms | null;
  recordedAt: string | null;
  version: number;
}

export interface SellerRow {
  sellerId: string;
  propertyId: string;
  name: string | null;
  email: string | null;
  phone: string | null;
  language: Language;
  status: SellerStatus;
  addedAt: string;
  updatedAt: string;
  removedAt: string | null;
  erasedAt: string | null;
}

interface RawMandate {
  property_id: string;
  exclusive: boolean | null;
  commission_percent: string | null;
  starts_on: string | null;
  ends_on: string | null;
  asking_price_eur: string | null;
  recorded_at: Date | null;
  version: number;
}

interface RawSeller {
  seller_id: string;
  property_id: string;
  name: string | null;
  email: string | null;
  phone: string | null;
  language: Language;
  status: SellerStatus;
  added_at: Date;
  updated_at: Date;
  removed_at: Date | null;
  erased_at: Date | null;
}

const MANDATE_COLUMNS = `property_id, exclusive, commission_percent::text as commission_percent,
  to_char(starts_on, 'YYYY-MM-DD') as starts_on, to_char(ends_on, 'YYYY-MM-DD') as ends_on,
  asking_price_eur::text as asking_price_eur, recorded_at, version`;

const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);

export function toMandateRow(row: RawMandate): MandateRow {
  return {
    propertyId: row.property_id,
    terms:
      row.starts_on === null
        ? null
        : {
            exclusive: row.exclusive!,
            commissionPercent: Number(row.commission_percent),
            startsOn: row.starts_on,
            endsOn: row.ends_on!,
            askingPriceEur: Number(row.asking_price_eur),
          },
    recordedAt: iso(row.recorded_at),
    version: row.version,
  };
}

function toSellerRow(row: RawSeller): SellerRow {
  return {
    sellerId: row.seller_id,
    propertyId: row.property_id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    language: row.language,
    status: row.status,
    addedAt: iso(row.added_at)!,
    updatedAt: iso(row.updated_at)!,
    removedAt: iso(row.removed_at),
    erasedAt: iso(row.erased_at),
  };
}

/** The module's reads of its own tables. */
export const mandateRows = {
  async mandateOf(em: EntityManager, propertyId: string): Promise<MandateRow | null> {
    const [row] = await em.execute<RawMandate[]>(
      `select ${MANDATE_COLUMNS} from mandates where property_id = ?`,
      [propertyId],
    );
    return row ? toMandateRow(row) : null;
  },

  /** Mandates ending on or before `lastDay` (Madrid date), soonest first. */
  async endingBy(em: EntityManager, lastDay: string): Promise<MandateRow[]> {
    const rows = await em.execute<RawMandate[]>(
      `select ${MANDATE_COLUMNS} from mandates where ends_on <= ?::date order by ends_on, property_id`,
      [lastDay],
    );
    return rows.map(toMandateRow);
  },

  /** The property's sellers, in the order they were added; removed and erased ones with `all`. */
  async sellersOf(em: EntityManager, propertyId: string, all: boolean): Promise<SellerRow[]> {
    const rows = await em.execute<RawSeller[]>(
      `select * from mandate_sellers where property_id = ? ${all ? '' : `and status = 'active'`}
        order by added_at, seller_id`,
      [propertyId],
    );
    return rows.map(toSellerRow);
  },

  async seller(em: EntityManager, sellerId: string): Promise<SellerRow | null> {
    const [row] = await em.execute<RawSeller[]>('select * from mandate_sellers where seller_id = ?', [
      sellerId,
    ]);
    return row ? toSellerRow(row) : null;
  },
};
