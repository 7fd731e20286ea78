import { Module, type OnModuleInit } from '@nestjs/common';
import { EventSchemas } from '../../platform/event-store/event-schemas';
import { ProjectionRegistry } from '../../platform/projections/projection-registry';
import { ChangeMandateHandler } from './commands/change-mandate/change-mandate.handler';
import { MandateController } from './commands/change-mandate/mandate.http.controller';
import { EraseSellerHandler } from './commands/erase-seller/erase-seller.handler';
import { mandateEvents } from './domain/mandate.events';
import { defineMandateErrorMessages } from './mandates-error-messages';
import { ExportSellerDataHandler } from './queries/export-seller-data/export-seller-data.handler';
import { OwnerSellersController } from './queries/export-seller-data/owner-sellers.http.controller';
import { GetMandateViewController } from './queries/get-mandate-view/get-mandate-view.http.controller';
import { GetMandateViewHandler } from './queries/get-mandate-view/get-mandate-view.handler';
import { GetPropertyMandateHandler } from './queries/get-property-mandate/get-property-mandate.handler';
import { GetSellerContactHandler } from './queries/get-seller-contact/get-seller-contact.handler';
import { GetSellerContactsHandler } from './queries/get-seller-contacts/get-seller-contacts.handler';
import { ListMandateNoticesHandler } from './queries/list-mandate-notices/list-mandate-notices.handler';
import { ListReportableSellersHandler } from './queries/list-reportable-sellers/list-reportable-sellers.handler';
import { mandatesProjection } from './read-models/mandate.projections';

/**
 * Sellers and mandates: the terms the agency sells a property under and the people who sell it. Sellers'
 * contact data are personal data of their own person (`seller-<id>`), sealed in the log, masked for admins,
 * exported and erased by owners.
 */
@Module({
  controllers: [GetMandateViewController, MandateController, OwnerSellersController],
  providers: [
    ChangeMandateHandler,
    EraseSellerHandler,
    GetMandateViewHandler,
    GetPropertyMandateHandler,
    GetSellerContactHandler,
    GetSellerContactsHandler,
    ExportSellerDataHandler,
    ListMandateNoticesHandler,
    ListReportableSellersHandler,
  ],
})
export class MandatesModule implements OnModuleInit {
  constructor(
    private readonly eventSchemas: EventSchemas,
    private readonly projections: ProjectionRegistry,
  ) {}

  onModuleInit(): void {
    defineMandateErrorMessages();
    this.eventSchemas.register(mandateEvents);
    this.projections.registerInline(mandatesProjection);
  }
}
