import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import type { ViewingInterest } from '../../domain/viewing.events';
import { ListViewingFeedbackQuery, type HeldViewing } from './list-viewing-feedback.query';

@QueryHandler(ListViewingFeedbackQuery)
export class ListViewingFeedbackHandler implements IQueryHandler<ListViewingFeedbackQuery, HeldViewing[]> {
  constructor(private readonly em: EntityManager) {}

  async execute({ propertyId, from, to }: ListViewingFeedbackQuery): Promise<HeldViewing[]> {
    const rows = await this.em
      .fork()
      .execute<
        { starts_at: Date; feedback_interest: ViewingInterest | null; feedback_remarks: string | null }[]
      >(
        `select starts_at, feedback_interest, feedback_remarks from viewings
       where property_id = ? and status = 'done' and starts_at >= ? and starts_at < ?
       order by starts_at, id`,
        [propertyId, from, to],
      );
    return rows.map((row) => ({
      startsAt: new Date(row.starts_at).toISOString(),
      interest: row.feedback_interest,
      remarks: row.feedback_remarks,
    }));
  }
}
