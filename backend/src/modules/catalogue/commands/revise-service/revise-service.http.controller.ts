import { Body, Controller, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { CatalogueCommandResultDto } from '../catalogue-command-result.dto';
import { ReviseEntryRoute } from '../catalogue-entry.routes';
import { requireCatalogueId } from '../catalogue-id';
import { toServiceDetails } from '../offering-details.request.dto';
import { ReviseServiceCommand } from './revise-service.command';
import { ReviseServiceRequestDto } from './revise-service.request.dto';

@ApiTags('admin: catalogue')
@Controller('admin/services')
export class ReviseServiceController {
  constructor(private readonly commands: CommandBus) {}

  @ReviseEntryRoute(
    'service',
    'Replace the details of a service (ServiceRevised), at the version the form loaded',
    'version_conflict (someone saved meanwhile)',
  )
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
