import { Body, Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { CatalogueCommandResultDto } from '../catalogue-command-result.dto';
import { CreateEntryRoute } from '../catalogue-entry.routes';
import { newCatalogueId } from '../catalogue-id';
import { ListServiceCommand } from '../list-service/list-service.command';
import { toServiceDetails } from '../offering-details.request.dto';
import { CreateServiceRequestDto } from './create-service.request.dto';

@ApiTags('admin: catalogue')
@Controller('admin/services')
export class CreateServiceController {
  constructor(private readonly commands: CommandBus) {}

  @CreateEntryRoute('Create a service (ServiceListed), shown after the existing ones')
  async create(@Body() body: CreateServiceRequestDto): Promise<CatalogueCommandResultDto> {
    const details = toServiceDetails(body.details);
    const id = newCatalogueId(details.title.es);
    const result = await this.commands.execute(new ListServiceCommand(id, details));
    return { id, version: result.version };
  }
}
