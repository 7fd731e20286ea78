import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../../../../platform/http/access-policy';
import { TextsForReader } from '../../../../platform/http/reader-texts';
import { ComparePropertiesQuery } from './compare-properties.query';
import { ComparePropertiesRequestDto, COMPARE_LIMIT } from './compare-properties.request.dto';
import { PropertyComparisonDto } from './property-comparison.dto';

@ApiTags('catalogue')
@Controller('properties')
export class ComparePropertiesController {
  constructor(private readonly queries: QueryBus) {}

  // A static segment: the router matches it before `properties/:id`, whatever the registration order.
  @Get('compare')
  @Public()
  @TextsForReader()
  @ApiOperation({
    summary: 'Up to four public properties side by side',
    description:
      `The comparison facts of 1 to ${COMPARE_LIMIT} properties, in the order asked. Ids that name no public ` +
      'property are listed as unavailable rather than refused, so a shared comparison still opens after a sale ' +
      'is withdrawn.',
  })
  @ApiOkResponse({ type: PropertyComparisonDto })
  @ApiBadRequestResponse({
    description: `validation_failed: no ids, more than ${COMPARE_LIMIT}, a repeated id or a malformed one`,
  })
  compare(@Query() request: ComparePropertiesRequestDto): Promise<PropertyComparisonDto> {
    return this.queries.execute(new ComparePropertiesQuery(request.ids));
  }
}
