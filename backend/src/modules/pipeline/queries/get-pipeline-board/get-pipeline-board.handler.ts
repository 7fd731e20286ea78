import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { GetAccountContactsQuery, ListStaffQuery } from '../../../identity';
import { PIPELINE_STAGES, type PipelineStage } from '../../domain/deal-stage';
import { filterSql } from '../pipeline-filters';
import { GetPipelineBoardQuery } from './get-pipeline-board.query';
import type { PipelineBoardDto, PipelineDealDto } from './pipeline-board.dto';

/** Each column's length on the board. */
export const COLUMN_SIZE = 50;

interface DealRow {
  property_id: string;
  client_id: string;
  title: PipelineDealDto['title'];
  area: string | null;
  agent_id: string | null;
  stage: PipelineStage;
  amount_eur: string | null;
  opened_at: Date | string;
  reserved_at: Date | string | null;
  completed_at: Date | string | null;
  lost_at: Date | string | null;
  updated_at: Date | string;
}

/** An instant as the driver hands it (a Date or PostgreSQL's text), as ISO 8601. */
const instant = (at: Date | string) => new Date(at).toISOString();
const iso = (at: Date | string | null) => (at === null ? null : instant(at));

function toDto(row: DealRow, clientName: string | null): PipelineDealDto {
  return {
    propertyId: row.property_id,
    clientId: row.client_id,
    clientName,
    title: row.title,
    area: row.area,
    agentId: row.agent_id,
    stage: row.stage,
    amountEur: row.amount_eur === null ? null : Number(row.amount_eur),
    openedAt: instant(row.opened_at),
    reservedAt: iso(row.reserved_at),
    completedAt: iso(row.completed_at),
    lostAt: iso(row.lost_at),
    updatedAt: instant(row.updated_at),
  };
}

/**
 * The board: per stage the count (from the projection's counts) and the latest deals, each column one index
 * range read (`pipeline_deals_stage`, `_agent` or `_area`), plus the staff and the areas to filter by.
 * The deals keep only the client's account id; their names come from identity at each read, so an erased
 * account has none.
 */
@QueryHandler(GetPipelineBoardQuery)
export class GetPipelineBoardHandler implements IQueryHandler<GetPipelineBoardQuery, PipelineBoardDto> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
  ) {}

  async execute({ filters, stage }: GetPipelineBoardQuery): Promise<PipelineBoardDto> {
    const em = this.em.fork();
    const stages = stage ? [stage] : [...PIPELINE_STAGES];
    const { where, values } = filterSql(filters, 'd');
    // One statement after the other, on one connection: each is a short index read.
    const counted = filterSql(filters, 'c');
    const counts = await em.execute<{ stage: PipelineStage; count: number }[]>(
      `select stage, sum(deals)::int as count from pipeline_stage_counts c
       where c.stage = any(string_to_array(?, ','))${counted.where} group by stage`,
      [stages.join(','), ...counted.values],
    );
    const rows = await em.execute<DealRow[]>(
      `select d.* from unnest(string_to_array(?, ',')) as s(stage)
         cross join lateral (
           select d.property_id, d.client_id, d.title, d.area, d.agent_id, d.stage, d.amount_eur, d.opened_at,
             d.reserved_at, d.completed_at, d.lost_at, d.updated_at
           from pipeline_deals d where d.stage = s.stage${where}
           order by d.updated_at desc limit ${COLUMN_SIZE}
         ) d`,
      [stages.join(','), ...values],
    );
    const areas = await em.execute<{ area: string }[]>(
      'select distinct area from pipeline_listings where area is not null order by area',
    );
    const staff = await this.queries.execute(new ListStaffQuery());
    const clientIds = [...new Set(rows.map((row) => row.client_id))];
    const contacts = clientIds.length
      ? await this.queries.execute(new GetAccountContactsQuery(clientIds))
      : [];
    const clientNames = new Map(contacts.map((contact) => [contact.userId, contact.fullName]));
    const countOf = new Map(counts.map((row) => [row.stage, row.count]));
    return {
      columns: stages.map((column) => ({
        stage: column,
        count: countOf.get(column) ?? 0,
        deals: rows
          .filter((row) => row.stage === column)
          .map((row) => toDto(row, clientNames.get(row.client_id) ?? null)),
      })),
      agents: staff.map(({ id, name }) => ({ id, name })),
      areas: areas.map((row) => row.area),
    };
  }
}
