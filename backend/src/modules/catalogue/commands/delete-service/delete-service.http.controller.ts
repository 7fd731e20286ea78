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
import { requireCatalogueId } from '../catalogue-id';
import { DeleteServiceCommand } from './delete-service.command';

@ApiTags('admin: catalogue')
@Controller('admin/services')
export class DeleteServiceController {
  constructor(private readonly commands: CommandBus) {}

  @Delete(':id')
  @Roles('owner')
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete a service (owners only): ServiceDeleted' })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiBadRequestResponse({ description: 'validation_failed (expectedVersion is required)' })
  @ApiNotFoundResponse({ description: 'service_not_found' })
  @ApiConflictResponse({ description: 'version_conflict (it changed after the screen showed it)' })
  async delete(@Param('id') id: string, @Query() query: ExpectedVersionQueryDto): Promise<void> {
    await this.commands.execute(
      new DeleteServiceCommand(requireCatalogueId(id, 'service'), query.expectedVersion),
    );
  }
}
