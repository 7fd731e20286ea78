import { Module } from '@nestjs/common';
import { GetOverviewController } from './queries/get-overview/get-overview.http.controller';

/** The client's panel screens that compose other modules' queries (the overview). */
@Module({ controllers: [GetOverviewController] })
export class ClientPanelModule {}
