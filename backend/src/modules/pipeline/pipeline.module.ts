import { Module, type OnModuleInit } from '@nestjs/common';
import { ProjectionRegistry } from '../../platform/projections/projection-registry';
import { GetPipelineBoardController } from './queries/get-pipeline-board/get-pipeline-board.http.controller';
import { GetPipelineBoardHandler } from './queries/get-pipeline-board/get-pipeline-board.handler';
import { GetSalesReportController } from './queries/get-sales-report/get-sales-report.http.controller';
import { GetSalesReportHandler } from './queries/get-sales-report/get-sales-report.handler';
import { pipelineProjection } from './read-models/pipeline.projection';

/**
 * The deal pipeline: each client's interest in each property followed from inquiry to completion (or loss)
 * through the events of engagement, viewings and sales, for the back office's board; and the owner's sales
 * report (sales and commission per month, the funnel, the days on market).
 */
@Module({
  controllers: [GetPipelineBoardController, GetSalesReportController],
  providers: [GetPipelineBoardHandler, GetSalesReportHandler],
})
export class PipelineModule implements OnModuleInit {
  constructor(private readonly projections: ProjectionRegistry) {}

  onModuleInit(): void {
    this.projections.registerInline(pipelineProjection);
  }
}
