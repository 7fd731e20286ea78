import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../../../../platform/http/access-policy';
import { TextsForReader } from '../../../../platform/http/reader-texts';
import { PropertySummaryDto } from '../list-properties/property-summary.dto';
import { GetSimilarPropertiesQuery } from './get-similar-properties.query';
import { SIMILAR_LIMIT } from './similar-properties-sql';

@ApiTags('catalogue')
@Controller('properties')
export class GetSimilarPropertiesController {
  constructor(private readonly queries: QueryBus) {}

  @Get(':id/similar')
  @Public()
  @TextsForReader()
  @ApiOperation({
    summary: 'Public properties similar to this one',
    description:
      `Up to ${SIMILAR_LIMIT} other public properties: same area or same type first, then the closest ` +
      'in price, then the newest.',
  })
  @ApiOkResponse({ type: PropertySummaryDto, isArray: true })
  @ApiNotFoundResponse({ description: 'property_not_found' })
  list(@Param('id') id: string): Promise<PropertySummaryDto[]> {
    return this.queries.execute(new GetSimilarPropertiesQuery(id));
  }
}
