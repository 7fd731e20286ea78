import type { DomainEvent } from '../../../platform/domain/decider';
import { defineEvents } from '../../../platform/event-store/event-catalog';
import type { Role } from '../../../platform/http/roles';
import type { Language } from '../../../platform/i18n/languages';

/**
 * The facts of a user account. They hold what the agency needs to know about the person (GDPR: kept
 * minimal; erasure is planned through crypto-shredding of the personal fields) and never a secret: no
 * password, no hash, no one-time or refresh token. Those live in their own tables (see docs/security-and-personal-data.md).
 */
export interface ProfileFields {
  firstName: string;
  lastName: string;
  displayName: string | null;
  phone: string | null;
  language: Language;
  newsletter: boolean;
}

/** How the account came to be: the registration form, `create-owner`, or the local demo seed. */
export type RegistrationSource = 'self' | 'operator' | 'demo_seed';

export type UserRegistered = DomainEvent<
  'UserRegistered',
  ProfileFields & {
    userId: string;
    email: string;
    role: Role;
    /** True only for accounts an operator created (create-owner, demo seed): they get no welcome mail. */
    emailVerified: boolean;
    termsAcceptedAt: string | null;
    source: RegistrationSource;
    registeredAt: string;
  }
>;
export type EmailVerified = DomainEvent<
  'EmailVerified',
  { userId: string; email: string; verifiedAt: string }
>;
export type PasswordChanged = DomainEvent<'PasswordChanged', { userId: string; changedAt: string }>;
/** The reset link itself is created by the mail job and stored only as a hash: never in this event. */
export type PasswordResetRequested = DomainEvent<
  'PasswordResetRequested',
  { userId: string; email: string; language: Language; requestedAt: string }
>;
export type PasswordReset = DomainEvent<'PasswordReset', { userId: string; resetAt: string }>;
export type ProfileUpdated = DomainEvent<
  'ProfileUpdated',
  { userId: string; changes: Partial<ProfileFields>; updatedAt: string }
>;
export type EmailChangeRequested = DomainEvent<
  'EmailChangeRequested',
  { userId: string; newEmail: string; requestedAt: string }
>;
export type EmailChanged = DomainEvent<
  'EmailChanged',
  { userId: string; previousEmail: string; email: string; changedAt: string }
>;
export type UserRoleChanged = DomainEvent<
  'UserRoleChanged',
  { userId: string; from: Role; to: Role; changedBy: string; changedAt: string }
>;
export type UserDisabled = DomainEvent<
  'UserDisabled',
  { userId: string; disabledBy: string; disabledAt: string }
>;
export type UserEnabled = DomainEvent<
  'UserEnabled',
  { userId: string; enabledBy: string; enabledAt: string }
>;
/**
 * The account was erased on the person's request (GDPR art. 17): the client themselves (`by` client) or an
 * owner on their behalf (the actor is in the metadata), or the system (`by` system, no actor) erasing again,
 * from the erasure ledger, an account a restored backup brought back. Appending it erases the keys of the
 * account and of every person linked to it (crypto-shredding): from then on their personal fields read as null.
 */
export type AccountErased = DomainEvent<
  'AccountErased',
  { userId: string; by: 'client' | 'owner' | 'system'; erasedAt: string }
>;
export const ACCOUNT_ERASED: AccountErased['type'] = 'AccountErased';
/** The account an `AccountErased` names: other modules' projections forget the client through it. */
export const erasedAccountId = (event: { readonly data: unknown }): string =>
  (event.data as AccountErased['data']).userId;

/**
 * An owner handed the client a copy of the account's data (GDPR art. 15 and 20) on their request; the owner
 * is the actor in the metadata. What the copy held is not recorded.
 */
export type AccountDataExported = DomainEvent<'AccountDataExported', { userId: string; exportedAt: string }>;

/**
 * The client asked for an e-mail link that erases the account; the mail job makes the link and writes in the
 * account's language.
 */
export type AccountErasureRequested = DomainEvent<
  'AccountErasureRequested',
  { userId: string; requestedAt: string }
>;

/** Where a client gave or withdrew their consent to the monthly newsletter. */
export const NEWSLETTER_CONSENT_SOURCES = ['registration', 'settings', 'unsubscribe-link'] as const;
export type NewsletterConsentSource = (typeof NEWSLETTER_CONSENT_SOURCES)[number];

/**
 * The client agreed to receive the agency's monthly newsletter (the registration checkbox, the Settings
 * toggle). Ids only: the address is read when a letter goes out.
 */
export type NewsletterConsentGiven = DomainEvent<
  'NewsletterConsentGiven',
  { userId: string; source: NewsletterConsentSource; at: string }
>;
/** The client withdrew that consent (the Settings toggle, the letter's unsubscribe link). */
export type NewsletterConsentWithdrawn = DomainEvent<
  'NewsletterConsentWithdrawn',
  { userId: string; source: NewsletterConsentSource; at: string }
>;
export type NewsletterConsentEvent = NewsletterConsentGiven | NewsletterConsentWithdrawn;
export const NEWSLETTER_CONSENT_EVENT_TYPES: readonly NewsletterConsentEvent['type'][] = [
  'NewsletterConsentGiven',
  'NewsletterConsentWithdrawn',
];

/** One consent to the letter, given or withdrawn, however the log recorded it. */
export interface NewsletterConsent {
  userId: string;
  subscribed: boolean;
  source: NewsletterConsentSource;
  at: string;
}

/**
 * Before the consent events existed, the choice lived in the profile: `UserRegistered.newsletter` (the
 * registration checkbox) and `ProfileUpdated.changes.newsletter` (the Settings toggle). That consent is real and
 * still counts. Registrations today carry the flag too, and append `NewsletterConsentGiven` with the same
 * source and moment right after it, so reading both records one consent, not two; `ProfileUpdated` no longer
 * carries the flag at all.
 */
export const LEGACY_NEWSLETTER_CONSENT_EVENT_TYPES: readonly (UserRegistered | ProfileUpdated)['type'][] = [
  'UserRegistered',
  'ProfileUpdated',
];

/** The consent an event records, legacy shapes included; null when it records none. */
export function newsletterConsentOf(
  event: NewsletterConsentEvent | UserRegistered | ProfileUpdated,
): NewsletterConsent | null {
  switch (event.type) {
    case 'NewsletterConsentGiven':
    case 'NewsletterConsentWithdrawn':
      return { ...event.data, subscribed: event.type === 'NewsletterConsentGiven' };
    case 'UserRegistered':
      // An unticked box consents to nothing and withdraws nothing.
      return event.data.newsletter === true
        ? { userId: event.data.userId, subscribed: true, source: 'registration', at: event.data.registeredAt }
        : null;
    case 'ProfileUpdated': {
      const { newsletter } = event.data.changes;
      return typeof newsletter === 'boolean'
        ? { userId: event.data.userId, subscribed: newsletter, source: 'settings', at: event.data.updatedAt }
        : null;
    }
  }
}

/**
 * The second factor at sign-in. Never a secret: no TOTP secret, code, recovery code or hash, and no passkey's
 * name (the person's own words; it stays in the passkeys table, which erasure deletes).
 */
export type TwoFactorEnabled = DomainEvent<
  'TwoFactorEnabled',
  { userId: string; method: 'totp'; enabledAt: string }
>;
/** The person turned the authenticator app off themselves (`by` self), with their password and a code. */
export type TwoFactorDisabled = DomainEvent<
  'TwoFactorDisabled',
  { userId: string; by: 'self'; disabledAt: string }
>;
/** New recovery codes replaced every earlier one (at enrolment, or on request with password and code). */
export type RecoveryCodesRegenerated = DomainEvent<
  'RecoveryCodesRegenerated',
  { userId: string; count: number; at: string }
>;
/** A recovery code was spent at sign-in; `remaining` unused ones are left. */
export type RecoveryCodeUsed = DomainEvent<
  'RecoveryCodeUsed',
  { userId: string; remaining: number; usedAt: string }
>;
export type PasskeyRegistered = DomainEvent<
  'PasskeyRegistered',
  { userId: string; passkeyId: string; registeredAt: string }
>;
export type PasskeyRemoved = DomainEvent<
  'PasskeyRemoved',
  { userId: string; passkeyId: string; removedAt: string }
>;
/**
 * An owner took away every second factor of the account (the person lost their phone and codes): the app,
 * the recovery codes and the passkeys; the owner is the actor in the metadata. The account's sessions end.
 */
export type TwoFactorReset = DomainEvent<'TwoFactorReset', { userId: string; resetAt: string }>;

/**
 * A staff member (admin, owner) signed in from a browser their account had never signed in from, while it had
 * signed in before from another: the mail job tells them, in case it was not them. Names the browser and system
 * families only: no IP address, no device token, no hash.
 */
export type StaffSignedInFromNewDevice = DomainEvent<
  'StaffSignedInFromNewDevice',
  { userId: string; sessionId: string; browser: string | null; os: string | null; signedInAt: string }
>;

export type UserEvent =
  | UserRegistered
  | EmailVerified
  | PasswordChanged
  | PasswordResetRequested
  | PasswordReset
  | ProfileUpdated
  | EmailChangeRequested
  | EmailChanged
  | UserRoleChanged
  | UserDisabled
  | UserEnabled
  | AccountDataExported
  | AccountErasureRequested
  | AccountErased
  | NewsletterConsentGiven
  | NewsletterConsentWithdrawn
  | TwoFactorEnabled
  | TwoFactorDisabled
  | RecoveryCodesRegenerated
  | RecoveryCodeUsed
  | PasskeyRegistered
  | PasskeyRemoved
  | TwoFactorReset
  | StaffSignedInFromNewDevice;

export const userEvents = defineEvents<UserEvent>({
  UserRegistered: {},
  EmailVerified: {},
  PasswordChanged: {},
  PasswordResetRequested: {},
  PasswordReset: {},
  ProfileUpdated: {},
  EmailChangeRequested: {},
  EmailChanged: {},
  UserRoleChanged: {},
  UserDisabled: {},
  UserEnabled: {},
  AccountDataExported: {},
  AccountErasureRequested: {},
  AccountErased: {},
  NewsletterConsentGiven: {},
  NewsletterConsentWithdrawn: {},
  TwoFactorEnabled: {},
  TwoFactorDisabled: {},
  RecoveryCodesRegenerated: {},
  RecoveryCodeUsed: {},
  PasskeyRegistered: {},
  PasskeyRemoved: {},
  TwoFactorReset: {},
  StaffSignedInFromNewDevice: {},
});

export const USER_EVENT_TYPES = userEvents.types;

export const userStreamId = (userId: string): string => `user-${userId}`;
