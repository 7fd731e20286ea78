import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import {
  ApiBadRequestResponse,
  ApiGoneResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { Public } from '../../../../platform/http/access-policy';
import {
  UnsubscribeStateDto,
  UnsubscribeTokenQueryDto,
} from '../../commands/unsubscribe-alerts/unsubscribe-state.dto';
import { InspectUnsubscribeQuery } from './inspect-unsubscribe.query';

@ApiTags('client space')
@Controller('alerts')
export class InspectUnsubscribeController {
  constructor(private readonly queries: QueryBus) {}

  @Get('unsubscribe')
  @Public()
  @ApiOperation({
    summary: 'What an unsubscribe link names and whether those alerts are on (changes nothing)',
  })
  @ApiOkResponse({ type: UnsubscribeStateDto })
  @ApiBadRequestResponse({ description: 'invalid_unsubscribe_token' })
  @ApiGoneResponse({ description: 'unsubscribe_link_expired' })
  @ApiNotFoundResponse({ description: 'saved_search_not_found' })
  inspect(@Query() query: UnsubscribeTokenQueryDto): Promise<UnsubscribeStateDto> {
    return this.queries.execute(new InspectUnsubscribeQuery(query.token));
  }
}
