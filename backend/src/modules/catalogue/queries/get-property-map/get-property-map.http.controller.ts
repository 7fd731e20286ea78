import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../../../../platform/http/access-policy';
import { toPropertySearch } from '../list-properties/list-properties.request.dto';
import { GetPropertyMapQuery } from './get-property-map.query';
import { PropertyMapDto } from './property-map.dto';
import { PropertyMapRequestDto } from './property-map.request.dto';

/** `/properties/map` is a static route: Fastify's router tries it before `/properties/:id`. */
@ApiTags('catalogue')
@Controller('properties')
export class GetPropertyMapController {
  constructor(private readonly queries: QueryBus) {}

  @Get('map')
  @Public()
  @ApiOperation({
    summary: 'The map pins of a public search',
    description:
      'The same filters as GET /api/properties (without sort and paging): each public property with a ' +
      'location, at its public point (approximate when the owner hides the exact one), newest first, at most ' +
      '5,000; total counts every match and capped says when more matched than were sent.',
  })
  @ApiOkResponse({ type: PropertyMapDto })
  @ApiBadRequestResponse({ description: 'validation_failed, with each bad field (e.g. bbox, area)' })
  map(@Query() request: PropertyMapRequestDto): Promise<PropertyMapDto> {
    return this.queries.execute(new GetPropertyMapQuery(toPropertySearch(request)));
  }
}
