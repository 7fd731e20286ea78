import { Entity, PrimaryKey, Property } from '@mikro-orm/core';
import type { Role } from '../../../platform/http/roles';
import type { InlineProjection } from '../../../platform/projections/projection';
import { USER_EVENT_TYPES, type ProfileFields, type UserEvent } from '../domain/user.events';

/**
 * Accounts as the API reads them: sign-in lookups, the per-request role and state check, profiles and the
 * owner's user list. Projected inline, so a demotion or a disable is visible to the very next request. The
 * unique index on `email` is also what refuses a second account for an address when two registrations race.
 */
@Entity({ tableName: 'identity_users' })
export class UserReadModel {
  @PrimaryKey({ type: 'uuid' }) id: string;
  @Property({ type: 'integer' }) version: number;
  @Property({ type: 'text' }) email: string;
  @Property({ type: 'boolean', fieldName: 'email_verified' }) emailVerified: boolean;
  @Property({ type: 'text', nullable: true, fieldName: 'pending_email' }) pendingEmail: string | null;
  @Property({ type: 'text', fieldName: 'first_name' }) firstName: string;
  @Property({ type: 'text', fieldName: 'last_name' }) lastName: string;
  @Property({ type: 'text', nullable: true, fieldName: 'display_name' }) displayName: string | null;
  @Property({ type: 'text', nullable: true }) phone: string | null;
  @Property({ type: 'text' }) language: string;
  @Property({ type: 'boolean' }) newsletter: boolean;
  @Property({ type: 'text' }) role: Role;
  @Property({ type: 'text' }) status: 'active' | 'disabled';
  @Property({ type: 'datetime', fieldName: 'registered_at' }) registeredAt: Date;
  @Property({ type: 'datetime', fieldName: 'updated_at' }) updatedAt: Date;
}

const COLUMN: Record<keyof ProfileFields, string> = {
  firstName: 'first_name',
  lastName: 'last_name',
  displayName: 'display_name',
  phone: 'phone',
  language: 'language',
  newsletter: 'newsletter',
};

/** When the event happened, from its own data: a rebuild writes the same rows as the live projection. */
function occurredAt(event: UserEvent): string {
  switch (event.type) {
    case 'UserRegistered':
      return event.data.registeredAt;
    case 'EmailVerified':
      return event.data.verifiedAt;
    case 'PasswordChanged':
    case 'EmailChanged':
    case 'UserRoleChanged':
      return event.data.changedAt;
    case 'PasswordResetRequested':
    case 'EmailChangeRequested':
    case 'AccountErasureRequested':
      return event.data.requestedAt;
    case 'AccountErased':
      return event.data.erasedAt;
    case 'AccountDataExported':
      return event.data.exportedAt;
    case 'PasswordReset':
      return event.data.resetAt;
    case 'ProfileUpdated':
      return event.data.updatedAt;
    case 'UserDisabled':
      return event.data.disabledAt;
    case 'UserEnabled':
      return event.data.enabledAt;
    case 'NewsletterConsentGiven':
    case 'NewsletterConsentWithdrawn':
    case 'RecoveryCodesRegenerated':
      return event.data.at;
    case 'TwoFactorEnabled':
      return event.data.enabledAt;
    case 'TwoFactorDisabled':
      return event.data.disabledAt;
    case 'TwoFactorReset':
      return event.data.resetAt;
    case 'RecoveryCodeUsed':
      return event.data.usedAt;
    case 'PasskeyRegistered':
      return event.data.registeredAt;
    case 'PasskeyRemoved':
      return event.data.removedAt;
    case 'StaffSignedInFromNewDevice':
      return event.data.signedInAt;
  }
}

export const usersProjection: InlineProjection<UserEvent> = {
  name: 'identity-users',
  eventTypes: USER_EVENT_TYPES,
  tables: ['identity_users'],
  async apply(em, event) {
    const { userId } = event.data;
    // An erased account has no row: erasure deletes it, and a rebuild never writes it (its registration
    // reads without the personal fields, and every later update finds no row).
    if (event.type === 'AccountErased') {
      await em.execute('delete from identity_users where id = ?', [userId]);
      return;
    }
    if (event.type === 'UserRegistered' && event.erasedPaths?.length) return;
    if (event.type === 'UserRegistered') {
      const data = event.data;
      await em.execute(
        `insert into identity_users (id, version, email, email_verified, pending_email, first_name, last_name,
           display_name, phone, language, newsletter, role, status, registered_at, updated_at)
         values (?, ?, ?, ?, null, ?, ?, ?, ?, ?, ?, ?, 'active', ?, ?)`,
        [
          userId,
          event.streamVersion,
          data.email,
          data.emailVerified,
          data.firstName,
          data.lastName,
          data.displayName,
          data.phone,
          data.language,
          data.newsletter,
          data.role,
          data.registeredAt,
          data.registeredAt,
        ],
      );
      return;
    }
    const set: string[] = [];
    const params: unknown[] = [];
    switch (event.type) {
      case 'EmailVerified':
        set.push('email_verified = (email = ?) or email_verified');
        params.push(event.data.email);
        break;
      case 'ProfileUpdated':
        for (const [key, value] of Object.entries(event.data.changes)) {
          set.push(`${COLUMN[key as keyof ProfileFields]} = ?`);
          params.push(value);
        }
        break;
      case 'EmailChangeRequested':
        set.push('pending_email = ?');
        params.push(event.data.newEmail);
        break;
      case 'EmailChanged':
        set.push('email = ?', 'email_verified = true', 'pending_email = null');
        params.push(event.data.email);
        break;
      case 'UserRoleChanged':
        set.push('role = ?');
        params.push(event.data.to);
        break;
      case 'UserDisabled':
        set.push(`status = 'disabled'`);
        break;
      case 'UserEnabled':
        set.push(`status = 'active'`);
        break;
      case 'NewsletterConsentGiven':
      case 'NewsletterConsentWithdrawn':
        set.push('newsletter = ?');
        params.push(event.type === 'NewsletterConsentGiven');
        break;
      default:
        break;
    }
    set.push('version = ?', 'updated_at = ?');
    params.push(event.streamVersion, occurredAt(event), userId);
    await em.execute(`update identity_users set ${set.join(', ')} where id = ?`, params);
  },
};
