import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '../../../../platform/http/access-policy';
import { requestedPage } from '../../../../platform/http/page-request.dto';
import { BookingListDto } from './booking-list.dto';
import { ListBookingsQuery } from './list-bookings.query';
import { ListBookingsRequestDto } from './list-bookings.request.dto';

@ApiTags('admin: bookings')
@Controller('admin/bookings')
export class ListBookingsController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @Roles('admin', 'owner')
  @ApiOperation({
    summary:
      'Bookings, newest first, searched by guest, item or reference, filtered by payment, status and kind',
  })
  @ApiOkResponse({ type: BookingListDto })
  @ApiBadRequestResponse({ description: 'validation_failed' })
  list(@Query() request: ListBookingsRequestDto): Promise<BookingListDto> {
    return this.queries.execute(
      new ListBookingsQuery({
        q: request.q,
        paymentStatus: request.paymentStatus,
        status: request.status,
        kind: request.kind,
        ...requestedPage(request),
      }),
    );
  }
}
