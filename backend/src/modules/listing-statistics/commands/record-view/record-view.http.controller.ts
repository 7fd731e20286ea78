import { Controller, Headers, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiNoContentResponse, ApiOperation, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { Public } from '../../../../platform/http/access-policy';
import { RateLimit } from '../../../../platform/http/rate-limit';
import { RecordViewCommand } from './record-view.command';

@ApiTags('listing statistics')
@Controller('properties')
export class RecordViewController {
  constructor(private readonly commands: CommandBus) {}

  /**
   * Always 204, counted or not: the page sends it as a beacon and reads no answer, and one answer for every
   * case tells nobody which views count (a bot, a draft, an unknown id). No cookie is read or set, so, like
   * the other public writes that carry no session, it needs no CSRF header (a beacon cannot send one).
   */
  @Post(':id/views')
  @Public()
  @HttpCode(204)
  @RateLimit({ name: 'property-view', limit: 120, windowSeconds: 600 })
  @ApiOperation({
    summary: 'Count one view of a public property page (no cookie, nothing about the visitor is kept)',
    description:
      'Sent by the property page once it is shown in the browser. Known bots, drafts, withdrawn and ' +
      'unknown properties are not counted; the answer is 204 either way.',
  })
  @ApiNoContentResponse({ description: 'Received' })
  @ApiTooManyRequestsResponse({ description: 'too_many_requests' })
  async record(@Param('id') id: string, @Headers('user-agent') userAgent?: string): Promise<void> {
    await this.commands.execute(new RecordViewCommand(id, userAgent));
  }
}
