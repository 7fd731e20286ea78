import { Controller, Param, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { DeleteEntryRoute } from '../catalogue-entry.routes';
import { requireCatalogueId } from '../catalogue-id';
import { ExpectedVersionQueryDto } from '../expected-version.query.dto';
import { DeleteExperienceCommand } from './delete-experience.command';

@ApiTags('admin: catalogue')
@Controller('admin/experiences')
export class DeleteExperienceController {
  constructor(private readonly commands: CommandBus) {}

  @DeleteEntryRoute('experience', 'Delete an experience (owners only): ExperienceDeleted')
  async delete(@Param('id') id: string, @Query() query: ExpectedVersionQueryDto): Promise<void> {
    await this.commands.execute(
      new DeleteExperienceCommand(requireCatalogueId(id, 'experience'), query.expectedVersion),
    );
  }
}
