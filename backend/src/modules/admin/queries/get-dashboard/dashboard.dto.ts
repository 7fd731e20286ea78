import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { BookingCountsDto } from '../../../bookings/queries/count-bookings/booking-counts.dto';
import { BookingSummaryDto } from '../../../bookings/queries/list-latest-bookings/booking-summary.dto';
import {
  ExperienceCountsDto,
  PropertyCountsDto,
  ServiceCountsDto,
} from '../../../catalogue/queries/count-catalogue/catalogue-counts.dto';
import { UserCountsDto } from '../../../identity/queries/count-users/user-counts.dto';

export class DashboardDto {
  @ApiProperty({ type: () => PropertyCountsDto }) properties: PropertyCountsDto;
  @ApiProperty({ type: () => ServiceCountsDto }) services: ServiceCountsDto;
  @ApiProperty({ type: () => ExperienceCountsDto }) experiences: ExperienceCountsDto;
  @ApiProperty({ type: () => BookingCountsDto }) bookings: BookingCountsDto;
  @ApiProperty({ type: () => BookingSummaryDto, isArray: true, description: 'Newest first' })
  latestBookings: BookingSummaryDto[];
  @ApiProperty({ description: 'Viewing requests waiting for the agency to confirm, propose or decline' })
  viewingsAwaiting: number;
  @ApiPropertyOptional({ type: () => UserCountsDto, description: 'Owners only; absent for admins' })
  users?: UserCountsDto;
}
