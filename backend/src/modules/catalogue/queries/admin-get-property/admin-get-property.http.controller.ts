import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '../../../../platform/http/access-policy';
import { requirePropertyId } from '../../commands/catalogue-id';
import { AdminGetPropertyQuery } from './admin-get-property.query';
import { AdminPropertyDetailDto } from './admin-property-detail.dto';

@ApiTags('admin: catalogue')
@Controller('admin/properties')
export class AdminGetPropertyController {
  constructor(private readonly queries: QueryBus) {}

  @Get(':id')
  @Roles('admin', 'owner')
  @ApiOperation({ summary: 'One property in any status (drafts too) with its version, for the edit form' })
  @ApiOkResponse({ type: AdminPropertyDetailDto })
  @ApiNotFoundResponse({ description: 'property_not_found' })
  get(@Param('id') id: string): Promise<AdminPropertyDetailDto> {
    return this.queries.execute(new AdminGetPropertyQuery(requirePropertyId(id)));
  }
}
