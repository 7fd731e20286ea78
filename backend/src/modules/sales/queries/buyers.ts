import type { QueryBus } from '@nestjs/cqrs';
import { GetAccountContactsQuery } from '../../identity';
import { toOfferDto, type OfferRow } from './offer.dto';
import type { AdminOfferDto, OfferBuyerDto } from './get-sale/sale.dto';

/** The buyers of these offers, by account id, as staff see them (name and address). */
export async function buyersOf(
  queries: QueryBus,
  clientIds: readonly string[],
): Promise<Map<string, OfferBuyerDto>> {
  const ids = [...new Set(clientIds)];
  const contacts = ids.length ? await queries.execute(new GetAccountContactsQuery(ids)) : [];
  return new Map(
    contacts.map((contact) => [
      contact.userId,
      { id: contact.userId, name: contact.fullName, email: contact.email },
    ]),
  );
}

export async function toAdminOffers(queries: QueryBus, rows: readonly OfferRow[]): Promise<AdminOfferDto[]> {
  const buyers = await buyersOf(
    queries,
    rows.map((row) => row.client_id),
  );
  return rows.map((row) => ({ ...toOfferDto(row), buyer: buyers.get(row.client_id) ?? null }));
}
