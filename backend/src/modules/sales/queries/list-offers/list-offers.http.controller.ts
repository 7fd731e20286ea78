import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '../../../../platform/http/access-policy';
import { requestedPage } from '../../../../platform/http/page-request.dto';
import { AdminOfferListDto } from '../get-sale/sale.dto';
import { ListOffersQuery } from './list-offers.query';
import { ListOffersRequestDto } from './list-offers.request.dto';

@ApiTags('admin: sales')
@Controller('admin/offers')
export class ListOffersController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @Roles('admin', 'owner')
  @ApiOperation({
    summary: 'Offers across properties, the most recently changed first (open ones by default)',
  })
  @ApiOkResponse({ type: AdminOfferListDto })
  list(@Query() query: ListOffersRequestDto): Promise<AdminOfferListDto> {
    const { page, pageSize } = requestedPage(query);
    return this.queries.execute(new ListOffersQuery(query.status ?? 'open', page, pageSize));
  }
}
