import type { QueryBus } from '@nestjs/cqrs';
import { accountActorId, type StoredEvent } from '../../platform/event-store/stored-event';
import { GetAccountContactsQuery } from '../identity';
import type { HistoryActorDto } from './queries/list-events/event-page.dto';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isAccountId = (id: string | null): id is string => id !== null && UUID.test(id);

/** The accounts that acted in these events, by id: name and role from identity's query, in one call. */
export async function historyActors(
  queries: QueryBus,
  events: readonly StoredEvent[],
): Promise<Map<string, HistoryActorDto>> {
  const ids = [...new Set(events.map((event) => accountActorId(event.metadata)).filter(isAccountId))];
  const contacts = await queries.execute(new GetAccountContactsQuery(ids));
  return new Map(
    contacts.map((contact) => [
      contact.userId,
      { id: contact.userId, name: contact.fullName || contact.name, role: contact.role },
    ]),
  );
}

/** The event's acting account as the history shows it (unknown accounts by id only), or null. */
export function actorOf(event: StoredEvent, actors: Map<string, HistoryActorDto>): HistoryActorDto | null {
  const actorId = accountActorId(event.metadata);
  return actorId ? (actors.get(actorId) ?? { id: actorId, name: null, role: null }) : null;
}
