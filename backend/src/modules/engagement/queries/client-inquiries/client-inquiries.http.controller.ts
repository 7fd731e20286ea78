import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Authenticated } from '../../../../platform/http/access-policy';
import { CurrentPrincipal, type Principal } from '../../../../platform/http/principal';
import { InquiryIdPipe } from '../../commands/manage-inquiry/inquiry-id.pipe';
import { ClientInquiryDetailDto, ClientInquiryDto } from './client-inquiry.dto';
import { GetClientInquiryQuery, ListClientInquiriesQuery } from './client-inquiries.queries';

@ApiTags('client space')
@Controller('me/inquiries')
@Authenticated()
export class ClientInquiriesController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @ApiOperation({
    summary: "The client's own inquiries, the latest first, with their status and unread replies",
  })
  @ApiOkResponse({ type: ClientInquiryDto, isArray: true })
  list(@CurrentPrincipal() principal: Principal): Promise<ClientInquiryDto[]> {
    return this.queries.execute(new ListClientInquiriesQuery(principal.userId));
  }

  @Get(':id')
  @ApiOperation({ summary: "One of the client's inquiries with the agency's replies" })
  @ApiOkResponse({ type: ClientInquiryDetailDto })
  @ApiNotFoundResponse({ description: 'inquiry_not_found (also for anyone else’s)' })
  get(
    @CurrentPrincipal() principal: Principal,
    @Param('id', InquiryIdPipe) id: string,
  ): Promise<ClientInquiryDetailDto> {
    return this.queries.execute(new GetClientInquiryQuery(principal.userId, id));
  }
}
