import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOperation,
  ApiProperty,
  ApiTags,
} from '@nestjs/swagger';
import { Roles } from '../../../../platform/http/access-policy';
import { RecordBookingCommand } from './record-booking.command';
import { RecordBookingRequestDto } from './record-booking.request.dto';

class RecordedBookingDto {
  @ApiProperty({ format: 'uuid' }) bookingId: string;
}

@ApiTags('admin: bookings')
@Controller('admin/bookings')
export class RecordBookingController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @Roles('admin', 'owner')
  @HttpCode(201)
  @ApiOperation({ summary: 'Record a stay at a property (BookingRecorded)' })
  @ApiCreatedResponse({ type: RecordedBookingDto })
  @ApiBadRequestResponse({ description: 'validation_failed, invalid_stay' })
  @ApiNotFoundResponse({ description: 'property_not_found' })
  record(@Body() body: RecordBookingRequestDto): Promise<RecordedBookingDto> {
    return this.commands.execute(new RecordBookingCommand({ ...body }));
  }
}
