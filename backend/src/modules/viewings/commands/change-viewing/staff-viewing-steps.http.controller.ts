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
import { Roles } from '../../../../platform/http/access-policy';
import { runViewingStep } from './run-viewing-step';
import { viewingIdParam } from './viewing-id';
import {
  CancelViewingRequestDto,
  ConfirmViewingRequestDto,
  DeclineViewingRequestDto,
  ProposeViewingTimeRequestDto,
  ViewingFeedbackRequestDto,
  ViewingStepResultDto,
} from './viewing-steps.request.dto';

/** What staff do with viewing requests. */
@ApiTags('admin: viewings')
@Controller('admin/viewings/:id')
export class StaffViewingStepsController {
  constructor(private readonly commands: CommandBus) {}

  @Post('confirm')
  @Roles('admin', 'owner')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Confirm one of the client’s slots with an agent (the client gets an invitation)',
  })
  @ApiOkResponse({ type: ViewingStepResultDto })
  @ApiNotFoundResponse({ description: 'viewing_not_found' })
  @ApiConflictResponse({ description: 'agent_slot_taken, viewing_status_conflict' })
  @ApiUnprocessableEntityResponse({ description: 'viewing_slot_unknown' })
  confirm(@Param('id') id: string, @Body() body: ConfirmViewingRequestDto): Promise<ViewingStepResultDto> {
    const viewingId = viewingIdParam(id);
    return runViewingStep(this.commands, {
      type: 'ConfirmViewing',
      viewingId,
      slot: body.slot,
      agentId: body.agentId,
    });
  }

  @Post('propose')
  @Roles('admin', 'owner')
  @HttpCode(200)
  @ApiOperation({ summary: 'Propose another time; the client accepts it or asks for other times' })
  @ApiOkResponse({ type: ViewingStepResultDto })
  @ApiNotFoundResponse({ description: 'viewing_not_found' })
  @ApiConflictResponse({ description: 'viewing_status_conflict' })
  @ApiUnprocessableEntityResponse({ description: 'invalid_viewing_slots' })
  propose(
    @Param('id') id: string,
    @Body() body: ProposeViewingTimeRequestDto,
  ): Promise<ViewingStepResultDto> {
    const viewingId = viewingIdParam(id);
    const { date, time, mode } = body.slot;
    return runViewingStep(this.commands, {
      type: 'ProposeViewingTime',
      viewingId,
      slot: { date, time, mode },
      agentId: body.agentId,
    });
  }

  @Post('decline')
  @Roles('admin', 'owner')
  @HttpCode(200)
  @ApiOperation({ summary: 'Decline the request with a reason the client reads' })
  @ApiOkResponse({ type: ViewingStepResultDto })
  @ApiNotFoundResponse({ description: 'viewing_not_found' })
  @ApiConflictResponse({ description: 'viewing_status_conflict' })
  decline(@Param('id') id: string, @Body() body: DeclineViewingRequestDto): Promise<ViewingStepResultDto> {
    const viewingId = viewingIdParam(id);
    return runViewingStep(this.commands, { type: 'DeclineViewing', viewingId, reason: body.reason });
  }

  @Post('cancel')
  @Roles('admin', 'owner')
  @HttpCode(200)
  @ApiOperation({ summary: 'Cancel the viewing at any time (the client’s invitation is withdrawn)' })
  @ApiOkResponse({ type: ViewingStepResultDto })
  @ApiNotFoundResponse({ description: 'viewing_not_found' })
  @ApiConflictResponse({ description: 'viewing_status_conflict' })
  cancel(@Param('id') id: string, @Body() body: CancelViewingRequestDto): Promise<ViewingStepResultDto> {
    const viewingId = viewingIdParam(id);
    return runViewingStep(this.commands, {
      type: 'CancelViewing',
      viewingId,
      clientId: null,
      reason: body.reason ?? null,
    });
  }

  @Post('complete')
  @Roles('admin', 'owner')
  @HttpCode(200)
  @ApiOperation({ summary: 'Record that the viewing took place' })
  @ApiOkResponse({ type: ViewingStepResultDto })
  @ApiNotFoundResponse({ description: 'viewing_not_found' })
  @ApiConflictResponse({ description: 'viewing_status_conflict, viewing_not_started' })
  complete(@Param('id') id: string): Promise<ViewingStepResultDto> {
    const viewingId = viewingIdParam(id);
    return runViewingStep(this.commands, { type: 'CompleteViewing', viewingId });
  }

  @Post('no-show')
  @Roles('admin', 'owner')
  @HttpCode(200)
  @ApiOperation({ summary: 'Record that the client did not come' })
  @ApiOkResponse({ type: ViewingStepResultDto })
  @ApiNotFoundResponse({ description: 'viewing_not_found' })
  @ApiConflictResponse({ description: 'viewing_status_conflict, viewing_not_started' })
  noShow(@Param('id') id: string): Promise<ViewingStepResultDto> {
    const viewingId = viewingIdParam(id);
    return runViewingStep(this.commands, { type: 'MarkViewingNoShow', viewingId });
  }

  @Post('feedback')
  @Roles('admin', 'owner')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Record the buyer’s interest and remarks after the visit (again to correct them)',
  })
  @ApiOkResponse({ type: ViewingStepResultDto })
  @ApiNotFoundResponse({ description: 'viewing_not_found' })
  @ApiConflictResponse({ description: 'viewing_status_conflict' })
  feedback(@Param('id') id: string, @Body() body: ViewingFeedbackRequestDto): Promise<ViewingStepResultDto> {
    const viewingId = viewingIdParam(id);
    return runViewingStep(this.commands, {
      type: 'RecordViewingFeedback',
      viewingId,
      interest: body.interest,
      remarks: body.remarks,
    });
  }
}
