import { ApiProperty } from '@nestjs/swagger';
import { LOCATIONS, PROPERTY_STATUSES } from '../../domain/catalogue-enums';
import type { LocationKey, PropertyStatus } from '../../domain/catalogue-enums';
import { CatalogueImageDto, LocalizedTextDto } from '../catalogue-common.dto';

/** A row of the admin table: image, title, location, price, status. */
export class AdminPropertyRowDto {
  @ApiProperty() id: string;
  @ApiProperty() version: number;
  @ApiProperty() reference: string;
  @ApiProperty({ type: () => LocalizedTextDto }) title: LocalizedTextDto;
  @ApiProperty({ enum: LOCATIONS, enumName: 'LocationKey' }) location: LocationKey;
  @ApiProperty() city: string;
  @ApiProperty() area: string;
  @ApiProperty() priceEur: number;
  @ApiProperty({ enum: PROPERTY_STATUSES, enumName: 'PropertyStatus' }) status: PropertyStatus;
  @ApiProperty() featured: boolean;
  @ApiProperty({ type: () => CatalogueImageDto, nullable: true }) coverImage: CatalogueImageDto | null;
  @ApiProperty({ format: 'date-time' }) listedAt: string;
  @ApiProperty({ format: 'date-time' }) updatedAt: string;
}

export class AdminPropertyListDto {
  @ApiProperty({ type: () => AdminPropertyRowDto, isArray: true }) items: AdminPropertyRowDto[];
  @ApiProperty() total: number;
  @ApiProperty() limit: number;
  @ApiProperty() offset: number;
}
