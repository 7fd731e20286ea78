import { Query } from '@nestjs/cqrs';
import type { PipelineFilters } from '../pipeline-filters';
import type { SalesReportDto } from './sales-report.dto';

export class GetSalesReportQuery extends Query<SalesReportDto> {
  constructor(
    readonly filters: PipelineFilters,
    readonly months: number,
  ) {
    super();
  }
}
