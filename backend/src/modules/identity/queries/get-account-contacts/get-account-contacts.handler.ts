import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Role } from '../../../../platform/http/roles';
import { isLanguage, SOURCE_LANGUAGE } from '../../../../platform/i18n/languages';
import type { AccountContact } from './account-contact';
import { GetAccountContactsQuery } from './get-account-contacts.query';

interface Row {
  id: string;
  email: string;
  email_verified: boolean;
  first_name: string;
  last_name: string;
  display_name: string | null;
  language: string;
  status: string;
  role: Role;
}

@QueryHandler(GetAccountContactsQuery)
export class GetAccountContactsHandler implements IQueryHandler<GetAccountContactsQuery, AccountContact[]> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userIds }: GetAccountContactsQuery): Promise<AccountContact[]> {
    if (userIds.length === 0) return [];
    const rows = await this.em.fork().execute<Row[]>(
      `select id, email, email_verified, first_name, last_name, display_name, language, status, role
         from identity_users where id = any(?::uuid[])`,
      [`{${userIds.join(',')}}`],
    );
    return rows.map((row) => ({
      userId: row.id,
      email: row.email,
      name: row.display_name || row.first_name || row.email.split('@')[0],
      fullName: `${row.first_name} ${row.last_name}`.trim(),
      language: isLanguage(row.language) ? row.language : SOURCE_LANGUAGE,
      emailVerified: row.email_verified,
      active: row.status === 'active',
      role: row.role,
    }));
  }
}
