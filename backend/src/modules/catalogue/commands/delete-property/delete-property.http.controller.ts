import { Controller, Delete, HttpCode, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiNoContentResponse, ApiNotFoundResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '../../../../platform/http/access-policy';
import { requirePropertyId } from '../catalogue-id';
import { DeletePropertyCommand } from './delete-property.command';

@ApiTags('admin: catalogue')
@Controller('admin/properties')
export class DeletePropertyController {
  constructor(private readonly commands: CommandBus) {}

  @Delete(':id')
  @Roles('owner')
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete a property (owners only): PropertyDeleted, it leaves the catalogue' })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiNotFoundResponse({ description: 'property_not_found' })
  async delete(@Param('id') id: string): Promise<void> {
    await this.commands.execute(new DeletePropertyCommand(requirePropertyId(id)));
  }
}
