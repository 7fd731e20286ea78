import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '../../../../platform/http/access-policy';
import { GetSalesReportQuery } from './get-sales-report.query';
import { GetSalesReportRequestDto } from './get-sales-report.request.dto';
import { SalesReportDto } from './sales-report.dto';

@ApiTags('admin: pipeline')
@Controller('admin/sales-report')
export class GetSalesReportController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @Roles('owner')
  @ApiOperation({
    summary: 'Sales and commission per month, the funnel of the deals and the median days on market',
  })
  @ApiOkResponse({ type: SalesReportDto })
  @ApiBadRequestResponse({ description: 'validation_failed: months not 1 to 36, an agent that is no id' })
  get(@Query() query: GetSalesReportRequestDto): Promise<SalesReportDto> {
    return this.queries.execute(
      new GetSalesReportQuery({ agent: query.agent, area: query.area }, query.months ?? 12),
    );
  }
}
