import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsInt, IsString, Matches, MaxLength, Min } from 'class-validator';
import { TRANSLATED_LANGUAGES, type TranslatedLanguage } from '../../domain/translations';

export class MarkTranslationReviewedRequestDto {
  @ApiProperty({
    description: "The text's path in the details, as translationStatus names it (`title`, `features.main.2`)",
    example: 'title',
  })
  @Matches(/^[A-Za-z]+(\.[A-Za-z0-9]+)*$/)
  @MaxLength(100)
  @IsString()
  path: string;

  @ApiProperty({ enum: TRANSLATED_LANGUAGES, enumName: 'TranslatedLanguage' })
  @IsIn(TRANSLATED_LANGUAGES)
  language: TranslatedLanguage;

  @ApiProperty({
    minimum: 1,
    description: 'The version the form loaded; a newer one answers 409 version_conflict',
  })
  @Min(1)
  @IsInt()
  expectedVersion: number;
}
