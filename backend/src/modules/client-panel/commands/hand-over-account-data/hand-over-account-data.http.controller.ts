import { Controller, Get, Param, ParseUUIDPipe, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyReply } from 'fastify';
import {
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { Roles } from '../../../../platform/http/access-policy';
import { RateLimit } from '../../../../platform/http/rate-limit';
import { PersonalDataExportDto } from '../../queries/export-personal-data/personal-data-export.dto';
import { EXPORT_RATE_LIMIT, sendAsDownload } from '../../queries/export-personal-data/personal-data-download';
import { HandOverAccountDataCommand } from './hand-over-account-data.command';

/**
 * An owner hands a client the copy of their data the client asked for (by e-mail, by phone, in person); the
 * account's history records that they did.
 */
@ApiTags('users')
@Controller('admin/users/:id/export')
export class HandOverAccountDataController {
  constructor(private readonly commands: CommandBus) {}

  @Get()
  @Roles('owner')
  @RateLimit({ name: 'personal-data-export-owner', ...EXPORT_RATE_LIMIT })
  @ApiOperation({
    summary:
      'The same copy of an account’s data the person downloads themselves, for a request to the agency',
  })
  @ApiOkResponse({ type: PersonalDataExportDto, description: 'costa-cantabria-data-YYYY-MM-DD.json' })
  @ApiBadRequestResponse({ description: 'validation_failed (the id is not a UUID)' })
  @ApiNotFoundResponse({ description: 'user_not_found' })
  @ApiTooManyRequestsResponse({ description: 'too_many_requests' })
  async export(
    @Param('id', new ParseUUIDPipe()) id: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<PersonalDataExportDto> {
    return sendAsDownload(reply, await this.commands.execute(new HandOverAccountDataCommand(id)));
  }
}
