import { Controller, Delete, HttpCode, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiNoContentResponse, ApiNotFoundResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '../../../../platform/http/access-policy';
import { requireCatalogueId } from '../catalogue-id';
import { DeleteExperienceCommand } from './delete-experience.command';

@ApiTags('admin: catalogue')
@Controller('admin/experiences')
export class DeleteExperienceController {
  constructor(private readonly commands: CommandBus) {}

  @Delete(':id')
  @Roles('owner')
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete a experience (owners only): ExperienceDeleted' })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiNotFoundResponse({ description: 'experience_not_found' })
  async delete(@Param('id') id: string): Promise<void> {
    await this.commands.execute(new DeleteExperienceCommand(requireCatalogueId(id, 'experience')));
  }
}
