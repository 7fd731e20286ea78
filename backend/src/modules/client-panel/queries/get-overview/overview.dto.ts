import { ApiProperty } from '@nestjs/swagger';
import { MyBookingDto } from '../../../bookings';
import { ViewingDto } from '../../../viewings';

export class OverviewBookingsDto {
  @ApiProperty({ description: 'Requested or confirmed bookings that have not started yet' }) count: number;
  @ApiProperty({ type: () => MyBookingDto, nullable: true, description: 'The soonest of them' })
  next: MyBookingDto | null;
}

export class OverviewSearchesDto {
  @ApiProperty({ description: 'Saved searches the account keeps' }) count: number;
  @ApiProperty({ description: 'Listings new to the client across all saved searches since they last looked' })
  newMatches: number;
}

/** The client's panel at a glance: what is next, what waits for them, what is new. */
export class OverviewDto {
  @ApiProperty({
    type: () => ViewingDto,
    nullable: true,
    description: 'The next viewing ahead, confirmed or awaiting an answer',
  })
  nextViewing: ViewingDto | null;
  @ApiProperty({ type: () => OverviewBookingsDto }) bookings: OverviewBookingsDto;
  @ApiProperty({ description: "The agency's replies the client has not read yet" }) unreadReplies: number;
  @ApiProperty({ type: () => OverviewSearchesDto }) savedSearches: OverviewSearchesDto;
  @ApiProperty({ description: 'Favorite properties' }) favorites: number;
}
