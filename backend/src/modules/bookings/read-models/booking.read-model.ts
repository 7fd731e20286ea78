import { Entity, PrimaryKey, Property } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { StoredEvent } from '../../../platform/event-store/stored-event';
import type { LocalizedText } from '../../../platform/i18n/languages';
import type { InlineProjection } from '../../../platform/projections/projection';
import type { BookingEvent, PaymentStatus } from '../domain/booking';

/** Bookings as the back office lists and counts them. */
@Entity({ tableName: 'bookings' })
export class BookingReadModel {
  @PrimaryKey({ type: 'uuid' }) id: string;
  @Property({ type: 'text', fieldName: 'property_id' }) propertyId: string;
  @Property({ type: 'json', fieldName: 'property_title' }) propertyTitle: LocalizedText;
  @Property({ type: 'text', fieldName: 'property_reference' }) propertyReference: string;
  @Property({ type: 'text', fieldName: 'guest_name' }) guestName: string;
  @Property({ type: 'text', fieldName: 'guest_email' }) guestEmail: string;
  @Property({ type: 'date', fieldName: 'check_in' }) checkIn: string;
  @Property({ type: 'date', fieldName: 'check_out' }) checkOut: string;
  @Property({ type: 'integer' }) guests: number;
  @Property({ type: 'integer', fieldName: 'total_price_eur' }) totalPriceEur: number;
  @Property({ type: 'text', fieldName: 'payment_status' }) paymentStatus: PaymentStatus;
  @Property({ type: 'datetime', fieldName: 'recorded_at' }) recordedAt: Date;
  /** The stream version this row reflects: a payment status change sends it back as its expected version. */
  @Property({ type: 'integer' }) version: number;
}

export const bookingsProjection: InlineProjection = {
  name: 'bookings',
  eventTypes: ['BookingRecorded', 'BookingPaymentStatusChanged'],
  tables: ['bookings'],
  async apply(em: EntityManager, stored: StoredEvent) {
    const event = stored as unknown as BookingEvent;
    if (event.type === 'BookingPaymentStatusChanged') {
      await em.nativeUpdate(
        BookingReadModel,
        { id: event.data.bookingId },
        { paymentStatus: event.data.to, version: stored.streamVersion },
      );
      return;
    }
    const { data } = event;
    await em.insert(BookingReadModel, {
      id: data.bookingId,
      propertyId: data.propertyId,
      propertyTitle: data.propertyTitle,
      propertyReference: data.propertyReference,
      guestName: data.guestName,
      guestEmail: data.guestEmail,
      checkIn: data.checkIn,
      checkOut: data.checkOut,
      guests: data.guests,
      totalPriceEur: data.totalPriceEur,
      paymentStatus: data.paymentStatus,
      recordedAt: new Date(data.recordedAt),
      version: stored.streamVersion,
    });
  },
};
