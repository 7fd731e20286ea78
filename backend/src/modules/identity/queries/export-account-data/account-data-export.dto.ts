import { ApiProperty } from '@nestjs/swagger';
import { ROLES, type Role } from '../../../../platform/http/roles';
import { LANGUAGES, type Language } from '../../../../platform/i18n/languages';
import type { RevokeReason } from '../../auth/session-store';
import { NEWSLETTER_CONSENT_SOURCES, type NewsletterConsentSource } from '../../domain/user.events';

const SESSION_END_REASONS: readonly RevokeReason[] = [
  'logout',
  'logout_all',
  'inactivity',
  'expired',
  'refresh_token_reuse',
  'password_changed',
  'password_reset',
  'account_disabled',
  'ended_in_settings',
  'two_factor_reset',
];

/** A record of the account's own data in the event log, earlier values included: what it said and when. */
export class ExportedProfileRecordDto {
  @ApiProperty({ format: 'date-time' }) at: string;
  @ApiProperty({ example: 'ProfileUpdated', description: 'What happened, as the event log names it' })
  event: string;
  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'string' },
    example: { 'changes.phone': '+34 600 000 000' },
    description: 'The personal values it recorded, by field',
  })
  values: Record<string, string>;
}

/** The account as identity keeps it; never its password hash or any token. */
export class ExportedProfileDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() firstName: string;
  @ApiProperty() lastName: string;
  @ApiProperty({ type: String, nullable: true }) displayName: string | null;
  @ApiProperty({ format: 'email' }) email: string;
  @ApiProperty({ description: 'Whether the address was confirmed through its link' }) emailVerified: boolean;
  @ApiProperty({
    type: String,
    nullable: true,
    format: 'email',
    description: 'An address change waiting for its link to be followed',
  })
  pendingEmail: string | null;
  @ApiProperty({ type: String, nullable: true }) phone: string | null;
  @ApiProperty({ enum: LANGUAGES }) language: Language;
  @ApiProperty({ enum: ROLES }) role: Role;
  @ApiProperty({ enum: ['active', 'disabled'] }) status: 'active' | 'disabled';
  @ApiProperty({ format: 'date-time' }) registeredAt: string;
  @ApiProperty({ format: 'date-time', description: 'The last change to the account' }) updatedAt: string;
  @ApiProperty({
    type: () => [ExportedProfileRecordDto],
    description: 'Every record of the account’s own data in the event log, the oldest first',
  })
  history: ExportedProfileRecordDto[];
}

/** One change of the newsletter consent: given or withdrawn, where and when. */
export class ExportedNewsletterConsentDto {
  @ApiProperty({ enum: ['given', 'withdrawn'] }) action: 'given' | 'withdrawn';
  @ApiProperty({ enum: NEWSLETTER_CONSENT_SOURCES }) source: NewsletterConsentSource;
  @ApiProperty({ format: 'date-time' }) at: string;
}

/** The consent identity records: the newsletter choice made at registration, in Settings or by a letter's link. */
export class ExportedAccountConsentDto {
  @ApiProperty({ description: 'Agreed to receive the agency’s newsletter' }) newsletter: boolean;
  @ApiProperty({
    type: () => [ExportedNewsletterConsentDto],
    description: 'Every time the newsletter consent was given or withdrawn, the oldest first',
  })
  newsletterHistory: ExportedNewsletterConsentDto[];
}

/**
 * One sign-in (a session): the browser and system it was made with, when it started, when it was last used,
 * how it ended. The session store keeps no IP address and no raw user agent, so there are none to export.
 */
export class ExportedSessionDto {
  @ApiProperty({ type: String, nullable: true, example: 'Chrome' }) browser: string | null;
  @ApiProperty({ type: String, nullable: true, example: '131', description: 'The major version' })
  browserVersion: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'macOS' }) operatingSystem: string | null;
  @ApiProperty({ type: String, enum: ['desktop', 'mobile', 'tablet'], nullable: true })
  deviceType: 'desktop' | 'mobile' | 'tablet' | null;
  @ApiProperty({ format: 'date-time' }) signedInAt: string;
  @ApiProperty({ format: 'date-time' }) lastUsedAt: string;
  @ApiProperty({ format: 'date-time' }) expiresAt: string;
  @ApiProperty({ description: '“Keep me signed in” was chosen' }) remembered: boolean;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) endedAt: string | null;
  @ApiProperty({ type: String, enum: SESSION_END_REASONS, nullable: true }) endReason: RevokeReason | null;
}

export class AccountDataExportDto {
  @ApiProperty({ type: () => ExportedProfileDto }) profile: ExportedProfileDto;
  @ApiProperty({ type: () => ExportedAccountConsentDto }) consents: ExportedAccountConsentDto;
  @ApiProperty({
    type: () => ExportedSessionDto,
    isArray: true,
    description: 'Sign-ins kept (ended ones for a week), the latest first',
  })
  sessions: ExportedSessionDto[];
}
