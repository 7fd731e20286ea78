import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { DomainError } from '../../../../platform/domain/domain-error';
import type { Language } from '../../../../platform/i18n/languages';
import type { RevokeReason } from '../../auth/session-store';
import { userLookup } from '../../read-models/user-lookup';
import type { AccountDataExportDto } from './account-data-export.dto';
import { ExportAccountDataQuery } from './export-account-data.query';

interface SessionRow {
  created_at: Date;
  last_seen_at: Date;
  expires_at: Date;
  remember: boolean;
  revoked_at: Date | null;
  revoked_reason: RevokeReason | null;
}

const iso = (date: Date) => new Date(date).toISOString();

@QueryHandler(ExportAccountDataQuery)
export class ExportAccountDataHandler implements IQueryHandler<ExportAccountDataQuery, AccountDataExportDto> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId }: ExportAccountDataQuery): Promise<AccountDataExportDto> {
    const em = this.em.fork();
    const user = await userLookup.byId(em, userId);
    if (!user) throw new DomainError('not_found', 'user_not_found', `No user ${userId}`);
    const sessions = await em.execute<SessionRow[]>(
      `select created_at, last_seen_at, expires_at, remember, revoked_at, revoked_reason
         from identity_sessions where user_id = ? order by created_at desc, id`,
      [userId],
    );
    return {
      profile: {
        id: user.id,
        firstName: user.firstName,
        lastName: user.lastName,
        displayName: user.displayName,
        email: user.email,
        emailVerified: user.emailVerified,
        pendingEmail: user.pendingEmail,
        phone: user.phone,
        language: user.language as Language,
        role: user.role,
        status: user.status,
        registeredAt: iso(user.registeredAt),
        updatedAt: iso(user.updatedAt),
      },
      consents: { newsletter: user.newsletter },
      sessions: sessions.map((session) => ({
        signedInAt: iso(session.created_at),
        lastUsedAt: iso(session.last_seen_at),
        expiresAt: iso(session.expires_at),
        remembered: session.remember,
        endedAt: session.revoked_at ? iso(session.revoked_at) : null,
        endReason: session.revoked_reason,
      })),
    };
  }
}
