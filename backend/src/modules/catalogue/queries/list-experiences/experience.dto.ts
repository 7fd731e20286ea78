import { ApiProperty } from '@nestjs/swagger';
import { EXPERIENCE_TYPES, type ExperienceType } from '../../domain/catalogue-enums';
import { PRICE_BASES, type PriceBasis } from '../../domain/offering';
import type { ExperienceReadModel } from '../../read-models/offering.read-models';
import {
  machineTranslatedLanguages,
  translationStatuses,
  type TranslatedLanguage,
} from '../../domain/translations';
import {
  CatalogueImageDto,
  LocalizedTextDto,
  MACHINE_TRANSLATED_PROPERTY,
  TRANSLATION_STATUS_PROPERTY,
  type TranslationStatusMap,
} from '../catalogue-common.dto';

export class ExperienceDto {
  @ApiProperty() id: string;
  @ApiProperty({ description: 'Send it back as expectedVersion when editing' }) version: number;
  @ApiProperty({ enum: EXPERIENCE_TYPES, enumName: 'ExperienceType' }) type: ExperienceType;
  @ApiProperty({ type: () => LocalizedTextDto }) title: LocalizedTextDto;
  @ApiProperty({ type: () => LocalizedTextDto }) description: LocalizedTextDto;
  @ApiProperty({ type: () => LocalizedTextDto }) duration: LocalizedTextDto;
  @ApiProperty() priceEur: number;
  @ApiProperty({ enum: PRICE_BASES, enumName: 'PriceBasis', description: 'What priceEur is the price of' })
  priceBasis: PriceBasis;
  @ApiProperty({ description: 'The most guests all bookings of one date may bring together' })
  maxGuestsPerDate: number;
  @ApiProperty({ type: () => CatalogueImageDto }) image: CatalogueImageDto;
  @ApiProperty(MACHINE_TRANSLATED_PROPERTY) machineTranslated: TranslatedLanguage[];
  /** The back office's editor reads the public list (it carries every field), statuses included. */
  @ApiProperty(TRANSLATION_STATUS_PROPERTY) translationStatus: TranslationStatusMap;

  static from(row: ExperienceReadModel): ExperienceDto {
    const { id, version, type, title, description, duration, priceEur, priceBasis, maxGuestsPerDate, image } =
      row;
    const texts = { title, description, duration, image };
    return {
      id,
      version,
      type,
      title,
      description,
      duration,
      priceEur,
      priceBasis,
      maxGuestsPerDate,
      image,
      machineTranslated: machineTranslatedLanguages(texts, row.translations),
      translationStatus: translationStatuses(texts, row.translations),
    };
  }
}

export class ExperienceListDto {
  @ApiProperty({ type: () => ExperienceDto, isArray: true }) items: ExperienceDto[];
}
