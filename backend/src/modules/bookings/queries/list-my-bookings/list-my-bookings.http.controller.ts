import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Authenticated } from '../../../../platform/http/access-policy';
import { CurrentPrincipal, type Principal } from '../../../../platform/http/principal';
import { ListMyBookingsQuery } from './list-my-bookings.query';
import { MyBookingListDto } from './my-booking.dto';

@ApiTags('client bookings')
@Controller('me/bookings')
export class ListMyBookingsController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @Authenticated()
  @ApiOperation({ summary: 'The signed-in client’s bookings of services and experiences' })
  @ApiOkResponse({ type: MyBookingListDto })
  list(@CurrentPrincipal() principal: Principal): Promise<MyBookingListDto> {
    return this.queries.execute(new ListMyBookingsQuery(principal.userId));
  }
}
