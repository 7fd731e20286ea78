import { Module, type OnModuleInit } from '@nestjs/common';
import { EventSchemas } from '../../platform/event-store/event-schemas';
import { JobReactor } from '../../platform/jobs/job-reactor';
import { JobWorkers } from '../../platform/jobs/job-workers';
import { MailModule } from '../../platform/mail/mail.module';
import { ProjectionRegistry } from '../../platform/projections/projection-registry';
import { MakeOfferController } from './commands/make-offer/make-offer.http.controller';
import { MakeOfferHandler } from './commands/make-offer/make-offer.handler';
import { ChangeSaleHandler } from './commands/sale-steps/change-sale.handler';
import { ClientOfferStepsController } from './commands/sale-steps/client-offer-steps.http.controller';
import { StaffSaleStepsController } from './commands/sale-steps/staff-sale-steps.http.controller';
import { saleEvents } from './domain/sale.events';
import { ExpireOfferJobHandler } from './jobs/expire-offer.job-handler';
import { FollowSaleStatusJobHandler } from './jobs/follow-sale-status.job-handler';
import { NotifySellersJobHandler } from './jobs/notify-sellers.job-handler';
import { saleJobReactions } from './jobs/sale-jobs';
import { SaleMailJobHandler } from './mail/sale-mail.job-handler';
import { saleMailReactions } from './mail/sale-mails';
import { ExportOffersHandler } from './queries/export-offers/export-offers.handler';
import { GetMyOfferHandler } from './queries/get-my-offer/get-my-offer.handler';
import { GetSaleHandler } from './queries/get-sale/get-sale.handler';
import { ListPropertyOffersHandler } from './queries/list-property-offers/list-property-offers.handler';
import { ListMyOffersController } from './queries/list-my-offers/list-my-offers.http.controller';
import { ListMyOffersHandler } from './queries/list-my-offers/list-my-offers.handler';
import { ListOffersController } from './queries/list-offers/list-offers.http.controller';
import { ListOffersHandler } from './queries/list-offers/list-offers.handler';
import { salesDealsProjection, salesOffersProjection } from './read-models/sale.projections';
import { defineSalesErrorMessages } from './sales-error-messages';

/**
 * Selling the agency's properties: clients make offers (or staff record them), staff present them to the
 * seller and record the answer, both sides counter until one accepts, and the one accepted offer of a
 * property becomes its deal (reservation with the deposit, the deed, or its falling through). The buyer hears
 * of each step by e-mail, the sellers at the deed, and the property's status follows the deal.
 */
@Module({
  imports: [MailModule],
  controllers: [
    MakeOfferController,
    ListMyOffersController,
    ClientOfferStepsController,
    ListOffersController,
    StaffSaleStepsController,
  ],
  providers: [
    MakeOfferHandler,
    ChangeSaleHandler,
    GetMyOfferHandler,
    GetSaleHandler,
    ListMyOffersHandler,
    ListOffersHandler,
    ExportOffersHandler,
    ListPropertyOffersHandler,
    SaleMailJobHandler,
    ExpireOfferJobHandler,
    FollowSaleStatusJobHandler,
    NotifySellersJobHandler,
  ],
})
export class SalesModule implements OnModuleInit {
  constructor(
    private readonly eventSchemas: EventSchemas,
    private readonly projections: ProjectionRegistry,
    private readonly reactor: JobReactor,
    private readonly workers: JobWorkers,
    private readonly mailHandler: SaleMailJobHandler,
    private readonly expireHandler: ExpireOfferJobHandler,
    private readonly statusHandler: FollowSaleStatusJobHandler,
    private readonly sellersHandler: NotifySellersJobHandler,
  ) {}

  onModuleInit(): void {
    defineSalesErrorMessages();
    this.eventSchemas.register(saleEvents);
    this.projections.registerInline(salesOffersProjection);
    this.projections.registerInline(salesDealsProjection);
    for (const reaction of [...saleMailReactions(), ...saleJobReactions()]) this.reactor.register(reaction);
    for (const handler of [this.mailHandler, this.expireHandler, this.statusHandler, this.sellersHandler]) {
      this.workers.register(handler);
    }
  }
}
