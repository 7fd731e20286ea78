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
import { ChangePropertyStatusCommand } from './change-property-status.command';
import { ChangePropertyStatusRequestDto } from './change-property-status.request.dto';

@ApiTags('admin: catalogue')
@Controller('admin/properties')
export class ChangePropertyStatusController {
  constructor(private readonly commands: CommandBus) {}

  @Put(':id/status')
  @Roles('admin', 'owner')
  @ApiOperation({
    summary: 'Publish, reserve, sell, withdraw or unpublish a property (PropertyStatusChanged)',
  })
  @ApiOkResponse({ type: CatalogueCommandResultDto })
  @ApiBadRequestResponse({ description: 'validation_failed' })
  @ApiNotFoundResponse({ description: 'property_not_found' })
  @ApiConflictResponse({ description: 'invalid_status_transition, version_conflict' })
  async change(
    @Param('id') id: string,
    @Body() body: ChangePropertyStatusRequestDto,
  ): Promise<CatalogueCommandResultDto> {
    const propertyId = requirePropertyId(id);
    const result = await this.commands.execute(
      new ChangePropertyStatusCommand(propertyId, body.status, body.expectedVersion),
    );
    return { id: propertyId, version: result.version };
  }
}
