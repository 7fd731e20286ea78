import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { Roles } from '../../../../platform/http/access-policy';
import { CatalogueCommandResultDto } from '../catalogue-command-result.dto';
import { ListPropertyCommand } from '../list-property/list-property.command';
import { newCatalogueId } from '../catalogue-id';
import { toPropertyDetails } from '../property-details.request.dto';
import { CreatePropertyRequestDto } from './create-property.request.dto';

@ApiTags('admin: catalogue')
@Controller('admin/properties')
export class CreatePropertyController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @Roles('admin', 'owner')
  @HttpCode(201)
  @ApiOperation({ summary: 'Create a property with the full model (PropertyListed)' })
  @ApiCreatedResponse({ type: CatalogueCommandResultDto })
  @ApiBadRequestResponse({ description: 'validation_failed, with each bad field' })
  @ApiConflictResponse({ description: 'reference_taken' })
  async create(@Body() body: CreatePropertyRequestDto): Promise<CatalogueCommandResultDto> {
    const details = toPropertyDetails(body.details);
    const id = newCatalogueId(details.title.es);
    const result = await this.commands.execute(
      new ListPropertyCommand(id, details, null, body.status ?? 'active'),
    );
    return { id, version: result.version };
  }
}
