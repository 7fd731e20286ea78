import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { DomainError } from '../../../../platform/domain/domain-error';
import { EventStore } from '../../../../platform/event-store/event-store';
import { Clock } from '../../../../platform/time/clock';
import type { StoredEvent } from '../../../../platform/event-store/stored-event';
import { mandateStreamId, type MandateEvent, type SellerDetails } from '../../domain/mandate.events';
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
    private readonly store: EventStore,
    private readonly clock: Clock,
  ) {}

  async execute({ sellerId }: ExportSellerDataQuery): Promise<SellerDataExportDto> {
    const em = this.em.fork();
    const seller = await mandateRows.seller(em, sellerId);
    if (!seller) throw new DomainError('not_found', 'seller_not_found', `Seller ${sellerId} does not exist`);
    const mandate = await mandateRows.mandateOf(em, seller.propertyId);
    const { name, email, phone, language } = seller;
    // Earlier addresses and phones are kept in the log too (sealed): the copy holds each version.
    const events = (await this.store.readStream(
      em,
      mandateStreamId(seller.propertyId),
    )) as StoredEvent<MandateEvent>[];
    const version = (data: SellerDetails & { sellerId: string }, recordedAt: string) =>
      data.sellerId === sellerId && data.name !== null && data.email !== null && data.phone !== null
        ? [{ name: data.name, email: data.email, phone: data.phone, language: data.language, recordedAt }]
        : [];
    const contactHistory = events.flatMap((event) =>
      event.type === 'SellerAdded'
        ? version(event.data, event.data.addedAt)
        : event.type === 'SellerUpdated'
          ? version(event.data, event.data.updatedAt)
          : [],
    );
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
      contactHistory,
      addedAt: seller.addedAt,
      removedAt: seller.removedAt,
      erasedAt: seller.erasedAt,
      mandate: mandate?.terms ? { ...mandate.terms, recordedAt: mandate.recordedAt! } : null,
    };
  }
}
