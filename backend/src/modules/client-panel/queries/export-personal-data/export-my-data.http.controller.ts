import { Controller, Get, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { FastifyReply } from 'fastify';
import { ApiOkResponse, ApiOperation, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { Authenticated } from '../../../../platform/http/access-policy';
import { CurrentPrincipal, type Principal } from '../../../../platform/http/principal';
import { RateLimit } from '../../../../platform/http/rate-limit';
import { ExportPersonalDataQuery } from './export-personal-data.query';
import { PersonalDataExportDto } from './personal-data-export.dto';
import { EXPORT_RATE_LIMIT, sendAsDownload } from './personal-data-download';

@ApiTags('client space')
@Controller('me/export')
export class ExportMyDataController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @Authenticated()
  @RateLimit({ name: 'personal-data-export', ...EXPORT_RATE_LIMIT })
  @ApiOperation({
    summary:
      'A copy of all the data the agency keeps about the signed-in person, as a JSON file (GDPR art. 15 and 20)',
  })
  @ApiOkResponse({ type: PersonalDataExportDto, description: 'costa-cantabria-data-YYYY-MM-DD.json' })
  @ApiTooManyRequestsResponse({ description: 'too_many_requests' })
  async export(
    @CurrentPrincipal() { userId }: Principal,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<PersonalDataExportDto> {
    return sendAsDownload(reply, await this.queries.execute(new ExportPersonalDataQuery(userId)));
  }
}
