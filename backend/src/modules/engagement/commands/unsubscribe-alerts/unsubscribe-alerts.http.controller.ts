import { Controller, HttpCode, Post, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  ApiBadRequestResponse,
  ApiGoneResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { Public } from '../../../../platform/http/access-policy';
import { RateLimit } from '../../../../platform/http/rate-limit';
import { UnsubscribeAlertsCommand } from './unsubscribe-alerts.command';
import { UnsubscribeStateDto, UnsubscribeTokenQueryDto } from './unsubscribe-state.dto';

/**
 * The unsubscribe link of every alert e-mail. Mail programs POST to it (RFC 8058 one-click, body
 * `List-Unsubscribe=One-Click`, which needs no reading); the unsubscribe page POSTs to it too, and offers
 * the undo. No sign-in: the signed token is the authority.
 */
@ApiTags('client space')
@Controller('alerts')
export class UnsubscribeAlertsController {
  constructor(private readonly commands: CommandBus) {}

  @Post('unsubscribe')
  @Public()
  @HttpCode(200)
  @RateLimit({ name: 'unsubscribe', limit: 30, windowSeconds: 600 })
  @ApiOperation({ summary: 'One-click unsubscribe from the alerts an e-mail link names (RFC 8058)' })
  @ApiOkResponse({ type: UnsubscribeStateDto })
  @ApiBadRequestResponse({ description: 'invalid_unsubscribe_token' })
  @ApiGoneResponse({ description: 'unsubscribe_link_expired' })
  @ApiNotFoundResponse({ description: 'saved_search_not_found' })
  unsubscribe(@Query() query: UnsubscribeTokenQueryDto): Promise<UnsubscribeStateDto> {
    return this.commands.execute(new UnsubscribeAlertsCommand(query.token, 'stop'));
  }

  @Post('resubscribe')
  @Public()
  @HttpCode(200)
  @RateLimit({ name: 'unsubscribe', limit: 30, windowSeconds: 600 })
  @ApiOperation({ summary: 'Undo an unsubscribe: the alerts come back as they were' })
  @ApiOkResponse({ type: UnsubscribeStateDto })
  @ApiBadRequestResponse({ description: 'invalid_unsubscribe_token' })
  @ApiGoneResponse({ description: 'unsubscribe_link_expired' })
  @ApiNotFoundResponse({ description: 'saved_search_not_found' })
  resubscribe(@Query() query: UnsubscribeTokenQueryDto): Promise<UnsubscribeStateDto> {
    return this.commands.execute(new UnsubscribeAlertsCommand(query.token, 'restore'));
  }
}
