import { Controller, Delete, HttpCode, Param, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { Roles } from '../../../../platform/http/access-policy';
import { ExpectedVersionQueryDto } from '../expected-version.query.dto';
import { requirePropertyId } from '../catalogue-id';
import { DeletePropertyCommand } from './delete-property.command';

@ApiTags('admin: catalogue')
@Controller('admin/properties')
export class DeletePropertyController {
  constructor(private readonly commands: CommandBus) {}

  @Delete(':id')
  @Roles('owner')
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete a property (owners only): PropertyDeleted, it leaves the catalogue' })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiBadRequestResponse({ description: 'validation_failed (expectedVersion is required)' })
  @ApiNotFoundResponse({ description: 'property_not_found' })
  @ApiConflictResponse({ description: 'version_conflict (it changed after the screen showed it)' })
  async delete(@Param('id') id: string, @Query() query: ExpectedVersionQueryDto): Promise<void> {
    await this.commands.execute(new DeletePropertyCommand(requirePropertyId(id), query.expectedVersion));
  }
}
