import type { QueryBus } from '@nestjs/cqrs';
import { GetAccountContactsQuery } from '../../identity';
import type { BookingReadModel } from '../read-models/booking.read-model';

export interface BookingGuest {
  /** null once the person is erased (the client's account or the recorded guest). */
  name: string | null;
  email: string | null;
}

/**
 * Who each booking is for: a recorded stay names its guest; a client's booking names the account, read from
 * identity now (a renamed or erased account reads as it is today, never as an event froze it).
 */
export async function bookingGuests(
  queries: QueryBus,
  rows: readonly Pick<BookingReadModel, 'id' | 'clientId' | 'guestName' | 'guestEmail'>[],
): Promise<Map<string, BookingGuest>> {
  const clientIds = [...new Set(rows.flatMap((row) => (row.clientId ? [row.clientId] : [])))];
  const contacts = clientIds.length ? await queries.execute(new GetAccountContactsQuery(clientIds)) : [];
  const byClient = new Map(contacts.map((contact) => [contact.userId, contact]));
  return new Map(
    rows.map((row) => {
      const contact = row.clientId ? byClient.get(row.clientId) : undefined;
      const guest = contact
        ? { name: contact.fullName || contact.name, email: contact.email }
        : { name: row.guestName, email: row.guestEmail };
      return [row.id, guest];
    }),
  );
}
