import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '../../../../platform/http/access-policy';
import { CatalogueCommandResultDto } from '../catalogue-command-result.dto';
import { ListExperienceCommand } from '../list-experience/list-experience.command';
import { toExperienceDetails } from '../offering-details.request.dto';
import { newCatalogueId } from '../catalogue-id';
import { CreateExperienceRequestDto } from './create-experience.request.dto';

@ApiTags('admin: catalogue')
@Controller('admin/experiences')
export class CreateExperienceController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @Roles('admin', 'owner')
  @HttpCode(201)
  @ApiOperation({ summary: 'Create an experience (ExperienceListed), shown after the existing ones' })
  @ApiCreatedResponse({ type: CatalogueCommandResultDto })
  @ApiBadRequestResponse({ description: 'validation_failed, with each bad field' })
  async create(@Body() body: CreateExperienceRequestDto): Promise<CatalogueCommandResultDto> {
    const details = toExperienceDetails(body.details);
    const id = newCatalogueId(details.title.es);
    const result = await this.commands.execute(new ListExperienceCommand(id, details));
    return { id, version: result.version };
  }
}
