import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '../../../../platform/http/access-policy';
import { Clock } from '../../../../platform/time/clock';
import { CatalogueCommandResultDto } from '../catalogue-command-result.dto';
import { ListExperienceCommand } from '../list-experience/list-experience.command';
import { nextPosition } from '../next-position';
import { toExperienceDetails } from '../offering-details.request.dto';
import { newCatalogueId } from '../catalogue-id';
import { CreateExperienceRequestDto } from './create-experience.request.dto';

@ApiTags('admin: catalogue')
@Controller('admin/experiences')
export class CreateExperienceController {
  constructor(
    private readonly commands: CommandBus,
    private readonly em: EntityManager,
    private readonly clock: Clock,
  ) {}

  @Post()
  @Roles('admin', 'owner')
  @HttpCode(201)
  @ApiOperation({ summary: 'Create a experience (ExperienceListed), shown after the existing ones' })
  @ApiCreatedResponse({ type: CatalogueCommandResultDto })
  @ApiBadRequestResponse({ description: 'validation_failed, with each bad field' })
  async create(@Body() body: CreateExperienceRequestDto): Promise<CatalogueCommandResultDto> {
    const details = toExperienceDetails(body.details);
    const id = newCatalogueId(details.title.es);
    const position = await nextPosition(this.em, 'catalogue_experiences');
    const result = await this.commands.execute(
      new ListExperienceCommand(id, details, position, this.clock.now().toISOString()),
    );
    return { id, version: result.version };
  }
}
