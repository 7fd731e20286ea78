import { Module, type OnModuleInit } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { ProjectionRegistry } from '../../platform/projections/projection-registry';
import { ChangePropertyPriceHandler } from './commands/change-property-price/change-property-price.handler';
import { ChangePropertyStatusHandler } from './commands/change-property-status/change-property-status.handler';
import { ListExperienceHandler } from './commands/list-experience/list-experience.handler';
import { ListPropertyHandler } from './commands/list-property/list-property.handler';
import { ListServiceHandler } from './commands/list-service/list-service.handler';
import { GetPropertyController } from './queries/get-property/get-property.http.controller';
import { GetPropertyHandler } from './queries/get-property/get-property.handler';
import { ListExperiencesController } from './queries/list-experiences/list-experiences.http.controller';
import { ListExperiencesHandler } from './queries/list-experiences/list-experiences.handler';
import { ListPropertiesController } from './queries/list-properties/list-properties.http.controller';
import { ListPropertiesHandler } from './queries/list-properties/list-properties.handler';
import { ListServicesController } from './queries/list-services/list-services.http.controller';
import { ListServicesHandler } from './queries/list-services/list-services.handler';
import {
  experiencesProjection,
  propertiesProjection,
  servicesProjection,
} from './read-models/catalogue.projections';
import { ExperienceReadModel, ServiceReadModel } from './read-models/offering.read-models';
import { PropertyReadModel } from './read-models/property.read-model';

/** Properties, services and experiences: what the agency offers and how clients browse it. */
@Module({
  imports: [MikroOrmModule.forFeature([PropertyReadModel, ServiceReadModel, ExperienceReadModel])],
  controllers: [
    ListPropertiesController,
    GetPropertyController,
    ListServicesController,
    ListExperiencesController,
  ],
  providers: [
    ListPropertyHandler,
    ChangePropertyPriceHandler,
    ChangePropertyStatusHandler,
    ListServiceHandler,
    ListExperienceHandler,
    ListPropertiesHandler,
    GetPropertyHandler,
    ListServicesHandler,
    ListExperiencesHandler,
  ],
})
export class CatalogueModule implements OnModuleInit {
  constructor(private readonly projections: ProjectionRegistry) {}

  onModuleInit(): void {
    this.projections.registerInline(propertiesProjection);
    this.projections.registerInline(servicesProjection);
    this.projections.registerInline(experiencesProjection);
  }
}
