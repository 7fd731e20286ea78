import { Controller, Param, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { DeleteEntryRoute } from '../catalogue-entry.routes';
import { requireCatalogueId } from '../catalogue-id';
import { ExpectedVersionQueryDto } from '../expected-version.query.dto';
import { DeleteServiceCommand } from './delete-service.command';

@ApiTags('admin: catalogue')
@Controller('admin/services')
export class DeleteServiceController {
  constructor(private readonly commands: CommandBus) {}

  @DeleteEntryRoute('service', 'Delete a service (owners only): ServiceDeleted')
  async delete(@Param('id') id: string, @Query() query: ExpectedVersionQueryDto): Promise<void> {
    await this.commands.execute(
      new DeleteServiceCommand(requireCatalogueId(id, 'service'), query.expectedVersion),
    );
  }
}
