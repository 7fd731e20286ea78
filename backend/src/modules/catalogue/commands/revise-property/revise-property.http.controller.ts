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
import { requirePropertyId } from '../catalogue-id';
import { toPropertyDetails } from '../property-details.request.dto';
import { RevisePropertyCommand } from './revise-property.command';
import { RevisePropertyRequestDto } from './revise-property.request.dto';

@ApiTags('admin: catalogue')
@Controller('admin/properties')
export class RevisePropertyController {
  constructor(private readonly commands: CommandBus) {}

  @Put(':id')
  @Roles('admin', 'owner')
  @ApiOperation({
    summary: 'Replace the details of a property (PropertyRevised), at the version the form loaded',
  })
  @ApiOkResponse({ type: CatalogueCommandResultDto })
  @ApiBadRequestResponse({ description: 'validation_failed, with each bad field' })
  @ApiNotFoundResponse({ description: 'property_not_found' })
  @ApiConflictResponse({ description: 'version_conflict (someone saved meanwhile), reference_taken' })
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
