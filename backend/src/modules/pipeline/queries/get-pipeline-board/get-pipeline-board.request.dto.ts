import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional } from 'class-validator';
import { trimToUndefined } from '../../../../platform/http/input-transforms';
import { PIPELINE_STAGES, type PipelineStage } from '../../domain/deal-stage';
import { PipelineFiltersRequestDto } from '../pipeline-filters';

export class GetPipelineBoardRequestDto extends PipelineFiltersRequestDto {
  @ApiPropertyOptional({ enum: PIPELINE_STAGES, enumName: 'PipelineStage', description: 'Only this column' })
  @Transform(trimToUndefined)
  @IsOptional()
  @IsIn(PIPELINE_STAGES)
  stage?: PipelineStage;
}
