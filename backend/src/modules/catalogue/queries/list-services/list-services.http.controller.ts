import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../../../../platform/http/access-policy';
import { TextsForReader } from '../../../../platform/http/reader-texts';
import { ListServicesQuery } from './list-services.query';
import { ListServicesRequestDto, premiumFilter } from './list-services.request.dto';
import { ServiceListDto } from './service.dto';

@ApiTags('catalogue')
@Controller('services')
export class ListServicesController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @Public()
  @TextsForReader()
  @ApiOperation({ summary: 'Services of the agency, premium ones included unless filtered' })
  @ApiOkResponse({ type: ServiceListDto })
  @ApiBadRequestResponse({ description: 'validation_failed' })
  list(@Query() request: ListServicesRequestDto): Promise<ServiceListDto> {
    return this.queries.execute(new ListServicesQuery(premiumFilter(request)));
  }
}
