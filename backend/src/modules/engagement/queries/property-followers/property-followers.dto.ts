import { ApiProperty } from '@nestjs/swagger';
import { LocalizedTextDto, PROPERTY_STATUSES } from '../../../catalogue';

export class FollowerCountDto {
  @ApiProperty() propertyId: string;
  @ApiProperty({ description: 'Clients who keep it among their favorites' }) followers: number;
}

export class FollowerCountListDto {
  @ApiProperty({ type: () => FollowerCountDto, isArray: true, description: 'Properties with at least one' })
  items: FollowerCountDto[];
}

export class MostFollowedPropertyDto extends FollowerCountDto {
  @ApiProperty() reference: string;
  @ApiProperty({ type: () => LocalizedTextDto }) title: LocalizedTextDto;
  @ApiProperty({ enum: PROPERTY_STATUSES }) status: string;
}

export class MostFollowedListDto {
  @ApiProperty({ type: () => MostFollowedPropertyDto, isArray: true }) items: MostFollowedPropertyDto[];
}

/** Who follows a property: personal data, for owners only. */
export class PropertyFollowerDto {
  @ApiProperty({ format: 'uuid' }) userId: string;
  @ApiProperty() name: string;
  @ApiProperty() email: string;
  @ApiProperty({ format: 'date-time' }) addedAt: string;
}

export class PropertyFollowerListDto {
  @ApiProperty({ type: () => PropertyFollowerDto, isArray: true, description: 'Newest first' })
  items: PropertyFollowerDto[];
}
