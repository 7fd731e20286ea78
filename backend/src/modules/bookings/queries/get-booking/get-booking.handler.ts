import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { EventStore } from '../../../../platform/event-store/event-store';
import { accountActorId, type StoredEvent } from '../../../../platform/event-store/stored-event';
import { GetAccountContactsQuery } from '../../../identity/queries/get-account-contacts/get-account-contacts.query';
import { bookingStreamId, type BookingEvent } from '../../domain/booking';
import { BookingReadModel } from '../../read-models/booking.read-model';
import { notFound } from '../../commands/change-payment-status/change-payment-status.handler';
import { bookingGuests } from '../booking-guests';
import { toListItem } from '../list-bookings/list-bookings.handler';
import type { BookingDetailDto, BookingHistoryEntryDto } from './booking-detail.dto';
import { GetBookingQuery } from './get-booking.query';

function historyEntry(stored: StoredEvent, actorName: string | null): BookingHistoryEntryDto {
  const event = stored as unknown as BookingEvent;
  const entry: BookingHistoryEntryDto = {
    version: stored.streamVersion,
    type: event.type,
    at: stored.createdAt.toISOString(),
    actorName,
    by: null,
    text: null,
    fromPriceEur: null,
    toPriceEur: null,
    fromPaymentStatus: null,
    toPaymentStatus: null,
  };
  switch (event.type) {
    case 'BookingDeclined':
      return { ...entry, text: event.data.reason };
    case 'BookingCancelled':
      return { ...entry, by: event.data.by, text: event.data.reason };
    case 'BookingPriceAdjusted':
      return { ...entry, text: event.data.note, fromPriceEur: event.data.from, toPriceEur: event.data.to };
    case 'BookingPaymentStatusChanged':
      return { ...entry, fromPaymentStatus: event.data.from, toPaymentStatus: event.data.to };
    case 'BookingRequested':
    case 'BookingRecorded':
      return { ...entry, toPriceEur: event.data.totalPriceEur };
    default:
      return entry;
  }
}

@QueryHandler(GetBookingQuery)
export class GetBookingHandler implements IQueryHandler<GetBookingQuery, BookingDetailDto> {
  constructor(
    private readonly em: EntityManager,
    private readonly store: EventStore,
    private readonly queries: QueryBus,
  ) {}

  async execute({ bookingId }: GetBookingQuery): Promise<BookingDetailDto> {
    const em = this.em.fork();
    const row = await em.findOne(BookingReadModel, { id: bookingId });
    if (!row) throw notFound(bookingId);
    const events = await this.store.readStream(em, bookingStreamId(bookingId));
    const actorIds = [...new Set(events.flatMap((event) => accountActorId(event.metadata) ?? []))];
    const actors = actorIds.length ? await this.queries.execute(new GetAccountContactsQuery(actorIds)) : [];
    const names = new Map(actors.map((actor) => [actor.userId, actor.fullName || actor.name]));
    const guest = (await bookingGuests(this.queries, [row])).get(row.id)!;
    return {
      ...toListItem(row, guest.name),
      guestEmail: guest.email,
      phone: row.phone,
      notes: row.notes,
      clientId: row.clientId,
      history: events.map((event) =>
        historyEntry(event, names.get(accountActorId(event.metadata) ?? '') ?? null),
      ),
    };
  }
}
