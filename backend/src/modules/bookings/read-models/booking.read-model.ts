import { Entity, PrimaryKey, Property } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { LocalizedText } from '../../../platform/i18n/languages';
import type { InlineProjection } from '../../../platform/projections/projection';
import { ACCOUNT_ERASED, erasedAccountId, type AccountErased } from '../../identity';
import {
  BOOKING_EVENT_TYPES,
  type BookingEvent,
  type BookingKind,
  type BookingStatus,
  type PaymentStatus,
} from '../domain/booking';
import type { QuoteBasis } from '../domain/booking-quote';

/**
 * Bookings as the back office and the clients list and count them: stays staff recorded, services and
 * experiences clients requested. The guest's name and e-mail are kept for recorded stays only; a client's
 * are read from identity when shown (client_id).
 */
@Entity({ tableName: 'bookings' })
export class BookingReadModel {
  @PrimaryKey({ type: 'uuid' }) id: string;
  @Property({ type: 'text' }) kind: BookingKind;
  @Property({ type: 'text' }) status: BookingStatus;
  /** The property, service or experience booked. */
  @Property({ type: 'text', fieldName: 'item_id' }) itemId: string;
  @Property({ type: 'json', fieldName: 'item_title' }) itemTitle: LocalizedText;
  /** A property's reference; null for services and experiences. */
  @Property({ type: 'text', fieldName: 'item_reference', nullable: true }) itemReference: string | null;
  @Property({ type: 'json', fieldName: 'item_image', nullable: true })
  itemImage: { url: string; alt: LocalizedText } | null;
  @Property({ type: 'uuid', fieldName: 'client_id', nullable: true }) clientId: string | null;
  @Property({ type: 'text', fieldName: 'guest_name', nullable: true }) guestName: string | null;
  @Property({ type: 'text', fieldName: 'guest_email', nullable: true }) guestEmail: string | null;
  /** The verified account a recorded stay's guest joined (their address); erasing it forgets the guest. */
  @Property({ type: 'uuid', fieldName: 'guest_account_id', nullable: true }) guestAccountId: string | null;
  @Property({ type: 'text', nullable: true }) phone: string | null;
  @Property({ type: 'text', nullable: true }) notes: string | null;
  /** Why it was declined or cancelled, as the client was told; null otherwise or once the person is erased. */
  @Property({ type: 'text', nullable: true }) reason: string | null;
  /** The notes the client was sent with each change of the amount, oldest first; empty once they are erased. */
  @Property({ type: 'json', fieldName: 'price_notes' }) priceNotes: string[];
  /** A stay's check-in; a service's or experience's date. */
  @Property({ type: 'date', fieldName: 'check_in' }) checkIn: string;
  @Property({ type: 'date', fieldName: 'check_out', nullable: true }) checkOut: string | null;
  /** HH:mm in Madrid; null for stays. */
  @Property({ type: 'text', fieldName: 'start_time', nullable: true }) startTime: string | null;
  @Property({ type: 'integer' }) guests: number;
  @Property({ type: 'integer', fieldName: 'quote_eur', nullable: true }) quoteEur: number | null;
  @Property({ type: 'text', fieldName: 'price_basis', nullable: true }) priceBasis: QuoteBasis | null;
  @Property({ type: 'integer', fieldName: 'total_price_eur', nullable: true }) totalPriceEur: number | null;
  @Property({ type: 'text', fieldName: 'payment_status' }) paymentStatus: PaymentStatus;
  @Property({ type: 'datetime', fieldName: 'recorded_at' }) recordedAt: Date;
  /** The stream version this row reflects: a payment status change sends it back as its expected version. */
  @Property({ type: 'integer' }) version: number;
}

/**
 * Guests per experience and date over its requested and confirmed bookings. A request adds its guests here
 * in its own transaction: the row lock makes concurrent requests for one date take turns, and the request
 * handler refuses (rolls back) a sum above the experience's capacity. Declines and cancellations free them.
 */
async function takePlaces(em: EntityManager, experienceId: string, date: string, guests: number) {
  await em.execute(
    `insert into booking_experience_places as p (experience_id, date, guests) values (?, ?, ?)
     on conflict (experience_id, date) do update set guests = p.guests + excluded.guests`,
    [experienceId, date, guests],
  );
}

async function freePlaces(em: EntityManager, bookingId: string) {
  const row = await em.findOneOrFail(BookingReadModel, { id: bookingId });
  if (row.kind !== 'experience') return;
  await em.execute(
    'update booking_experience_places set guests = guests - ? where experience_id = ? and date = ?',
    [row.guests, row.itemId, row.checkIn],
  );
}

export const bookingsProjection: InlineProjection<BookingEvent | AccountErased> = {
  name: 'bookings',
  eventTypes: [...BOOKING_EVENT_TYPES, ACCOUNT_ERASED],
  tables: ['bookings', 'booking_experience_places'],
  async apply(em, event) {
    if (event.type === ACCOUNT_ERASED) {
      // The agency keeps a client's bookings (dates, amounts, payments: its accounts must), never the phone
      // or notes the client gave or the reasons and price notes they were told, nor the name and address of a
      // stay recorded for them as a guest.
      const userId = erasedAccountId(event);
      await em.nativeUpdate(
        BookingReadModel,
        { clientId: userId },
        { phone: null, notes: null, reason: null, priceNotes: [] },
      );
      await em.nativeUpdate(
        BookingReadModel,
        { guestAccountId: userId },
        { guestName: null, guestEmail: null, reason: null, priceNotes: [] },
      );
      return;
    }
    const version = event.streamVersion;
    switch (event.type) {
      case 'BookingRecorded': {
        const { data } = event;
        await em.insert(BookingReadModel, {
          id: data.bookingId,
          kind: 'stay',
          status: 'confirmed',
          itemId: data.propertyId,
          itemTitle: data.propertyTitle,
          itemReference: data.propertyReference,
          itemImage: null,
          clientId: null,
          guestName: data.guestName,
          guestEmail: data.guestEmail,
          guestAccountId: null,
          phone: null,
          notes: null,
          reason: null,
          priceNotes: [],
          checkIn: data.checkIn,
          checkOut: data.checkOut,
          startTime: null,
          guests: data.guests,
          quoteEur: null,
          priceBasis: null,
          totalPriceEur: data.totalPriceEur,
          paymentStatus: data.paymentStatus,
          recordedAt: new Date(data.recordedAt),
          version,
        });
        return;
      }
      case 'BookingRequested': {
        const { data } = event;
        await em.insert(BookingReadModel, {
          id: data.bookingId,
          kind: data.item.kind,
          status: 'requested',
          itemId: data.item.id,
          itemTitle: data.item.title,
          itemReference: null,
          itemImage: data.item.image,
          clientId: data.clientId,
          guestName: null,
          guestEmail: null,
          guestAccountId: null,
          phone: data.phone,
          notes: data.notes,
          reason: null,
          priceNotes: [],
          checkIn: data.date,
          checkOut: null,
          startTime: data.time,
          guests: data.guests,
          quoteEur: data.quote.priceEur,
          priceBasis: data.quote.basis,
          totalPriceEur: data.totalPriceEur,
          paymentStatus: data.paymentStatus,
          recordedAt: new Date(data.requestedAt),
          version,
        });
        if (data.item.kind === 'experience') await takePlaces(em, data.item.id, data.date, data.guests);
        return;
      }
      case 'BookingPaymentStatusChanged':
        await em.nativeUpdate(
          BookingReadModel,
          { id: event.data.bookingId },
          { paymentStatus: event.data.to, version },
        );
        return;
      case 'BookingConfirmed':
      case 'BookingCompleted':
        await em.nativeUpdate(
          BookingReadModel,
          { id: event.data.bookingId },
          { status: event.type === 'BookingConfirmed' ? 'confirmed' : 'completed', version },
        );
        return;
      case 'BookingDeclined':
      case 'BookingCancelled':
        await freePlaces(em, event.data.bookingId);
        await em.nativeUpdate(
          BookingReadModel,
          { id: event.data.bookingId },
          {
            status: event.type === 'BookingDeclined' ? 'declined' : 'cancelled',
            reason: event.data.reason,
            version,
          },
        );
        return;
      case 'BookingPriceAdjusted':
        await em.execute(
          `update bookings set total_price_eur = ?, version = ?, price_notes = price_notes || jsonb_build_array(?::text)
           where id = ?`,
          [event.data.to, version, event.data.note, event.data.bookingId],
        );
        return;
      case 'BookingGuestJoinedAccount':
        await em.nativeUpdate(
          BookingReadModel,
          { id: event.data.bookingId },
          { guestAccountId: event.data.userId, version },
        );
        return;
    }
  },
};
