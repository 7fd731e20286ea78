import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { BookingCountsDto, BookingSummaryDto } from '../../../bookings';
import { ExperienceCountsDto, PropertyCountsDto, ServiceCountsDto } from '../../../catalogue';
import { UserCountsDto } from '../../../identity';
import { MandateNoticeDto } from '../../../mandates';

export class DashboardDto {
  @ApiProperty({ type: () => PropertyCountsDto }) properties: PropertyCountsDto;
  @ApiProperty({ type: () => ServiceCountsDto }) services: ServiceCountsDto;
  @ApiProperty({ type: () => ExperienceCountsDto }) experiences: ExperienceCountsDto;
  @ApiProperty({ type: () => BookingCountsDto }) bookings: BookingCountsDto;
  @ApiProperty({ type: () => BookingSummaryDto, isArray: true, description: 'Newest first' })
  latestBookings: BookingSummaryDto[];
  @ApiProperty({ description: 'Viewing requests waiting for the agency to confirm, propose or decline' })
  viewingsAwaiting: number;
  @ApiProperty({
    type: () => MandateNoticeDto,
    isArray: true,
    description: 'Mandates ending within 30 days, or ended while the property is still listed; soonest first',
  })
  mandateNotices: MandateNoticeDto[];
  @ApiPropertyOptional({ type: () => UserCountsDto, description: 'Owners only; absent for admins' })
  users?: UserCountsDto;
}
