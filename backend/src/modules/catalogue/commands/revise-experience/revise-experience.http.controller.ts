import { Body, Controller, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { CatalogueCommandResultDto } from '../catalogue-command-result.dto';
import { ReviseEntryRoute } from '../catalogue-entry.routes';
import { requireCatalogueId } from '../catalogue-id';
import { toExperienceDetails } from '../offering-details.request.dto';
import { ReviseExperienceCommand } from './revise-experience.command';
import { ReviseExperienceRequestDto } from './revise-experience.request.dto';

@ApiTags('admin: catalogue')
@Controller('admin/experiences')
export class ReviseExperienceController {
  constructor(private readonly commands: CommandBus) {}

  @ReviseEntryRoute(
    'experience',
    'Replace the details of a experience (ExperienceRevised), at the version the form loaded',
    'version_conflict (someone saved meanwhile)',
  )
  async revise(
    @Param('id') id: string,
    @Body() body: ReviseExperienceRequestDto,
  ): Promise<CatalogueCommandResultDto> {
    const experienceId = requireCatalogueId(id, 'experience');
    const result = await this.commands.execute(
      new ReviseExperienceCommand(experienceId, toExperienceDetails(body.details), body.expectedVersion),
    );
    return { id: experienceId, version: result.version };
  }
}
