import { Body, Controller, Param, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { Roles } from '../../../../platform/http/access-policy';
import { CatalogueCommandResultDto } from '../catalogue-command-result.dto';
import { toExperienceDetails } from '../offering-details.request.dto';
import { requireCatalogueId } from '../catalogue-id';
import { ReviseExperienceCommand } from './revise-experience.command';
import { ReviseExperienceRequestDto } from './revise-experience.request.dto';

@ApiTags('admin: catalogue')
@Controller('admin/experiences')
export class ReviseExperienceController {
  constructor(private readonly commands: CommandBus) {}

  @Put(':id')
  @Roles('admin', 'owner')
  @ApiOperation({
    summary: 'Replace the details of a experience (ExperienceRevised), at the version the form loaded',
  })
  @ApiOkResponse({ type: CatalogueCommandResultDto })
  @ApiBadRequestResponse({ description: 'validation_failed, with each bad field' })
  @ApiNotFoundResponse({ description: 'experience_not_found' })
  @ApiConflictResponse({ description: 'version_conflict (someone saved meanwhile)' })
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
