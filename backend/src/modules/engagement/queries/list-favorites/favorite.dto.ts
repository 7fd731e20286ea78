import { ApiProperty } from '@nestjs/swagger';
import { CatalogueImageDto, LocalizedTextDto, PROPERTY_STATUSES, PROPERTY_TYPES } from '../../../catalogue';

const FAVORITE_STATUSES = [...PROPERTY_STATUSES, 'deleted'] as const;

/** A favorite property as it is now: a sold or deleted one says so instead of vanishing. */
export class FavoritePropertyDto {
  @ApiProperty() id: string;
  @ApiProperty() reference: string;
  @ApiProperty({ enum: FAVORITE_STATUSES }) status: (typeof FAVORITE_STATUSES)[number];
  @ApiProperty({ type: () => LocalizedTextDto }) title: LocalizedTextDto;
  @ApiProperty() city: string;
  @ApiProperty() location: string;
  @ApiProperty({ enum: PROPERTY_TYPES }) type: string;
  @ApiProperty({ type: Number, nullable: true, description: 'Null once the property is deleted' })
  priceEur: number | null;
  @ApiProperty() bedrooms: number;
  @ApiProperty() bathrooms: number;
  @ApiProperty() sizeBuiltM2: number;
  @ApiProperty({ type: () => CatalogueImageDto, nullable: true }) coverImage: CatalogueImageDto | null;
}

export class FavoriteDto {
  @ApiProperty() propertyId: string;
  @ApiProperty({ format: 'date-time' }) addedAt: string;
  @ApiProperty({ type: () => FavoritePropertyDto }) property: FavoritePropertyDto;
}

export class FavoriteListDto {
  @ApiProperty({ type: () => FavoriteDto, isArray: true, description: 'Newest first' }) items: FavoriteDto[];
}
