import { Body, Controller, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { CatalogueCommandResultDto } from '../catalogue-command-result.dto';
import { ReviseEntryRoute } from '../catalogue-entry.routes';
import { requirePropertyId } from '../catalogue-id';
import { toPropertyDetails } from '../property-details.request.dto';
import { RevisePropertyCommand } from './revise-property.command';
import { RevisePropertyRequestDto } from './revise-property.request.dto';

@ApiTags('admin: catalogue')
@Controller('admin/properties')
export class RevisePropertyController {
  constructor(private readonly commands: CommandBus) {}

  @ReviseEntryRoute(
    'property',
    'Replace the details of a property (PropertyRevised), at the version the form loaded',
    'version_conflict (someone saved meanwhile), reference_taken',
  )
  async revise(
    @Param('id') id: string,
    @Body() body: RevisePropertyRequestDto,
  ): Promise<CatalogueCommandResultDto> {
    const propertyId = requirePropertyId(id);
    const result = await this.commands.execute(
      new RevisePropertyCommand(propertyId, toPropertyDetails(body.details), body.expectedVersion),
    );
    return { id: propertyId, version: result.version };
  }
}
