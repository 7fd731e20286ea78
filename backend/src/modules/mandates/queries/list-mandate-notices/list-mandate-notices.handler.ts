import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { DomainError } from '../../../../platform/domain/domain-error';
import { Clock } from '../../../../platform/time/clock';
import { AdminGetPropertyQuery, type AdminPropertyDetailDto } from '../../../catalogue';
import { addDays, daysBetween, madridDate } from '../../../../platform/time/madrid-calendar';
import { mandateRows } from '../../read-models/mandate-rows';
import { ListMandateNoticesQuery, MANDATE_NOTICE_DAYS } from './list-mandate-notices.query';
import type { MandateNoticeDto } from './mandate-notice.dto';

/** A property still on the agency's books: a mandate ending for a sold or withdrawn one needs nothing. */
const ON_SALE = new Set(['draft', 'active', 'reserved']);

@QueryHandler(ListMandateNoticesQuery)
export class ListMandateNoticesHandler implements IQueryHandler<ListMandateNoticesQuery, MandateNoticeDto[]> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
    private readonly clock: Clock,
  ) {}

  async execute(): Promise<MandateNoticeDto[]> {
    const today = madridDate(this.clock.now());
    const rows = await mandateRows.endingBy(this.em.fork(), addDays(today, MANDATE_NOTICE_DAYS));
    const notices = await Promise.all(
      rows.map(async (row): Promise<MandateNoticeDto | null> => {
        const property = await this.property(row.propertyId);
        if (!property || !row.terms) return null;
        const daysLeft = daysBetween(today, row.terms.endsOn);
        const ended = daysLeft < 0;
        if (ended ? property.status !== 'active' : !ON_SALE.has(property.status)) return null;
        return {
          kind: ended ? 'ended' : 'ending',
          propertyId: row.propertyId,
          propertyReference: property.reference,
          propertyTitle: property.title,
          endsOn: row.terms.endsOn,
          daysLeft,
        };
      }),
    );
    return notices.filter((notice): notice is MandateNoticeDto => notice !== null);
  }

  /** The property, or null when the catalogue no longer has it. */
  private async property(propertyId: string): Promise<AdminPropertyDetailDto | null> {
    try {
      return await this.queries.execute(new AdminGetPropertyQuery(propertyId));
    } catch (error) {
      if (error instanceof DomainError && error.kind === 'not_found') return null;
      throw error;
    }
  }
}
