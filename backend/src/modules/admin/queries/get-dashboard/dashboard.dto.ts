import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { BookingCountsDto, BookingSummaryDto } from '../../../bookings';
import { ExperienceCountsDto, PropertyCountsDto, ServiceCountsDto } from '../../../catalogue';
import { UserCountsDto } from '../../../identity';

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
