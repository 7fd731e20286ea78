import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '../../../../platform/http/access-policy';
import { CatalogueCommandResultDto } from '../catalogue-command-result.dto';
import { ListServiceCommand } from '../list-service/list-service.command';
import { toServiceDetails } from '../offering-details.request.dto';
import { newCatalogueId } from '../catalogue-id';
import { CreateServiceRequestDto } from './create-service.request.dto';

@ApiTags('admin: catalogue')
@Controller('admin/services')
export class CreateServiceController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @Roles('admin', 'owner')
  @HttpCode(201)
  @ApiOperation({ summary: 'Create a service (ServiceListed), shown after the existing ones' })
  @ApiCreatedResponse({ type: CatalogueCommandResultDto })
  @ApiBadRequestResponse({ description: 'validation_failed, with each bad field' })
  async create(@Body() body: CreateServiceRequestDto): Promise<CatalogueCommandResultDto> {
    const details = toServiceDetails(body.details);
    const id = newCatalogueId(details.title.es);
    const result = await this.commands.execute(new ListServiceCommand(id, details));
    return { id, version: result.version };
  }
}
