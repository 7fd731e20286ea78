import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { PipelineFiltersRequestDto } from '../pipeline-filters';

export const MAX_REPORT_MONTHS = 36;

export class GetSalesReportRequestDto extends PipelineFiltersRequestDto {
  @ApiPropertyOptional({
    minimum: 1,
    maximum: MAX_REPORT_MONTHS,
    default: 12,
    description: 'Madrid calendar months, the current one included',
  })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(MAX_REPORT_MONTHS)
  months?: number;
}
