import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../../../../platform/http/access-policy';
import { TextsForReader } from '../../../../platform/http/reader-texts';
import { ListPropertiesQuery } from './list-properties.query';
import { ListPropertiesRequestDto, toPropertySearch } from './list-properties.request.dto';
import { PropertyListDto } from './property-summary.dto';

@ApiTags('catalogue')
@Controller('properties')
export class ListPropertiesController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @Public()
  @TextsForReader()
  @ApiOperation({
    summary: 'Search public properties (newest first unless sorted)',
    description:
      'Without parameters: every public property, newest first, up to 48. Filters combine with AND; ' +
      'location, type and features take several values (repeated or comma-separated): any location, any ' +
      "type, all features. 'Load more' asks the next page with offset=nextOffset. The total counts matches up " +
      'to 1,000; beyond that it says 1,000 with totalIsCapped. bbox (the visible map) and area (a drawn ' +
      'polygon) keep properties whose public map point lies inside, edges included.',
  })
  @ApiOkResponse({ type: PropertyListDto })
  @ApiBadRequestResponse({ description: 'validation_failed, with each bad field' })
  list(@Query() request: ListPropertiesRequestDto): Promise<PropertyListDto> {
    return this.queries.execute(new ListPropertiesQuery(toPropertySearch(request)));
  }
}
