import { Module, type OnModuleInit } from '@nestjs/common';
import { EventSchemas } from '../../platform/event-store/event-schemas';
import { ProjectionRegistry } from '../../platform/projections/projection-registry';
import { ChoosePortalsHandler } from './commands/choose-portals/choose-portals.handler';
import { RotateFeedTokenHandler } from './commands/rotate-feed-token/rotate-feed-token.handler';
import { feedTokenEvents } from './domain/feed-token';
import { portalChoiceEvents } from './domain/portal-choice';
import { PortalFeeds } from './feed/portal-feeds';
import { GetPropertyPortalsHandler } from './queries/get-property-portals/get-property-portals.handler';
import { definePortalErrorMessages } from './portals-error-messages';
import {
  PortalFeedController,
  PortalsAdminController,
  PropertyPortalsController,
} from './portals.http.controller';
import { feedGenerationsProjection, portalChoicesProjection } from './read-models/portals.projections';

/**
 * Listings on the portals: the owner chooses per listing the portals it goes to (Kyero, thinkSPAIN,
 * Green-Acres, Resales-Online), and each portal fetches a Kyero v3 XML feed at a secret address.
 */
@Module({
  controllers: [PortalFeedController, PortalsAdminController, PropertyPortalsController],
  providers: [PortalFeeds, ChoosePortalsHandler, RotateFeedTokenHandler, GetPropertyPortalsHandler],
})
export class PortalsModule implements OnModuleInit {
  constructor(
    private readonly eventSchemas: EventSchemas,
    private readonly projections: ProjectionRegistry,
  ) {}

  onModuleInit(): void {
    definePortalErrorMessages();
    this.eventSchemas.register(portalChoiceEvents);
    this.eventSchemas.register(feedTokenEvents);
    this.projections.registerInline(portalChoicesProjection);
    this.projections.registerInline(feedGenerationsProjection);
  }
}
