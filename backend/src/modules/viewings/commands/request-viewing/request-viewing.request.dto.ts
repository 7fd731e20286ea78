import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsIn,
  IsNotEmpty,
  IsObject,
  IsString,
  Matches,
  MaxLength,
  ValidateNested,
} from 'class-validator';
import { PHONE_PATTERN } from '../../../../platform/http/field-patterns';
import { trim } from '../../../../platform/http/input-transforms';
import { IsOptionalButNotNull } from '../../../../platform/http/optional-fields';
import { LANGUAGES, type Language } from '../../../../platform/i18n/languages';
import { VIEWING_LIMITS } from '../../domain/viewing.decider';
import { MAX_SLOTS, VIEWING_MODES, type ViewingMode } from '../../domain/viewing-slots';

/** A time as a person picks it, on the agency's clock in Madrid; the API turns it into an instant. */
export class ViewingSlotInputDto {
  @ApiProperty({ example: '2026-12-14', pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'Madrid date' })
  @IsString()
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'date is YYYY-MM-DD' })
  date: string;

  @ApiProperty({
    example: '10:30',
    pattern: '^\\d{2}:\\d{2}$',
    description: 'Madrid time, 09:00 to 18:00 on the hour or half hour',
  })
  @IsString()
  @Matches(/^\d{2}:\d{2}$/, { message: 'time is HH:mm' })
  time: string;

  @ApiProperty({ enum: VIEWING_MODES, enumName: 'ViewingMode' })
  @IsIn(VIEWING_MODES)
  mode: ViewingMode;
}

/** One to three preferred times. */
export class ViewingSlotsDto {
  @ApiProperty({ type: () => ViewingSlotInputDto, isArray: true, minItems: 1, maxItems: MAX_SLOTS })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(MAX_SLOTS)
  @ValidateNested({ each: true })
  @Type(() => ViewingSlotInputDto)
  @IsObject({ each: true })
  slots: ViewingSlotInputDto[];
}

export class RequestViewingRequestDto extends ViewingSlotsDto {
  @ApiProperty({ example: 'villa-sardinero-santander' })
  @IsString()
  @Matches(/^[a-z0-9][a-z0-9-]{0,79}$/, { message: 'propertyId is not a property id' })
  propertyId: string;

  @ApiPropertyOptional({ maxLength: VIEWING_LIMITS.message })
  @Transform(trim)
  @IsOptionalButNotNull()
  @IsString()
  @MaxLength(VIEWING_LIMITS.message)
  message?: string;

  @ApiProperty({ pattern: PHONE_PATTERN.source })
  @Transform(trim)
  @IsString()
  @IsNotEmpty()
  @Matches(PHONE_PATTERN, { message: 'The phone number is not valid', context: { code: 'invalid_phone' } })
  phone: string;

  @ApiProperty({ enum: LANGUAGES, description: 'The language the e-mails about this viewing are in' })
  @IsIn(LANGUAGES)
  language: Language;
}

export class ViewingCreatedDto {
  @ApiProperty({ format: 'uuid' }) id: string;
}
