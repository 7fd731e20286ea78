import { Inject, Module, type OnModuleInit } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { defineCatalogueErrorMessages } from './catalogue-error-messages';
import { EventSchemas } from '../../platform/event-store/event-schemas';
import { ProjectionRegistry } from '../../platform/projections/projection-registry';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.module';
import { JobWorkers } from '../../platform/jobs/job-workers';
import { TranslateTextJobHandler } from './translation/translate-text.job-handler';
import { TranslationWorkProcessor } from './translation/translation-work.processor';
import { CreateServiceController } from './commands/create-service/create-service.http.controller';
import { ReviseServiceController } from './commands/revise-service/revise-service.http.controller';
import { DeleteServiceController } from './commands/delete-service/delete-service.http.controller';
import { CreateExperienceController } from './commands/create-experience/create-experience.http.controller';
import { ReviseExperienceController } from './commands/revise-experience/revise-experience.http.controller';
import { DeleteExperienceController } from './commands/delete-experience/delete-experience.http.controller';
import { CountCatalogueHandler } from './queries/count-catalogue/count-catalogue.handler';
import { GetBookableOfferingHandler } from './queries/get-bookable-offering/get-bookable-offering.handler';
import { ChangePropertyStatusController } from './commands/change-property-status/change-property-status.http.controller';
import { CreatePropertyController } from './commands/create-property/create-property.http.controller';
import { DeletePropertyController } from './commands/delete-property/delete-property.http.controller';
import { RevisePropertyController } from './commands/revise-property/revise-property.http.controller';
import { AdminGetPropertyController } from './queries/admin-get-property/admin-get-property.http.controller';
import { AdminGetPropertyHandler } from './queries/admin-get-property/admin-get-property.handler';
import { AdminListPropertiesController } from './queries/admin-list-properties/admin-list-properties.http.controller';
import { AdminListPropertiesHandler } from './queries/admin-list-properties/admin-list-properties.handler';
import { ChangePropertyStatusHandler } from './commands/change-property-status/change-property-status.handler';
import { SetPropertySaleStatusHandler } from './commands/set-property-sale-status/set-property-sale-status.handler';
import { ListCatalogueEntryHandler } from './commands/list-catalogue-entry/list-catalogue-entry.handler';
import { ReviseCatalogueEntryHandler } from './commands/revise-catalogue-entry/revise-catalogue-entry.handler';
import { DeleteCatalogueEntryHandler } from './commands/delete-catalogue-entry/delete-catalogue-entry.handler';
import { ComparePropertiesController } from './queries/compare-properties/compare-properties.http.controller';
import { ComparePropertiesHandler } from './queries/compare-properties/compare-properties.handler';
import { GetPropertyController } from './queries/get-property/get-property.http.controller';
import { GetPropertyMapController } from './queries/get-property-map/get-property-map.http.controller';
import { GetPropertyMapHandler } from './queries/get-property-map/get-property-map.handler';
import { GetPropertyHandler } from './queries/get-property/get-property.handler';
import { GetSimilarPropertiesController } from './queries/get-similar-properties/get-similar-properties.http.controller';
import { GetSimilarPropertiesHandler } from './queries/get-similar-properties/get-similar-properties.handler';
import { GetPortalListingsHandler } from './queries/get-portal-listings/get-portal-listings.handler';
import { ListIndexablePropertiesHandler } from './queries/list-indexable-properties/list-indexable-properties.handler';
import { ListExperiencesController } from './queries/list-experiences/list-experiences.http.controller';
import { ListExperiencesHandler } from './queries/list-experiences/list-experiences.handler';
import { ListPropertiesController } from './queries/list-properties/list-properties.http.controller';
import { ListPropertiesHandler } from './queries/list-properties/list-properties.handler';
import { ListServicesController } from './queries/list-services/list-services.http.controller';
import { ListServicesHandler } from './queries/list-services/list-services.handler';
import { MarkTranslationReviewedController } from './commands/mark-translation-reviewed/mark-translation-reviewed.http.controller';
import { MarkTranslationReviewedHandler } from './commands/mark-translation-reviewed/mark-translation-reviewed.handler';
import { RecordMachineTranslationHandler } from './commands/record-machine-translation/record-machine-translation.handler';
import { GetPendingTranslationsHandler } from './queries/get-pending-translations/get-pending-translations.handler';
import {
  experiencesProjection,
  propertiesProjection,
  servicesProjection,
} from './read-models/catalogue.projections';
import { experienceEvents, serviceEvents } from './domain/offering.events';
import { propertyEvents } from './domain/property.events';
import { ExperienceReadModel, ServiceReadModel } from './read-models/offering.read-models';
import { PropertyReadModel } from './read-models/property.read-model';
import { priceHistoryProjection } from './read-models/price-history.projection';
import { PriceHistoryModule } from './price-history/price-history.module';

/** Properties, services and experiences: what the agency offers and how clients browse it. */
@Module({
  imports: [
    MikroOrmModule.forFeature([PropertyReadModel, ServiceReadModel, ExperienceReadModel]),
    PriceHistoryModule,
  ],
  controllers: [
    ListPropertiesController,
    GetPropertyMapController,
    ComparePropertiesController,
    GetPropertyController,
    GetSimilarPropertiesController,
    ListServicesController,
    ListExperiencesController,
    CreatePropertyController,
    RevisePropertyController,
    ChangePropertyStatusController,
    DeletePropertyController,
    AdminListPropertiesController,
    AdminGetPropertyController,
    CreateServiceController,
    ReviseServiceController,
    DeleteServiceController,
    CreateExperienceController,
    ReviseExperienceController,
    DeleteExperienceController,
    MarkTranslationReviewedController,
  ],
  providers: [
    ListCatalogueEntryHandler,
    ChangePropertyStatusHandler,
    SetPropertySaleStatusHandler,
    ListPropertiesHandler,
    GetPropertyMapHandler,
    GetPropertyHandler,
    GetSimilarPropertiesHandler,
    ComparePropertiesHandler,
    ListServicesHandler,
    ListExperiencesHandler,
    ReviseCatalogueEntryHandler,
    DeleteCatalogueEntryHandler,
    AdminListPropertiesHandler,
    AdminGetPropertyHandler,
    CountCatalogueHandler,
    GetBookableOfferingHandler,
    ListIndexablePropertiesHandler,
    GetPortalListingsHandler,
    RecordMachineTranslationHandler,
    MarkTranslationReviewedHandler,
    GetPendingTranslationsHandler,
    TranslationWorkProcessor,
    TranslateTextJobHandler,
  ],
})
export class CatalogueModule implements OnModuleInit {
  constructor(
    private readonly eventSchemas: EventSchemas,
    private readonly projections: ProjectionRegistry,
    private readonly workers: JobWorkers,
    private readonly translationWork: TranslationWorkProcessor,
    private readonly translateText: TranslateTextJobHandler,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    defineCatalogueErrorMessages();
    for (const events of [propertyEvents, serviceEvents, experienceEvents])
      this.eventSchemas.register(events);
    this.projections.registerInline(propertiesProjection);
    this.projections.registerInline(priceHistoryProjection);
    this.projections.registerInline(servicesProjection);
    this.projections.registerInline(experiencesProjection);
    // Machine translation off: the processor's checkpoint waits, so turning it on later translates what is
    // pending by then.
    if (this.config.translation.provider !== 'none') {
      this.projections.registerProcessor(this.translationWork);
      this.workers.register(this.translateText);
    }
  }
}
