import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, IsUUID, MaxLength, ValidateIf } from 'class-validator';
import { trimToUndefined } from '../../../platform/http/input-transforms';

/** `agent=none`: the deals no agent has taken yet. */
export const UNASSIGNED = 'none';

export interface PipelineFilters {
  /** A staff member's id, UNASSIGNED, or undefined for everyone. */
  agent?: string;
  area?: string;
}

/** The filters both the board and the sales report take. */
export class PipelineFiltersRequestDto {
  @ApiPropertyOptional({ description: `A staff member's id, or "${UNASSIGNED}" for the unassigned deals` })
  @Transform(trimToUndefined)
  @IsOptional()
  @ValidateIf((_, value) => value !== UNASSIGNED)
  @IsUUID('all', { message: 'agent is not a staff member id' })
  agent?: string;

  @ApiPropertyOptional({ maxLength: 100, description: 'An area as the listings name it (Spanish)' })
  @Transform(trimToUndefined)
  @IsOptional()
  @IsString()
  @MaxLength(100)
  area?: string;
}

/** The SQL conditions of the filters on a table with `agent_id` and `area`, and their values. */
export function filterSql(filters: PipelineFilters, alias: string): { where: string; values: string[] } {
  const conditions: string[] = [];
  const values: string[] = [];
  if (filters.agent === UNASSIGNED) conditions.push(`${alias}.agent_id is null`);
  else if (filters.agent) {
    conditions.push(`${alias}.agent_id = ?`);
    values.push(filters.agent);
  }
  if (filters.area) {
    conditions.push(`${alias}.area = ?`);
    values.push(filters.area);
  }
  return { where: conditions.map((condition) => ` and ${condition}`).join(''), values };
}
