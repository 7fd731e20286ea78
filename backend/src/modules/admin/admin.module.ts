import { Module } from '@nestjs/common';
import { GetDashboardController } from './queries/get-dashboard/get-dashboard.http.controller';

/** The back office's own screens that compose other modules' queries (the dashboard). */
@Module({ controllers: [GetDashboardController] })
export class AdminModule {}
