import { Body, Controller, Param, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProperty,
  ApiTags,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import { Roles } from '../../../../platform/http/access-policy';
import { ChangePaymentStatusCommand } from './change-payment-status.command';
import { notFound } from './change-payment-status.handler';
import { ChangePaymentStatusRequestDto } from './change-payment-status.request.dto';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

class BookingCommandResultDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ description: 'The booking’s version after the command (unchanged when nothing changed)' })
  version: number;
}

@ApiTags('admin: bookings')
@Controller('admin/bookings')
export class ChangePaymentStatusController {
  constructor(private readonly commands: CommandBus) {}

  @Put(':id/payment-status')
  @Roles('admin', 'owner')
  @ApiOperation({ summary: 'Mark a booking paid, cancelled or refunded (BookingPaymentStatusChanged)' })
  @ApiOkResponse({ type: BookingCommandResultDto })
  @ApiBadRequestResponse({ description: 'validation_failed' })
  @ApiNotFoundResponse({ description: 'booking_not_found' })
  @ApiConflictResponse({ description: 'version_conflict' })
  @ApiUnprocessableEntityResponse({ description: 'payment_status_transition_not_allowed' })
  async change(
    @Param('id') id: string,
    @Body() body: ChangePaymentStatusRequestDto,
  ): Promise<BookingCommandResultDto> {
    if (!UUID.test(id)) throw notFound(id);
    const bookingId = id.toLowerCase();
    const result = await this.commands.execute(
      new ChangePaymentStatusCommand(bookingId, body.paymentStatus, body.expectedVersion),
    );
    return { id: bookingId, version: result.version };
  }
}
