import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import { Authenticated } from '../../../../platform/http/access-policy';
import { CurrentPrincipal, type Principal } from '../../../../platform/http/principal';
import { ViewingSlotsDto } from '../request-viewing/request-viewing.request.dto';
import { runViewingStep } from './run-viewing-step';
import { viewingIdParam } from './viewing-id';
import { CancelViewingRequestDto, ViewingStepResultDto } from './viewing-steps.request.dto';

/** What a client does with their own viewings; anyone else's viewing is 404 viewing_not_found. */
@ApiTags('viewings')
@Controller('me/viewings/:id')
export class ClientViewingStepsController {
  constructor(private readonly commands: CommandBus) {}

  @Post('cancel')
  @Authenticated()
  @HttpCode(200)
  @ApiOperation({ summary: 'Cancel a viewing (a confirmed one until 2 hours before it)' })
  @ApiOkResponse({ type: ViewingStepResultDto })
  @ApiNotFoundResponse({ description: 'viewing_not_found' })
  @ApiConflictResponse({ description: 'viewing_status_conflict, viewing_change_too_late' })
  cancel(
    @CurrentPrincipal() principal: Principal,
    @Param('id') id: string,
    @Body() body: CancelViewingRequestDto,
  ): Promise<ViewingStepResultDto> {
    const viewingId = viewingIdParam(id);
    return runViewingStep(this.commands, {
      type: 'CancelViewing',
      viewingId,
      clientId: principal.userId,
      reason: body.reason ?? null,
    });
  }

  @Post('move')
  @Authenticated()
  @HttpCode(200)
  @ApiOperation({
    summary: 'Ask for other times (a confirmed viewing until 2 hours before it, or instead of a proposal)',
  })
  @ApiOkResponse({ type: ViewingStepResultDto })
  @ApiNotFoundResponse({ description: 'viewing_not_found' })
  @ApiConflictResponse({ description: 'viewing_status_conflict, viewing_change_too_late' })
  @ApiUnprocessableEntityResponse({ description: 'invalid_viewing_slots, one entry per bad slot' })
  move(
    @CurrentPrincipal() principal: Principal,
    @Param('id') id: string,
    @Body() body: ViewingSlotsDto,
  ): Promise<ViewingStepResultDto> {
    const viewingId = viewingIdParam(id);
    return runViewingStep(this.commands, {
      type: 'RequestViewingMove',
      viewingId,
      clientId: principal.userId,
      slots: body.slots.map(({ date, time, mode }) => ({ date, time, mode })),
    });
  }

  @Post('accept')
  @Authenticated()
  @HttpCode(200)
  @ApiOperation({ summary: 'Accept the time the agency proposed: the viewing is confirmed' })
  @ApiOkResponse({ type: ViewingStepResultDto })
  @ApiNotFoundResponse({ description: 'viewing_not_found' })
  @ApiConflictResponse({
    description: 'viewing_status_conflict, viewing_proposal_past, agent_slot_taken',
  })
  accept(@CurrentPrincipal() principal: Principal, @Param('id') id: string): Promise<ViewingStepResultDto> {
    const viewingId = viewingIdParam(id);
    return runViewingStep(this.commands, {
      type: 'AcceptProposedTime',
      viewingId,
      clientId: principal.userId,
    });
  }
}
