import { Controller, Param, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { DeleteEntryRoute } from '../catalogue-entry.routes';
import { requirePropertyId } from '../catalogue-id';
import { ExpectedVersionQueryDto } from '../expected-version.query.dto';
import { DeletePropertyCommand } from './delete-property.command';

@ApiTags('admin: catalogue')
@Controller('admin/properties')
export class DeletePropertyController {
  constructor(private readonly commands: CommandBus) {}

  @DeleteEntryRoute('property', 'Delete a property (owners only): PropertyDeleted, it leaves the catalogue')
  async delete(@Param('id') id: string, @Query() query: ExpectedVersionQueryDto): Promise<void> {
    await this.commands.execute(new DeletePropertyCommand(requirePropertyId(id), query.expectedVersion));
  }
}
