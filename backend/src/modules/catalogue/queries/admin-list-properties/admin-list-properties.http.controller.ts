import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '../../../../platform/http/access-policy';
import { AdminListPropertiesQuery } from './admin-list-properties.query';
import { ADMIN_PAGE, AdminListPropertiesRequestDto } from './admin-list-properties.request.dto';
import { AdminPropertyListDto } from './admin-property-list.dto';

@ApiTags('admin: catalogue')
@Controller('admin/properties')
export class AdminListPropertiesController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @Roles('admin', 'owner')
  @ApiOperation({ summary: 'Every property in any status for the admin table, last changed first' })
  @ApiOkResponse({ type: AdminPropertyListDto })
  @ApiBadRequestResponse({ description: 'validation_failed' })
  list(@Query() request: AdminListPropertiesRequestDto): Promise<AdminPropertyListDto> {
    return this.queries.execute(
      new AdminListPropertiesQuery(
        request.q || undefined,
        request.status ?? [],
        request.limit ?? ADMIN_PAGE.default,
        request.offset ?? 0,
      ),
    );
  }
}
