import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { DeciderRunner } from '../../../../platform/commands/decider-runner';
import { DomainError } from '../../../../platform/domain/domain-error';
import type { Language } from '../../../../platform/i18n/languages';
import { Clock } from '../../../../platform/time/clock';
import { type BookableOffering, GetBookableOfferingQuery } from '../../../catalogue';
import { placesLeftMessage } from '../../bookings-error-messages';
import { bookingDecider, bookingStreamId, type BookedItem } from '../../domain/booking';
import type { BookingQuote } from '../../domain/booking-quote';
import { RequestBookingCommand } from './request-booking.command';

function quoteOf(offering: BookableOffering): BookingQuote {
  return offering.kind === 'service'
    ? { priceEur: offering.priceFromEur, basis: 'from' }
    : { priceEur: offering.priceEur, basis: offering.priceBasis };
}

/**
 * Records BookingRequested with the catalogue's price as the quote. An experience's places are taken in the
 * same transaction: the projection adds the guests to their date's row (row lock: concurrent requests for
 * one date take turns) and a sum above the capacity rolls the whole request back, event included.
 */
@CommandHandler(RequestBookingCommand)
export class RequestBookingHandler implements ICommandHandler<RequestBookingCommand> {
  constructor(
    private readonly runner: DeciderRunner,
    private readonly queries: QueryBus,
    private readonly clock: Clock,
  ) {}

  async execute(command: RequestBookingCommand): Promise<{ bookingId: string; version: number }> {
    const { request } = command;
    const offering = await this.queries.execute(new GetBookableOfferingQuery(request.kind, request.itemId));
    const bookingId = command.bookingId ?? randomUUID();
    const item: BookedItem = {
      kind: offering.kind,
      id: offering.id,
      title: offering.title,
      image: offering.image,
    };
    const result = await this.runner.run({
      streamId: bookingStreamId(bookingId),
      decider: bookingDecider,
      command: {
        type: 'RequestBooking',
        bookingId,
        clientId: command.clientId,
        item,
        date: request.date,
        time: request.time,
        guests: request.guests,
        phone: request.phone,
        notes: request.notes,
        quote: quoteOf(offering),
        requestedAt: this.clock.now().toISOString(),
      },
      inTransaction: (em) =>
        offering.kind === 'experience'
          ? ensurePlaces(em, offering, request.date, request.guests, command.language)
          : Promise.resolve(),
    });
    return { bookingId, version: result.version };
  }
}

async function ensurePlaces(
  em: EntityManager,
  experience: Extract<BookableOffering, { kind: 'experience' }>,
  date: string,
  guests: number,
  language: Language,
): Promise<void> {
  const [row] = await em.execute<{ guests: number }[]>(
    'select guests from booking_experience_places where experience_id = ? and date = ?',
    [experience.id, date],
  );
  const taken = (row?.guests ?? guests) - guests;
  if (taken + guests <= experience.maxGuestsPerDate) return;
  const placesLeft = Math.max(0, experience.maxGuestsPerDate - taken);
  throw new DomainError('conflict', 'experience_places_left', placesLeftMessage(language, placesLeft), {
    field: 'guests',
    placesLeft,
  });
}
