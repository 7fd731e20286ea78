import { Body, Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { CatalogueCommandResultDto } from '../catalogue-command-result.dto';
import { CreateEntryRoute } from '../catalogue-entry.routes';
import { newCatalogueId } from '../catalogue-id';
import { ListPropertyCommand } from '../list-property/list-property.command';
import { toPropertyDetails } from '../property-details.request.dto';
import { CreatePropertyRequestDto } from './create-property.request.dto';

@ApiTags('admin: catalogue')
@Controller('admin/properties')
export class CreatePropertyController {
  constructor(private readonly commands: CommandBus) {}

  @CreateEntryRoute('Create a property with the full model (PropertyListed)', 'reference_taken')
  async create(@Body() body: CreatePropertyRequestDto): Promise<CatalogueCommandResultDto> {
    const details = toPropertyDetails(body.details);
    const id = newCatalogueId(details.title.es);
    const result = await this.commands.execute(
      new ListPropertyCommand(id, details, null, body.status ?? 'active'),
    );
    return { id, version: result.version };
  }
}
