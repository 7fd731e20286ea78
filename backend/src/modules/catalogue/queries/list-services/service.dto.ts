import { ApiProperty } from '@nestjs/swagger';
import type { ServiceReadModel } from '../../read-models/offering.read-models';
import { CatalogueImageDto, LocalizedTextDto } from '../catalogue-common.dto';

export class ServiceDto {
  @ApiProperty() id: string;
  @ApiProperty({ description: 'Send it back as expectedVersion when editing' }) version: number;
  @ApiProperty({ type: () => LocalizedTextDto }) title: LocalizedTextDto;
  @ApiProperty({ type: () => LocalizedTextDto }) description: LocalizedTextDto;
  @ApiProperty({ description: "Shown as 'from N EUR'" }) priceFromEur: number;
  @ApiProperty({ type: () => CatalogueImageDto }) image: CatalogueImageDto;
  @ApiProperty({ description: 'Listed on /premium-services' }) premium: boolean;
  @ApiProperty({ type: () => LocalizedTextDto, isArray: true }) highlights: LocalizedTextDto[];

  static from(row: ServiceReadModel): ServiceDto {
    const { id, version, title, description, priceFromEur, image, premium, highlights } = row;
    return { id, version, title, description, priceFromEur, image, premium, highlights };
  }
}

export class ServiceListDto {
  @ApiProperty({ type: () => ServiceDto, isArray: true }) items: ServiceDto[];
}
