import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '../../../../platform/http/access-policy';
import { GetViewingsAwaitingQuery } from './get-viewings-awaiting.query';
import { ViewingsAwaitingDto } from './viewings-awaiting.dto';

@ApiTags('admin: viewings')
@Controller('admin/viewings/awaiting')
export class GetViewingsAwaitingController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @Roles('admin', 'owner')
  @ApiOperation({ summary: 'How many viewing requests wait for an answer, and the next one' })
  @ApiOkResponse({ type: ViewingsAwaitingDto })
  get(): Promise<ViewingsAwaitingDto> {
    return this.queries.execute(new GetViewingsAwaitingQuery());
  }
}
