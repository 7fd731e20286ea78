import { ApiProperty } from '@nestjs/swagger';
import { EXPERIENCE_TYPES, type ExperienceType } from '../../domain/catalogue-enums';
import type { ExperienceReadModel } from '../../read-models/offering.read-models';
import { CatalogueImageDto, LocalizedTextDto } from '../catalogue-common.dto';

export class ExperienceDto {
  @ApiProperty() id: string;
  @ApiProperty({ description: 'Send it back as expectedVersion when editing' }) version: number;
  @ApiProperty({ enum: EXPERIENCE_TYPES, enumName: 'ExperienceType' }) type: ExperienceType;
  @ApiProperty({ type: () => LocalizedTextDto }) title: LocalizedTextDto;
  @ApiProperty({ type: () => LocalizedTextDto }) description: LocalizedTextDto;
  @ApiProperty({ type: () => LocalizedTextDto }) duration: LocalizedTextDto;
  @ApiProperty() priceEur: number;
  @ApiProperty({ type: () => CatalogueImageDto }) image: CatalogueImageDto;

  static from(row: ExperienceReadModel): ExperienceDto {
    const { id, version, type, title, description, duration, priceEur, image } = row;
    return { id, version, type, title, description, duration, priceEur, image };
  }
}

export class ExperienceListDto {
  @ApiProperty({ type: () => ExperienceDto, isArray: true }) items: ExperienceDto[];
}
