import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { DomainError } from '../../../../platform/domain/domain-error';
import { Clock } from '../../../../platform/time/clock';
import { mandateRows } from '../../read-models/mandate-rows';
import { ExportSellerDataQuery } from './export-seller-data.query';
import {
  SELLER_EXPORT_FORMAT,
  SELLER_EXPORT_FORMAT_VERSION,
  type SellerDataExportDto,
} from './seller-data-export.dto';

@QueryHandler(ExportSellerDataQuery)
export class ExportSellerDataHandler implements IQueryHandler<ExportSellerDataQuery, SellerDataExportDto> {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
  ) {}

  async execute({ sellerId }: ExportSellerDataQuery): Promise<SellerDataExportDto> {
    const em = this.em.fork();
    const seller = await mandateRows.seller(em, sellerId);
    if (!seller) throw new DomainError('not_found', 'seller_not_found', `Seller ${sellerId} does not exist`);
    const mandate = await mandateRows.mandateOf(em, seller.propertyId);
    const { name, email, phone, language } = seller;
    return {
      format: SELLER_EXPORT_FORMAT,
      version: SELLER_EXPORT_FORMAT_VERSION,
      exportedAt: this.clock.now().toISOString(),
      sellerId,
      propertyId: seller.propertyId,
      status: seller.status,
      contact:
        seller.status === 'erased' || name === null || email === null || phone === null
          ? null
          : { name, email, phone, language },
      addedAt: seller.addedAt,
      removedAt: seller.removedAt,
      erasedAt: seller.erasedAt,
      mandate: mandate?.terms ? { ...mandate.terms, recordedAt: mandate.recordedAt! } : null,
    };
  }
}
