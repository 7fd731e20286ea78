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
import { toServiceDetails } from '../offering-details.request.dto';
import { requireCatalogueId } from '../catalogue-id';
import { ReviseServiceCommand } from './revise-service.command';
import { ReviseServiceRequestDto } from './revise-service.request.dto';

@ApiTags('admin: catalogue')
@Controller('admin/services')
export class ReviseServiceController {
  constructor(private readonly commands: CommandBus) {}

  @Put(':id')
  @Roles('admin', 'owner')
  @ApiOperation({
    summary: 'Replace the details of a service (ServiceRevised), at the version the form loaded',
  })
  @ApiOkResponse({ type: CatalogueCommandResultDto })
  @ApiBadRequestResponse({ description: 'validation_failed, with each bad field' })
  @ApiNotFoundResponse({ description: 'service_not_found' })
  @ApiConflictResponse({ description: 'version_conflict (someone saved meanwhile)' })
  async revise(
    @Param('id') id: string,
    @Body() body: ReviseServiceRequestDto,
  ): Promise<CatalogueCommandResultDto> {
    const serviceId = requireCatalogueId(id, 'service');
    const result = await this.commands.execute(
      new ReviseServiceCommand(serviceId, toServiceDetails(body.details), body.expectedVersion),
    );
    return { id: serviceId, version: result.version };
  }
}
