import { randomUUID } from 'node:crypto';
import { Body, Controller, Param, Post, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import { Roles } from '../../../../platform/http/access-policy';
import { CurrentPrincipal, type Principal } from '../../../../platform/http/principal';
import { InquiryIdPipe } from './inquiry-id.pipe';
import { ManageInquiryCommand } from './manage-inquiry.command';
import {
  AssignInquiryRequestDto,
  ChangeInquiryStatusRequestDto,
  InquiryChangeResponseDto,
  InquiryNoteRequestDto,
  InquiryReplyRequestDto,
} from './manage-inquiry.request.dto';

@ApiTags('admin: inquiries')
@Controller('admin/inquiries')
@Roles('admin', 'owner')
export class ManageInquiryController {
  constructor(private readonly commands: CommandBus) {}

  @Put(':id/status')
  @ApiOperation({ summary: 'Move an inquiry on: in progress, closed, or reopen it (InquiryStatusChanged)' })
  @ApiOkResponse({ type: InquiryChangeResponseDto })
  @ApiBadRequestResponse({ description: 'validation_failed' })
  @ApiNotFoundResponse({ description: 'inquiry_not_found' })
  @ApiUnprocessableEntityResponse({ description: 'inquiry_status_transition_not_allowed' })
  async changeStatus(
    @Param('id', InquiryIdPipe) id: string,
    @Body() body: ChangeInquiryStatusRequestDto,
  ): Promise<InquiryChangeResponseDto> {
    const { version } = await this.commands.execute(
      new ManageInquiryCommand({ type: 'ChangeInquiryStatus', inquiryId: id, status: body.status }),
    );
    return { id, version };
  }

  @Put(':id/assignee')
  @ApiOperation({ summary: 'Give an inquiry to a staff member, or to nobody (InquiryAssigned)' })
  @ApiOkResponse({ type: InquiryChangeResponseDto })
  @ApiBadRequestResponse({ description: 'validation_failed' })
  @ApiNotFoundResponse({ description: 'inquiry_not_found' })
  @ApiUnprocessableEntityResponse({ description: 'assignee_not_staff' })
  async assign(
    @Param('id', InquiryIdPipe) id: string,
    @Body() body: AssignInquiryRequestDto,
  ): Promise<InquiryChangeResponseDto> {
    const { version } = await this.commands.execute(
      new ManageInquiryCommand({ type: 'AssignInquiry', inquiryId: id, assigneeId: body.assigneeId }),
    );
    return { id, version };
  }

  @Post(':id/notes')
  @ApiOperation({ summary: 'Add an internal note, never shown to the client (InquiryNoteAdded)' })
  @ApiOkResponse({ type: InquiryChangeResponseDto })
  @ApiBadRequestResponse({ description: 'validation_failed' })
  @ApiNotFoundResponse({ description: 'inquiry_not_found' })
  async addNote(
    @CurrentPrincipal() principal: Principal,
    @Param('id', InquiryIdPipe) id: string,
    @Body() body: InquiryNoteRequestDto,
  ): Promise<InquiryChangeResponseDto> {
    const noteId = randomUUID();
    const { version } = await this.commands.execute(
      new ManageInquiryCommand({
        type: 'AddInquiryNote',
        inquiryId: id,
        noteId,
        staffId: principal.userId,
        text: body.text,
      }),
    );
    return { id: noteId, version };
  }

  @Post(':id/replies')
  @ApiOperation({
    summary: 'Reply to the client: e-mailed in their language, shown in their panel (InquiryReplied)',
  })
  @ApiOkResponse({ type: InquiryChangeResponseDto })
  @ApiBadRequestResponse({ description: 'validation_failed' })
  @ApiNotFoundResponse({ description: 'inquiry_not_found' })
  @ApiConflictResponse({ description: 'inquiry_closed: reopen it first' })
  async reply(
    @CurrentPrincipal() principal: Principal,
    @Param('id', InquiryIdPipe) id: string,
    @Body() body: InquiryReplyRequestDto,
  ): Promise<InquiryChangeResponseDto> {
    const replyId = randomUUID();
    const { version } = await this.commands.execute(
      new ManageInquiryCommand({
        type: 'ReplyToInquiry',
        inquiryId: id,
        replyId,
        staffId: principal.userId,
        message: body.message,
      }),
    );
    return { id: replyId, version };
  }
}
