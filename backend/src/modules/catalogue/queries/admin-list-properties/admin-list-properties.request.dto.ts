import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { PROPERTY_STATUSES, type PropertyStatus } from '../../domain/catalogue-enums';

const toInt = ({ value }: { value: unknown }): unknown =>
  typeof value === 'string' && /^-?\d{1,9}$/.test(value.trim()) ? Number(value) : value;
const toList = ({ value }: { value: unknown }): unknown =>
  typeof value === 'string'
    ? value
        .split(',')
        .map((v) => v.trim())
        .filter(Boolean)
    : value;

export const ADMIN_PAGE = { default: 50, max: 100 } as const;

export class AdminListPropertiesRequestDto {
  @ApiPropertyOptional({
    maxLength: 100,
    description: 'Text in the title (any language), the location or the reference',
  })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @MaxLength(100)
  @IsString()
  q?: string;

  @ApiPropertyOptional({ enum: PROPERTY_STATUSES, isArray: true, description: 'Any of these statuses' })
  @IsOptional()
  @Transform(toList)
  @IsIn(PROPERTY_STATUSES, { each: true })
  status?: PropertyStatus[];

  @ApiPropertyOptional({ type: Number, minimum: 1, maximum: ADMIN_PAGE.max, default: ADMIN_PAGE.default })
  @IsOptional()
  @Transform(toInt)
  @Max(ADMIN_PAGE.max)
  @Min(1)
  @IsInt()
  limit?: number;

  @ApiPropertyOptional({ type: Number, minimum: 0, default: 0 })
  @IsOptional()
  @Transform(toInt)
  @Max(100_000)
  @Min(0)
  @IsInt()
  offset?: number;
}
