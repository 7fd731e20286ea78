import { Module, type OnModuleInit } from '@nestjs/common';
import { ProjectionRegistry } from '../../platform/projections/projection-registry';
import { RecordViewController } from './commands/record-view/record-view.http.controller';
import { RecordViewHandler } from './commands/record-view/record-view.handler';
import { GetListingFiguresHandler } from './queries/get-listing-figures/get-listing-figures.handler';
import { GetListingStatisticsController } from './queries/get-listing-statistics/get-listing-statistics.http.controller';
import { GetListingStatisticsHandler } from './queries/get-listing-statistics/get-listing-statistics.handler';
import { listingActivityProjection } from './read-models/listing-activity.projection';

/**
 * Listing statistics: how often each property's public page is viewed (counted by the server, with no
 * cookie and nothing about the visitor), and the favorites, inquiries, viewings and offers it draws, per day,
 * for the back office's property editor.
 */
@Module({
  controllers: [RecordViewController, GetListingStatisticsController],
  providers: [RecordViewHandler, GetListingStatisticsHandler, GetListingFiguresHandler],
})
export class ListingStatisticsModule implements OnModuleInit {
  constructor(private readonly projections: ProjectionRegistry) {}

  onModuleInit(): void {
    this.projections.registerInline(listingActivityProjection);
  }
}
