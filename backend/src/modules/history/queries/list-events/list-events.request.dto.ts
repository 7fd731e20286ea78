import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Matches, Max, Min } from 'class-validator';
import { EventFiltersRequestDto } from './event-filters.request.dto';

export const DEFAULT_EVENTS_PAGE = 50;
export const MAX_EVENTS_PAGE = 200;

export class ListEventsRequestDto extends EventFiltersRequestDto {
  @ApiPropertyOptional({
    description: 'The `nextCursor` of the previous page: events older than this log position',
    pattern: '^[1-9][0-9]{0,17}$',
  })
  @IsOptional()
  @Matches(/^[1-9][0-9]{0,17}$/, { message: 'before is not a position of the log' })
  before?: string;

  @ApiPropertyOptional({ minimum: 1, maximum: MAX_EVENTS_PAGE, default: DEFAULT_EVENTS_PAGE })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(MAX_EVENTS_PAGE)
  limit?: number;
}
