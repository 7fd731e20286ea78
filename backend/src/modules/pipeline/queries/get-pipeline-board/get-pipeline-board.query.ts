import { Query } from '@nestjs/cqrs';
import type { PipelineStage } from '../../domain/deal-stage';
import type { PipelineFilters } from '../pipeline-filters';
import type { PipelineBoardDto } from './pipeline-board.dto';

export class GetPipelineBoardQuery extends Query<PipelineBoardDto> {
  constructor(
    readonly filters: PipelineFilters,
    readonly stage?: PipelineStage,
  ) {
    super();
  }
}
