import { Command } from '@nestjs/cqrs';
import type { Language } from '../../../../platform/i18n/languages';

/** What a client asks for; the handler adds the catalogue's item and price and the time. */
export interface BookingRequest {
  kind: 'service' | 'experience';
  itemId: string;
  date: string;
  time: string;
  guests: number;
  phone: string;
  notes: string | null;
}

export class RequestBookingCommand extends Command<{ bookingId: string; version: number }> {
  constructor(
    readonly clientId: string,
    readonly request: BookingRequest,
    /** The language a refusal for lack of places is worded in. */
    readonly language: Language,
    /** Fixed by the sample data so seeding stays idempotent; a new booking gets a random one. */
    readonly bookingId?: string,
  ) {
    super();
  }
}
