import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsISO8601, IsOptional, IsUUID, Matches } from 'class-validator';
import { trimToUndefined } from '../../../../platform/http/input-transforms';
import { VIEWING_STATUSES, type ViewingStatus } from '../../domain/viewing.events';

export class ListViewingsRequestDto {
  @ApiPropertyOptional({ enum: VIEWING_STATUSES, enumName: 'ViewingStatus' })
  @Transform(trimToUndefined)
  @IsOptional()
  @IsIn(VIEWING_STATUSES)
  status?: ViewingStatus;

  @ApiPropertyOptional()
  @Transform(trimToUndefined)
  @IsOptional()
  @Matches(/^[a-z0-9][a-z0-9-]{0,79}$/, { message: 'propertyId is not a property id' })
  propertyId?: string;

  @ApiPropertyOptional({ format: 'uuid' })
  @Transform(trimToUndefined)
  @IsOptional()
  @IsUUID()
  agentId?: string;

  @ApiPropertyOptional({ format: 'date-time', description: 'Viewings (or first slots) from this instant' })
  @Transform(trimToUndefined)
  @IsOptional()
  @IsISO8601({ strict: true })
  from?: string;

  @ApiPropertyOptional({ format: 'date-time', description: 'Viewings (or first slots) before this instant' })
  @Transform(trimToUndefined)
  @IsOptional()
  @IsISO8601({ strict: true })
  to?: string;
}
