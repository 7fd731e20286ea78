import { ApiProperty } from '@nestjs/swagger';
import type { ServiceReadModel } from '../../read-models/offering.read-models';
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

export class ServiceDto {
  @ApiProperty() id: string;
  @ApiProperty({ description: 'Send it back as expectedVersion when editing' }) version: number;
  @ApiProperty({ type: () => LocalizedTextDto }) title: LocalizedTextDto;
  @ApiProperty({ type: () => LocalizedTextDto }) description: LocalizedTextDto;
  @ApiProperty({ description: "Shown as 'from N EUR'" }) priceFromEur: number;
  @ApiProperty({ type: () => CatalogueImageDto }) image: CatalogueImageDto;
  @ApiProperty({ description: 'Listed on /premium-services' }) premium: boolean;
  @ApiProperty({ type: () => LocalizedTextDto, isArray: true }) highlights: LocalizedTextDto[];
  @ApiProperty(MACHINE_TRANSLATED_PROPERTY) machineTranslated: TranslatedLanguage[];
  /** The back office's editor reads the public list (it carries every field), statuses included. */
  @ApiProperty(TRANSLATION_STATUS_PROPERTY) translationStatus: TranslationStatusMap;

  static from(row: ServiceReadModel): ServiceDto {
    const { id, version, title, description, priceFromEur, image, premium, highlights } = row;
    const texts = { title, description, image, highlights };
    return {
      id,
      version,
      title,
      description,
      priceFromEur,
      image,
      premium,
      highlights,
      machineTranslated: machineTranslatedLanguages(texts, row.translations),
      translationStatus: translationStatuses(texts, row.translations),
    };
  }
}

export class ServiceListDto {
  @ApiProperty({ type: () => ServiceDto, isArray: true }) items: ServiceDto[];
}
