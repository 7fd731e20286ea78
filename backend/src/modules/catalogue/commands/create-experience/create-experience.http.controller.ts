import { Body, Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { CatalogueCommandResultDto } from '../catalogue-command-result.dto';
import { CreateEntryRoute } from '../catalogue-entry.routes';
import { newCatalogueId } from '../catalogue-id';
import { ListExperienceCommand } from '../list-experience/list-experience.command';
import { toExperienceDetails } from '../offering-details.request.dto';
import { CreateExperienceRequestDto } from './create-experience.request.dto';

@ApiTags('admin: catalogue')
@Controller('admin/experiences')
export class CreateExperienceController {
  constructor(private readonly commands: CommandBus) {}

  @CreateEntryRoute('Create an experience (ExperienceListed), shown after the existing ones')
  async create(@Body() body: CreateExperienceRequestDto): Promise<CatalogueCommandResultDto> {
    const details = toExperienceDetails(body.details);
    const id = newCatalogueId(details.title.es);
    const result = await this.commands.execute(new ListExperienceCommand(id, details));
    return { id, version: result.version };
  }
}
