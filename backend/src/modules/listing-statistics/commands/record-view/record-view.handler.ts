import { CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { isbot } from 'isbot';
import { DomainError } from '../../../../platform/domain/domain-error';
import { Clock } from '../../../../platform/time/clock';
import { GetPropertyQuery } from '../../../catalogue';
import { RecordViewCommand } from './record-view.command';

/**
 * Counts a view of a public property page in `listing_daily_views`, on the Madrid day of the moment it is
 * received. Not counted: known bots (by their User-Agent, or none at all), and properties that are not public
 * (a draft, a withdrawn or deleted one, an unknown id). Nothing about the visitor is kept, only the count.
 */
@CommandHandler(RecordViewCommand)
export class RecordViewHandler implements ICommandHandler<RecordViewCommand, { counted: boolean }> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
    private readonly clock: Clock,
  ) {}

  async execute({ propertyId, userAgent }: RecordViewCommand): Promise<{ counted: boolean }> {
    if (!userAgent || isbot(userAgent)) return { counted: false };
    if (!(await this.isPublic(propertyId))) return { counted: false };
    await this.em.fork().execute(
      `insert into listing_daily_views (property_id, day, views)
       values (?, (?::timestamptz at time zone 'Europe/Madrid')::date, 1)
       on conflict (property_id, day) do update set views = listing_daily_views.views + 1`,
      [propertyId, this.clock.now().toISOString()],
    );
    return { counted: true };
  }

  /** Active, reserved or sold: the property's page is on the site (the catalogue answers it). */
  private async isPublic(propertyId: string): Promise<boolean> {
    try {
      await this.queries.execute(new GetPropertyQuery(propertyId));
      return true;
    } catch (error) {
      if (error instanceof DomainError) return false;
      throw error;
    }
  }
}
