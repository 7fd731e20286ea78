import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module, type OnModuleInit } from '@nestjs/common';
import { EventSchemas } from '../../platform/event-store/event-schemas';
import { ProjectionRegistry } from '../../platform/projections/projection-registry';
import { purchaseCostRatesEvents } from './domain/purchase-cost-rates.events';
import { RevisePurchaseCostRatesController } from './commands/revise-purchase-cost-rates/revise-purchase-cost-rates.http.controller';
import { RevisePurchaseCostRatesHandler } from './commands/revise-purchase-cost-rates/revise-purchase-cost-rates.handler';
import { definePurchaseCostErrorMessages } from './purchase-costs-error-messages';
import { GetPurchaseCostRatesController } from './queries/get-purchase-cost-rates/get-purchase-cost-rates.http.controller';
import { GetPurchaseCostRatesHandler } from './queries/get-purchase-cost-rates/get-purchase-cost-rates.handler';
import {
  PurchaseCostRateReadModel,
  purchaseCostRatesProjection,
} from './read-models/purchase-cost-rate.read-model';

/**
 * What buying a home in Cantabria costs: the table of taxes and fees (each with its legal source) that owners
 * keep current without a release, read by the calculator on every property page and at /calculator.
 */
@Module({
  imports: [MikroOrmModule.forFeature([PurchaseCostRateReadModel])],
  controllers: [GetPurchaseCostRatesController, RevisePurchaseCostRatesController],
  providers: [RevisePurchaseCostRatesHandler, GetPurchaseCostRatesHandler],
})
export class PurchaseCostsModule implements OnModuleInit {
  constructor(
    private readonly eventSchemas: EventSchemas,
    private readonly projections: ProjectionRegistry,
  ) {}

  onModuleInit(): void {
    definePurchaseCostErrorMessages();
    this.eventSchemas.register(purchaseCostRatesEvents);
    this.projections.registerInline(purchaseCostRatesProjection);
  }
}
