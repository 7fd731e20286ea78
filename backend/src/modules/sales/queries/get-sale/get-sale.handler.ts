import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { dateOf, type OfferRow } from '../offer.dto';
import { buyersOf, toAdminOffers } from '../buyers';
import { GetSaleQuery } from './get-sale.query';
import type { DealDto, SaleDto, SaleStage } from './sale.dto';

interface DealRow {
  offer_id: string;
  client_id: string;
  stage: 'offer_accepted' | 'reserved' | 'completed' | 'fell_through';
  accepted_amount_eur: number;
  deposit_eur: number | null;
  deposit_due_on: string | Date | null;
  deposit_received_on: string | Date | null;
  deed_date: string | Date | null;
  final_price_eur: number | null;
  commission_eur: string | null;
  commission_vat_eur: string | null;
  fell_through_reason: string | null;
  version: number;
}

const numberOrNull = (value: string | number | null) => (value === null ? null : Number(value));

@QueryHandler(GetSaleQuery)
export class GetSaleHandler implements IQueryHandler<GetSaleQuery, SaleDto> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
  ) {}

  async execute({ propertyId }: GetSaleQuery): Promise<SaleDto> {
    const em = this.em.fork();
    const rows = await em.execute<OfferRow[]>(
      'select * from sales_offers where property_id = ? order by created_at desc, id',
      [propertyId],
    );
    const [deal] = await em.execute<DealRow[]>('select * from sales_deals where property_id = ?', [
      propertyId,
    ]);
    const offers = await toAdminOffers(this.queries, rows);
    const version = Math.max(0, deal?.version ?? 0, ...rows.map((row) => row.version));
    const stage: SaleStage = !deal || deal.stage === 'fell_through' ? 'open' : deal.stage;
    return { propertyId, stage, offers, deal: deal ? await this.dealDto(deal) : null, version };
  }

  private async dealDto(deal: DealRow): Promise<DealDto> {
    const buyers = await buyersOf(this.queries, [deal.client_id]);
    return {
      offerId: deal.offer_id,
      buyerName: buyers.get(deal.client_id)?.name ?? null,
      acceptedAmountEur: Number(deal.accepted_amount_eur),
      depositEur: numberOrNull(deal.deposit_eur),
      depositDueOn: dateOf(deal.deposit_due_on),
      depositReceivedOn: dateOf(deal.deposit_received_on),
      deedDate: dateOf(deal.deed_date),
      finalPriceEur: numberOrNull(deal.final_price_eur),
      commissionEur: numberOrNull(deal.commission_eur),
      commissionVatEur: numberOrNull(deal.commission_vat_eur),
      fellThroughReason: deal.fell_through_reason,
    };
  }
}
