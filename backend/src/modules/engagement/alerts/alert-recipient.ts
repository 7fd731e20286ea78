import type { QueryBus } from '@nestjs/cqrs';
import { GetAccountContactsQuery } from '../../identity/queries/get-account-contacts/get-account-contacts.query';
import type { AlertRecipient } from './alert-mails';

/**
 * Whom an alert goes to, read when it is sent: a disabled or deleted account gets no more e-mail, and an
 * address not verified yet gets none until it is.
 */
export async function alertRecipient(queries: QueryBus, userId: string): Promise<AlertRecipient | null> {
  const [contact] = await queries.execute(new GetAccountContactsQuery([userId]));
  if (!contact || !contact.active || !contact.emailVerified) return null;
  return { email: contact.email, name: contact.name, language: contact.language };
}
