import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { DomainError } from '../../../../platform/domain/domain-error';
import { EventStore } from '../../../../platform/event-store/event-store';
import type { StoredEvent } from '../../../../platform/event-store/stored-event';
import type { Language } from '../../../../platform/i18n/languages';
import type { RevokeReason } from '../../auth/session-store';
import { userLookup } from '../../read-models/user-lookup';
import { EVENT_PERSONAL_DATA } from '../../../../platform/privacy/personal-fields';
import {
  LEGACY_NEWSLETTER_CONSENT_EVENT_TYPES,
  NEWSLETTER_CONSENT_EVENT_TYPES,
  newsletterConsentOf,
  type NewsletterConsentEvent,
  type ProfileUpdated,
  type UserRegistered,
} from '../../domain/user.events';
import type {
  AccountDataExportDto,
  ExportedNewsletterConsentDto,
  ExportedProfileRecordDto,
} from './account-data-export.dto';
import { ExportAccountDataQuery } from './export-account-data.query';

interface SessionRow {
  browser: string | null;
  browser_version: string | null;
  os: string | null;
  device_type: 'desktop' | 'mobile' | 'tablet' | null;
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

const CONSENT_EVENT_TYPES: readonly string[] = [
  ...NEWSLETTER_CONSENT_EVENT_TYPES,
  ...LEGACY_NEWSLETTER_CONSENT_EVENT_TYPES,
];

/**
 * Each time the newsletter consent was given or withdrawn, with where it happened, the consent recorded in
 * the profile before the consent events included. A registration of today records its box in both
 * `UserRegistered` and `NewsletterConsentGiven`: one consent, listed once.
 */
function newsletterHistory(events: readonly StoredEvent[]): ExportedNewsletterConsentDto[] {
  const history: ExportedNewsletterConsentDto[] = [];
  for (const event of events) {
    if (!CONSENT_EVENT_TYPES.includes(event.type)) continue;
    const consent = newsletterConsentOf(
      event as StoredEvent<NewsletterConsentEvent | UserRegistered | ProfileUpdated>,
    );
    if (!consent) continue;
    const entry: ExportedNewsletterConsentDto = {
      action: consent.subscribed ? 'given' : 'withdrawn',
      source: consent.source,
      at: consent.at,
    };
    const last = history.at(-1);
    if (last?.action === entry.action && last.source === entry.source && last.at === entry.at) continue;
    history.push(entry);
  }
  return history;
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
      `select browser, browser_version, os, device_type, created_at, last_seen_at, expires_at, remember,
              revoked_at, revoked_reason
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
        browser: session.browser,
        browserVersion: session.browser_version,
        operatingSystem: session.os,
        deviceType: session.device_type,
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
