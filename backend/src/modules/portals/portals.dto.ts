import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsIn, IsString } from 'class-validator';
import { LocalizedTextDto } from '../catalogue';
import { EXCLUSION_REASONS, type ExclusionReason } from './feed/kyero-feed';
import { PORTALS, type Portal } from './domain/portals';

export class PropertyPortalsDto {
  @ApiProperty({ enum: PORTALS, isArray: true, description: 'The portals the listing is published to' })
  portals: Portal[];
}

export class ChoosePortalsRequestDto {
  @ApiProperty({
    enum: PORTALS,
    isArray: true,
    description: 'Every portal the listing goes to (none: no portal)',
  })
  @IsArray()
  @ArrayMaxSize(PORTALS.length)
  @IsString({ each: true })
  @IsIn(PORTALS, { each: true })
  portals: Portal[];
}

export class PortalFeedDto {
  @ApiProperty({ enum: PORTALS }) portal: Portal;
  @ApiProperty({ description: 'The feed’s address with its token, to give to the portal' }) url: string;
  @ApiProperty({ description: 'Active listings chosen for the portal that its feed holds' }) exported: number;
  @ApiProperty({ description: 'Active listings chosen for the portal' }) chosen: number;
}

export class ExcludedListingDto {
  @ApiProperty() propertyId: string;
  @ApiProperty() reference: string;
  @ApiProperty({ type: () => LocalizedTextDto }) title: LocalizedTextDto;
  @ApiProperty({ enum: PORTALS, isArray: true }) portals: Portal[];
  @ApiProperty({ enum: EXCLUSION_REASONS, isArray: true, description: 'Why no portal can take it' })
  reasons: ExclusionReason[];
}

export class PortalsOverviewDto {
  @ApiProperty({ type: [PortalFeedDto] }) feeds: PortalFeedDto[];
  @ApiProperty({ type: [ExcludedListingDto] }) excluded: ExcludedListingDto[];
}

export class FeedTokenRotatedDto {
  @ApiProperty({ description: 'The feed’s new address' }) url: string;
}
