import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsDefined,
  IsNotEmpty,
  IsObject,
  IsString,
  Matches,
  MaxLength,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { IsOptionalButNotNull } from '../../../platform/http/optional-fields';

/**
 * Request pieces the catalogue's staff commands share. Validators run bottom-up and stop at the first
 * failure, so the most basic check of a field (present, right type) is its last decorator.
 */
export const TEXT_LIMITS = { short: 200, long: 10_000 } as const;

export const trim = ({ value }: { value: unknown }): unknown =>
  typeof value === 'string' ? value.trim() : value;

/** Present, possibly null: the field must be sent, `null` says "none". */
export const Nullable = () => ValidateIf((_object, value) => value !== null);

/** A site path (`/media/...`) or an https address. */
export const IMAGE_URL = /^(\/media\/[A-Za-z0-9/._-]{1,300}|https:\/\/[^\s]{1,500})$/;

/** A short text (title, label) in Spanish, the source, with optional translations. */
export class ShortTextInputDto {
  @ApiProperty({ minLength: 1, maxLength: TEXT_LIMITS.short, description: 'Spanish (source), required' })
  @Transform(trim)
  @MaxLength(TEXT_LIMITS.short)
  @IsNotEmpty()
  @IsString()
  @IsDefined()
  es: string;

  @ApiPropertyOptional({ maxLength: TEXT_LIMITS.short })
  @IsOptionalButNotNull()
  @MaxLength(TEXT_LIMITS.short)
  @IsString()
  en?: string;

  @ApiPropertyOptional({ maxLength: TEXT_LIMITS.short })
  @IsOptionalButNotNull()
  @MaxLength(TEXT_LIMITS.short)
  @IsString()
  de?: string;

  @ApiPropertyOptional({ maxLength: TEXT_LIMITS.short })
  @IsOptionalButNotNull()
  @MaxLength(TEXT_LIMITS.short)
  @IsString()
  ru?: string;

  @ApiPropertyOptional({ maxLength: TEXT_LIMITS.short })
  @IsOptionalButNotNull()
  @MaxLength(TEXT_LIMITS.short)
  @IsString()
  mk?: string;
}

/** A long text (description) in Spanish, the source, with optional translations. */
export class LongTextInputDto {
  @ApiProperty({ minLength: 1, maxLength: TEXT_LIMITS.long, description: 'Spanish (source), required' })
  @Transform(trim)
  @MaxLength(TEXT_LIMITS.long)
  @IsNotEmpty()
  @IsString()
  @IsDefined()
  es: string;

  @ApiPropertyOptional({ maxLength: TEXT_LIMITS.long })
  @IsOptionalButNotNull()
  @MaxLength(TEXT_LIMITS.long)
  @IsString()
  en?: string;

  @ApiPropertyOptional({ maxLength: TEXT_LIMITS.long })
  @IsOptionalButNotNull()
  @MaxLength(TEXT_LIMITS.long)
  @IsString()
  de?: string;

  @ApiPropertyOptional({ maxLength: TEXT_LIMITS.long })
  @IsOptionalButNotNull()
  @MaxLength(TEXT_LIMITS.long)
  @IsString()
  ru?: string;

  @ApiPropertyOptional({ maxLength: TEXT_LIMITS.long })
  @IsOptionalButNotNull()
  @MaxLength(TEXT_LIMITS.long)
  @IsString()
  mk?: string;
}

export class ImageInputDto {
  @ApiProperty({
    pattern: IMAGE_URL.source,
    example: '/media/uploads/2026/11/abc-960.webp',
    description: 'A /media/ path or https URL',
  })
  @Matches(IMAGE_URL, {
    message: 'url must be a /media/ path or an https address',
    context: { code: 'invalid_image_url' },
  })
  @IsString()
  url: string;

  @ApiProperty({ type: () => ShortTextInputDto, description: 'Alternative text per language' })
  @ValidateNested()
  @Type(() => ShortTextInputDto)
  @IsObject()
  @IsDefined()
  alt: ShortTextInputDto;
}

/** Lists of nested inputs: each element validated, at most `max` of them. */
export function nestedList(max: number) {
  return [ArrayMaxSize(max), ValidateNested({ each: true })] as const;
}
