import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsEmail, IsIn, IsNotEmpty, IsString, IsUUID, Matches, MaxLength } from 'class-validator';
import { IsOptionalButNotNull } from '../../../../platform/http/optional-fields';
import { LANGUAGES, type Language } from '../../../../platform/i18n/languages';
import { LETTER_MONTH } from '../../domain/letter-month';

export const NEWS_TITLE_MAX = 160;
export const NEWS_BODY_MAX = 4000;

/** A news item's title in one language, as written in Spanish or translated. */
const NewsTitle = () =>
  applyDecorators(
    ApiProperty({ maxLength: NEWS_TITLE_MAX }),
    IsString(),
    IsNotEmpty(),
    MaxLength(NEWS_TITLE_MAX),
  );

/** A news item's text in one language. */
const NewsBody = () =>
  applyDecorators(
    ApiProperty({ maxLength: NEWS_BODY_MAX }),
    IsString(),
    IsNotEmpty(),
    MaxLength(NEWS_BODY_MAX),
  );

/** A news item's Spanish text and the letter (month) it belongs to. */
export class NewsItemRequestDto {
  @ApiProperty({ example: '2026-12', description: 'The letter it belongs to (YYYY-MM)' })
  @IsString()
  @Matches(LETTER_MONTH)
  month: string;

  @NewsTitle()
  title: string;

  @NewsBody()
  body: string;
}

/** A translation written (or corrected) by staff. */
export class NewsTranslationRequestDto {
  @NewsTitle()
  title: string;

  @NewsBody()
  body: string;
}

export class NewsItemCreatedDto {
  @ApiProperty({ format: 'uuid' }) id: string;
}

/** Which letter to preview, in which language, as which client (none: a sample reader). */
export class PreviewLetterRequestDto {
  @ApiPropertyOptional({ example: '2026-12', description: 'Default: the coming letter' })
  @IsOptionalButNotNull()
  @IsString()
  @Matches(LETTER_MONTH)
  month?: string;

  @ApiPropertyOptional({ enum: LANGUAGES, description: 'Default: Spanish' })
  @IsOptionalButNotNull()
  @IsIn(LANGUAGES)
  language?: Language;

  @ApiPropertyOptional({
    format: 'uuid',
    description: 'A client whose searches and favourites choose the listings',
  })
  @IsOptionalButNotNull()
  @IsUUID()
  userId?: string;

  @ApiPropertyOptional({ description: 'A client by their verified address, instead of userId' })
  @IsOptionalButNotNull()
  @IsEmail()
  @MaxLength(254)
  email?: string;
}
