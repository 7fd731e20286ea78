import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsBoolean, IsIn, IsNotEmpty, IsObject, IsString, MaxLength, ValidateNested } from 'class-validator';
import { trim } from '../../../../platform/http/input-transforms';
import { IsOptionalButNotNull } from '../../../../platform/http/optional-fields';
import { ALERT_FREQUENCIES, SAVED_SEARCH_NAME_MAX, type AlertFrequency } from '../../domain/search-filters';
import { SearchFiltersDto } from './search-filters.dto';

export class SaveSearchRequestDto {
  @ApiProperty({ minLength: 1, maxLength: SAVED_SEARCH_NAME_MAX })
  @Transform(trim)
  @IsString()
  @IsNotEmpty()
  @MaxLength(SAVED_SEARCH_NAME_MAX)
  name: string;

  @ApiProperty({ type: SearchFiltersDto })
  @IsObject()
  @ValidateNested()
  @Type(() => SearchFiltersDto)
  filters: SearchFiltersDto;

  @ApiProperty({ enum: ALERT_FREQUENCIES, description: 'How often to be told of new matches' })
  @IsIn(ALERT_FREQUENCIES)
  frequency: AlertFrequency;

  @ApiPropertyOptional({
    description:
      'Alert only when the price of a matching property is reduced, not when one is published (false when left out)',
  })
  @IsOptionalButNotNull()
  @IsBoolean()
  reductionsOnly?: boolean;
}

export class SaveSearchResponseDto {
  @ApiProperty({ format: 'uuid' }) id: string;
}

export class UpdateSavedSearchRequestDto {
  @ApiPropertyOptional({ minLength: 1, maxLength: SAVED_SEARCH_NAME_MAX })
  @IsOptionalButNotNull()
  @Transform(trim)
  @IsString()
  @IsNotEmpty()
  @MaxLength(SAVED_SEARCH_NAME_MAX)
  name?: string;

  @ApiPropertyOptional({ enum: ALERT_FREQUENCIES })
  @IsOptionalButNotNull()
  @IsIn(ALERT_FREQUENCIES)
  frequency?: AlertFrequency;

  @ApiPropertyOptional({ description: 'Alert only of price reductions' })
  @IsOptionalButNotNull()
  @IsBoolean()
  reductionsOnly?: boolean;
}
