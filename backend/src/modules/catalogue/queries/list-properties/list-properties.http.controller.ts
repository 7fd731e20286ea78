import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../../../../platform/http/access-policy';
import { ListPropertiesQuery } from './list-properties.query';
import { PropertyListDto } from './property-summary.dto';

@ApiTags('catalogue')
@Controller('properties')
export class ListPropertiesController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @Public()
  @ApiOperation({ summary: 'Public properties, newest first' })
  @ApiOkResponse({ type: PropertyListDto })
  list(): Promise<PropertyListDto> {
    return this.queries.execute(new ListPropertiesQuery());
  }
}
