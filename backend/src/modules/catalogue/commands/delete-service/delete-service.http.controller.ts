import { Controller, Delete, HttpCode, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiNoContentResponse, ApiNotFoundResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '../../../../platform/http/access-policy';
import { requireCatalogueId } from '../catalogue-id';
import { DeleteServiceCommand } from './delete-service.command';

@ApiTags('admin: catalogue')
@Controller('admin/services')
export class DeleteServiceController {
  constructor(private readonly commands: CommandBus) {}

  @Delete(':id')
  @Roles('owner')
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete a service (owners only): ServiceDeleted' })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiNotFoundResponse({ description: 'service_not_found' })
  async delete(@Param('id') id: string): Promise<void> {
    await this.commands.execute(new DeleteServiceCommand(requireCatalogueId(id, 'service')));
  }
}
