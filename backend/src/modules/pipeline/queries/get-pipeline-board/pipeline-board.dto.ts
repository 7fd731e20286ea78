import { ApiProperty } from '@nestjs/swagger';
import { LocalizedTextDto } from '../../../catalogue';
import { PIPELINE_STAGES, type PipelineStage } from '../../domain/deal-stage';

/** A client's interest in one property. */
export class PipelineDealDto {
  @ApiProperty() propertyId: string;
  @ApiProperty({ format: 'uuid' }) clientId: string;
  @ApiProperty({
    type: String,
    nullable: true,
    description: "The client's full name as identity holds it now; null: the account was erased",
  })
  clientName: string | null;
  @ApiProperty({ type: () => LocalizedTextDto, description: 'As the events gave it' })
  title: LocalizedTextDto;
  @ApiProperty({ type: String, nullable: true }) area: string | null;
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'null: unassigned' })
  agentId: string | null;
  @ApiProperty({ enum: PIPELINE_STAGES, enumName: 'PipelineStage' }) stage: PipelineStage;
  @ApiProperty({ type: Number, nullable: true, description: 'The latest offer, whole euros' })
  amountEur: number | null;
  @ApiProperty({ format: 'date-time' }) openedAt: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) reservedAt: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) completedAt: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) lostAt: string | null;
  @ApiProperty({ format: 'date-time' }) updatedAt: string;
}

export class PipelineColumnDto {
  @ApiProperty({ enum: PIPELINE_STAGES, enumName: 'PipelineStage' }) stage: PipelineStage;
  @ApiProperty({ description: 'Every deal of the stage that the filters keep' }) count: number;
  @ApiProperty({ type: [PipelineDealDto], description: 'The latest 50, most recently updated first' })
  deals: PipelineDealDto[];
}

export class PipelineAgentDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
}

export class PipelineBoardDto {
  @ApiProperty({ type: [PipelineColumnDto], description: 'In stage order; only the asked one with `stage`' })
  columns: PipelineColumnDto[];
  @ApiProperty({ type: [PipelineAgentDto], description: 'The staff a deal can be filtered by' })
  agents: PipelineAgentDto[];
  @ApiProperty({ type: [String], description: 'The areas of the listed properties, alphabetical' })
  areas: string[];
}
