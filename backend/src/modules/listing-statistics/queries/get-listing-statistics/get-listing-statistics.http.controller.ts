import { Controller, Get, Param, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import {
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { Roles } from '../../../../platform/http/access-policy';
import { GetListingStatisticsQuery } from './get-listing-statistics.query';
import { GetListingStatisticsRequestDto } from './get-listing-statistics.request.dto';
import { ListingStatisticsDto } from './listing-statistics.dto';

@ApiTags('admin: listing statistics')
@Controller('admin/properties')
export class GetListingStatisticsController {
  constructor(private readonly queries: QueryBus) {}

  @Get(':propertyId/statistics')
  @Roles('admin', 'owner')
  @ApiOperation({
    summary:
      "A property's page views, favorites, inquiries, viewings and offers per day, with the period before",
  })
  @ApiOkResponse({ type: ListingStatisticsDto })
  @ApiBadRequestResponse({ description: 'validation_failed: days is not 30, 90 or 365' })
  @ApiNotFoundResponse({ description: 'property_not_found' })
  get(
    @Param('propertyId') propertyId: string,
    @Query() query: GetListingStatisticsRequestDto,
  ): Promise<ListingStatisticsDto> {
    return this.queries.execute(new GetListingStatisticsQuery(propertyId, query.days ?? 30));
  }
}
