import { Module } from '@nestjs/common';
import { HandOverAccountDataController } from './commands/hand-over-account-data/hand-over-account-data.http.controller';
import { HandOverAccountDataHandler } from './commands/hand-over-account-data/hand-over-account-data.handler';
import { GetOverviewController } from './queries/get-overview/get-overview.http.controller';
import { ExportMyDataController } from './queries/export-personal-data/export-my-data.http.controller';
import { ExportPersonalDataHandler } from './queries/export-personal-data/export-personal-data.handler';

/**
 * The client's panel screens that compose other modules' queries: the overview, and the copy of a person's
 * data (GDPR art. 15 and 20) the person downloads, or an owner hands them (identity records that they did).
 */
@Module({
  controllers: [GetOverviewController, ExportMyDataController, HandOverAccountDataController],
  providers: [ExportPersonalDataHandler, HandOverAccountDataHandler],
})
export class ClientPanelModule {}
