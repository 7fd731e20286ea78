import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiGoneResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../../../../platform/http/access-policy';
import { TextsForReader } from '../../../../platform/http/reader-texts';
import { ApiError } from '../../../../platform/http/api-error';
import { GetPropertyQuery } from './get-property.query';
import { PropertyDetailDto } from './property-detail.dto';

const PROPERTY_ID = /^[a-z0-9][a-z0-9-]{0,79}$/;

@ApiTags('catalogue')
@Controller('properties')
export class GetPropertyController {
  constructor(private readonly queries: QueryBus) {}

  @Get(':id')
  @Public()
  @TextsForReader()
  @ApiOperation({ summary: 'One public property with its full details' })
  @ApiOkResponse({ type: PropertyDetailDto })
  @ApiNotFoundResponse({ description: 'property_not_found' })
  @ApiGoneResponse({ description: 'property_withdrawn: withdrawn or deleted' })
  get(@Param('id') id: string): Promise<PropertyDetailDto> {
    if (!PROPERTY_ID.test(id)) {
      throw new ApiError(404, 'property_not_found', 'This property does not exist or is no longer listed.');
    }
    return this.queries.execute(new GetPropertyQuery(id));
  }
}
