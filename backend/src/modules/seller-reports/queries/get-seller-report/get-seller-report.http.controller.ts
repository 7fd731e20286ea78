import { Controller, Get, Header, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiGoneResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../../../../platform/http/access-policy';
import { RateLimit } from '../../../../platform/http/rate-limit';
import { SellerReportDto } from '../../report/seller-report.dto';
import { GetSellerReportQuery } from './get-seller-report.query';

/** The seller's private report page reads its figures here: no account, the signed link is the authority. */
@ApiTags('seller reports')
@Controller('seller-reports')
export class GetSellerReportController {
  constructor(private readonly queries: QueryBus) {}

  @Get(':token')
  @Public()
  @Header('Cache-Control', 'private, no-store')
  @Header('X-Robots-Tag', 'noindex')
  @RateLimit({ name: 'seller-report', limit: 60, windowSeconds: 600 })
  @ApiOperation({ summary: 'A seller’s weekly report of their property, by the signed link of its e-mail' })
  @ApiOkResponse({ type: SellerReportDto })
  @ApiNotFoundResponse({ description: 'seller_report_link_invalid' })
  @ApiGoneResponse({ description: 'seller_report_link_expired, seller_report_link_revoked' })
  read(@Param('token') token: string): Promise<SellerReportDto> {
    return this.queries.execute(new GetSellerReportQuery(token));
  }
}
