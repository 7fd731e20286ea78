import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '../../../../platform/http/access-policy';
import { InquiryIdPipe } from '../../commands/manage-inquiry/inquiry-id.pipe';
import { GetInquiryQuery } from './get-inquiry.query';
import { InquiryDetailDto } from './inquiry-detail.dto';

@ApiTags('admin: inquiries')
@Controller('admin/inquiries')
export class GetInquiryController {
  constructor(private readonly queries: QueryBus) {}

  @Get(':id')
  @Roles('admin', 'owner')
  @ApiOperation({ summary: 'One inquiry: the message, replies and internal notes, its history' })
  @ApiOkResponse({ type: InquiryDetailDto })
  @ApiNotFoundResponse({ description: 'inquiry_not_found' })
  get(@Param('id', InquiryIdPipe) id: string): Promise<InquiryDetailDto> {
    return this.queries.execute(new GetInquiryQuery(id));
  }
}
