import { ApiProperty, ApiPropertyOptional, type ApiPropertyOptions } from '@nestjs/swagger';
import {
  TRANSLATED_LANGUAGES,
  TRANSLATION_STATUSES,
  type TranslatedLanguage,
  type TranslationStatus,
} from '../domain/translations';

/** A text in Spanish (source) with optional translations; the SPA falls back to Spanish. */
export class LocalizedTextDto {
  @ApiProperty() es: string;
  @ApiPropertyOptional() en?: string;
  @ApiPropertyOptional() de?: string;
  @ApiPropertyOptional() ru?: string;
  @ApiPropertyOptional() mk?: string;
}

export class CatalogueImageDto {
  @ApiProperty({ example: '/media/catalogue/villa-sardinero-exterior.svg' }) url: string;
  @ApiProperty({ type: () => LocalizedTextDto }) alt: LocalizedTextDto;
}

/** Per text path (`title`, `features.main.2`), per language: where its translation stands. */
export type TranslationStatusMap = Record<string, Record<TranslatedLanguage, TranslationStatus>>;

export const TRANSLATION_STATUS_PROPERTY: ApiPropertyOptions = {
  type: 'object',
  description:
    'Per text path (`title`, `features.main.2`, `gallery.images.1.alt`), per language: machine, reviewed, ' +
    'hand (written by a person), outdated (the Spanish changed since a person wrote or reviewed it) or ' +
    'pending (no translation yet, or a machine one being redone)',
  additionalProperties: {
    type: 'object',
    properties: Object.fromEntries(
      TRANSLATED_LANGUAGES.map((language) => [language, { type: 'string', enum: [...TRANSLATION_STATUSES] }]),
    ),
    required: [...TRANSLATED_LANGUAGES],
  },
};

export const MACHINE_TRANSLATED_PROPERTY: ApiPropertyOptions = {
  enum: TRANSLATED_LANGUAGES,
  enumName: 'TranslatedLanguage',
  isArray: true,
  description: 'The languages in which some text is a machine translation nobody has reviewed yet',
};
