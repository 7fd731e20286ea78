import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '../../../../platform/http/access-policy';
import { AdminViewingListDto } from './admin-viewing.dto';
import { ListViewingsQuery } from './list-viewings.query';
import { ListViewingsRequestDto } from './list-viewings.request.dto';

@ApiTags('admin: viewings')
@Controller('admin/viewings')
export class ListViewingsController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @Roles('admin', 'owner')
  @ApiOperation({
    summary: 'Viewing requests, soonest first: a week (from, to) or filtered by status, property, agent',
  })
  @ApiOkResponse({ type: AdminViewingListDto })
  list(@Query() query: ListViewingsRequestDto): Promise<AdminViewingListDto> {
    return this.queries.execute(new ListViewingsQuery({ ...query }));
  }
}
