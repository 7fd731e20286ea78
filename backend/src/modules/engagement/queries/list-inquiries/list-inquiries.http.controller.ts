import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '../../../../platform/http/access-policy';
import { requestedPage } from '../../../../platform/http/page-request.dto';
import { InquiryCountDto, InquiryListDto } from './inquiry-list.dto';
import { CountNewInquiriesQuery, ListInquiriesQuery } from './list-inquiries.query';
import { ListInquiriesRequestDto } from './list-inquiries.request.dto';

@ApiTags('admin: inquiries')
@Controller('admin/inquiries')
@Roles('admin', 'owner')
export class ListInquiriesController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @ApiOperation({ summary: 'Every inquiry, the latest first: search, filter by status, source and assignee' })
  @ApiOkResponse({ type: InquiryListDto })
  @ApiBadRequestResponse({ description: 'validation_failed' })
  list(@Query() request: ListInquiriesRequestDto): Promise<InquiryListDto> {
    return this.queries.execute(
      new ListInquiriesQuery({
        q: request.q,
        status: request.status,
        source: request.source,
        assigneeId: request.assigneeId,
        ...requestedPage(request),
      }),
    );
  }

  @Get('count')
  @ApiOperation({ summary: 'How many inquiries are new (the back-office menu and dashboard show it)' })
  @ApiOkResponse({ type: InquiryCountDto })
  count(): Promise<InquiryCountDto> {
    return this.queries.execute(new CountNewInquiriesQuery());
  }
}
