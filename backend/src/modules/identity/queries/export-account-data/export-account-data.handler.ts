import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { DomainError } from '../../../../platform/domain/domain-error';
import { EventStore } from '../../../../platform/event-store/event-store';
import type { StoredEvent } from '../../../../platform/event-store/stored-event';
import type { Language } from '../../../../platform/i18n/languages';
import type { RevokeReason } from '../../auth/session-store';
import { userLookup } from '../../read-models/user-lookup';
import { EVENT_PERSONAL_DATA } from '../../../../platform/privacy/personal-fields';
import { NEWSLETTER_CONSENT_EVENT_TYPES, type NewsletterConsentEvent } from '../../domain/user.events';
import type {
  AccountDataExportDto,
  ExportedNewsletterConsentDto,
  ExportedProfileRecordDto,
} from './account-data-export.dto';
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

function valueAt(data: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((value, field) => (value as Record<string, unknown> | null)?.[field], data);
}

/**
 * The personal values each event of the account's stream recorded (the register's fields), earlier ones
 * included: the log keeps an old address or phone, so the person's copy holds it too.
 */
function profileHistory(events: readonly StoredEvent[]): ExportedProfileRecordDto[] {
  return events.flatMap((event) => {
    const fields = EVENT_PERSONAL_DATA[event.type]?.fields ?? [];
    const values = Object.fromEntries(
      fields.flatMap((path) => {
        const value = valueAt(event.data, path);
        return typeof value === 'string' ? [[path, value]] : [];
      }),
    );
    return Object.keys(values).length > 0 ? [{ at: iso(event.createdAt), event: event.type, values }] : [];
  });
}

/** Each time the newsletter consent was given or withdrawn, with where it happened. */
function newsletterHistory(events: readonly StoredEvent[]): ExportedNewsletterConsentDto[] {
  return events
    .filter((event): event is StoredEvent<NewsletterConsentEvent> =>
      (NEWSLETTER_CONSENT_EVENT_TYPES as readonly string[]).includes(event.type),
    )
    .map(({ type, data }) => ({
      action: type === 'NewsletterConsentGiven' ? 'given' : 'withdrawn',
      source: data.source,
      at: data.at,
    }));
}

@QueryHandler(ExportAccountDataQuery)
export class ExportAccountDataHandler implements IQueryHandler<ExportAccountDataQuery, AccountDataExportDto> {
  constructor(
    private readonly em: EntityManager,
    private readonly store: EventStore,
  ) {}

  async execute({ userId }: ExportAccountDataQuery): Promise<AccountDataExportDto> {
    const em = this.em.fork();
    const user = await userLookup.byId(em, userId);
    if (!user) throw new DomainError('not_found', 'user_not_found', `No user ${userId}`);
    const sessions = await em.execute<SessionRow[]>(
      `select created_at, last_seen_at, expires_at, remember, revoked_at, revoked_reason
         from identity_sessions where user_id = ? order by created_at desc, id`,
      [userId],
    );
    const stream = await this.store.readStream(em, `user-${userId}`);
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
        history: profileHistory(stream),
      },
      consents: { newsletter: user.newsletter, newsletterHistory: newsletterHistory(stream) },
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
