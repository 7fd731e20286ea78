import { Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiNoContentResponse, ApiNotFoundResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Authenticated } from '../../../../platform/http/access-policy';
import { CurrentPrincipal, type Principal } from '../../../../platform/http/principal';
import { InquiryIdPipe } from '../manage-inquiry/inquiry-id.pipe';
import { ManageInquiryCommand } from '../manage-inquiry/manage-inquiry.command';

@ApiTags('client space')
@Controller('me/inquiries')
export class ReadInquiryRepliesController {
  constructor(private readonly commands: CommandBus) {}

  @Post(':id/read')
  @Authenticated()
  @HttpCode(204)
  @ApiOperation({ summary: 'The client opened the inquiry: its replies are read (InquiryRepliesRead)' })
  @ApiNoContentResponse({ description: 'Read (or nothing new to read)' })
  @ApiNotFoundResponse({ description: 'inquiry_not_found (also for anyone else’s)' })
  async markRead(
    @CurrentPrincipal() principal: Principal,
    @Param('id', InquiryIdPipe) id: string,
  ): Promise<void> {
    await this.commands.execute(
      new ManageInquiryCommand({ type: 'MarkRepliesRead', inquiryId: id, userId: principal.userId }),
    );
  }
}
