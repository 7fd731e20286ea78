import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiGoneResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../../../../platform/http/access-policy';
import { TextsForReader } from '../../../../platform/http/reader-texts';
import { GetPropertyQuery } from './get-property.query';
import { PropertyDetailDto } from './property-detail.dto';

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
    return this.queries.execute(new GetPropertyQuery(id));
  }
}
