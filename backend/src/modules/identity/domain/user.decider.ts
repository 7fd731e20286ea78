import type { Decider } from '../../../platform/domain/decider';
import { DomainError } from '../../../platform/domain/domain-error';
import type { Role } from '../../../platform/http/roles';
import type { Language } from '../../../platform/i18n/languages';
import { TWO_FACTOR_POLICY } from './two-factor-policy';
import type { NewsletterConsentSource, ProfileFields, UserEvent, UserRegistered } from './user.events';

/** What the account's history says now: enough to decide every command on it. */
export interface UserState {
  status: 'none' | 'active' | 'disabled' | 'erased';
  email: string;
  emailVerified: boolean;
  pendingEmail: string | null;
  role: Role;
  profile: ProfileFields | null;
  /** An authenticator app (TOTP) is set up and confirmed. */
  totp: boolean;
  /** The ids of the account's passkeys. */
  passkeys: readonly string[];
}

export type UserCommand =
  | ({ type: 'RegisterUser' } & UserRegistered['data'])
  | { type: 'VerifyEmail'; email: string; at: string }
  | { type: 'ChangePassword'; at: string }
  | { type: 'RequestPasswordReset'; language: Language; at: string }
  | { type: 'ResetPassword'; at: string }
  | { type: 'UpdateProfile'; changes: Partial<ProfileFields>; at: string }
  | { type: 'RequestEmailChange'; newEmail: string; at: string }
  | { type: 'ConfirmEmailChange'; newEmail: string; at: string }
  | { type: 'ChangeRole'; role: Role; actorId: string; at: string }
  | { type: 'DisableUser'; actorId: string; at: string }
  | { type: 'EnableUser'; actorId: string; at: string }
  | { type: 'RecordDataExport'; at: string }
  | { type: 'RequestAccountErasure'; at: string }
  | { type: 'ChangeNewsletterConsent'; subscribed: boolean; source: NewsletterConsentSource; at: string }
  | { type: 'EraseAccount'; by: 'client' | 'owner' | 'system'; at: string }
  /**
   * A session was opened. `deviceKnown`: the browser's device cookie is one the account signed in with before;
   * `accountHasDevices`: the account has signed in before from any device at all.
   */
  | {
      type: 'NoteSignIn';
      sessionId: string;
      deviceKnown: boolean;
      accountHasDevices: boolean;
      browser: string | null;
      os: string | null;
      at: string;
    }
  | { type: 'EnableTotp'; at: string }
  /** `required`: the account's role must keep a second factor (TWO_FACTOR_REQUIRED_ROLES). */
  | { type: 'DisableTotp'; required: boolean; at: string }
  | { type: 'RegenerateRecoveryCodes'; at: string }
  | { type: 'UseRecoveryCode'; remaining: number; at: string }
  | { type: 'RegisterPasskey'; passkeyId: string; at: string }
  | { type: 'RemovePasskey'; passkeyId: string; required: boolean; at: string }
  | { type: 'ResetTwoFactor'; actorId: string; at: string };

const initialState: UserState = {
  status: 'none',
  email: '',
  emailVerified: false,
  pendingEmail: null,
  role: 'user',
  profile: null,
  totp: false,
  passkeys: [],
};

const PROFILE_KEYS: readonly (keyof ProfileFields)[] = [
  'firstName',
  'lastName',
  'displayName',
  'phone',
  'language',
];

/** A change of the newsletter consent as its event; none when it is what the account has already. */
function newsletterConsent(
  userId: string,
  current: boolean,
  subscribed: boolean,
  source: NewsletterConsentSource,
  at: string,
): UserEvent[] {
  if (subscribed === current) return [];
  return [
    {
      type: subscribed ? 'NewsletterConsentGiven' : 'NewsletterConsentWithdrawn',
      data: { userId, source, at },
    },
  ];
}

export const invalidToken = (): DomainError =>
  new DomainError('invalid', 'invalid_token', 'This link is not valid or has been used already.');

function accountDisabled(): DomainError {
  return new DomainError('forbidden', 'account_disabled', 'This account has been disabled.');
}

/** An erased account is gone: every command on it finds no user. */
function existing(state: UserState, userId: string): void {
  if (state.status === 'none' || state.status === 'erased')
    throw new DomainError('not_found', 'user_not_found', `No user ${userId}`);
}

function active(state: UserState, userId: string): void {
  existing(state, userId);
  if (state.status === 'disabled') throw accountDisabled();
}

function totpEnabled(state: UserState): void {
  if (!state.totp) {
    throw new DomainError(
      'conflict',
      'two_factor_not_enabled',
      'Two-step verification with an app is not on.',
    );
  }
}

/** A role that must sign in with a second factor keeps at least one: it may replace it, never drop it. */
function keepsASecondFactor(required: boolean, factorsLeft: number): void {
  if (required && factorsLeft === 0) {
    throw new DomainError(
      'conflict',
      'two_factor_required',
      'Your role signs in with two-step verification: set up another method before removing this one.',
    );
  }
}

/**
 * Only a client's account is erased on request. A staff account (admin, owner) is first made a client by an
 * owner: the agency decides who leaves its team, and so always keeps at least one owner.
 */
function erasable(state: UserState): void {
  if (state.role !== 'user') {
    throw new DomainError(
      'conflict',
      'staff_account_not_erasable',
      'A staff account cannot be erased: an owner must make it a client account first.',
    );
  }
}

/**
 * The user account. Commands name the moment they happen (`at`, from the injectable clock), so the
 * decider stays pure and its events replay to the same read model at any later time.
 */
export function userDecider(userId: string): Decider<UserCommand, UserState, UserEvent> {
  return {
    initialState,
    decide(command, state) {
      switch (command.type) {
        case 'RegisterUser': {
          if (state.status !== 'none') {
            throw new DomainError('conflict', 'user_exists', `User ${userId} exists already`);
          }
          const { type: _type, ...data } = command;
          return [
            { type: 'UserRegistered', data },
            ...newsletterConsent(userId, false, data.newsletter, 'registration', data.registeredAt),
          ];
        }
        case 'VerifyEmail':
          existing(state, userId);
          // A link for an address the account no longer has verifies nothing.
          if (command.email !== state.email) throw invalidToken();
          if (state.emailVerified) return [];
          return [{ type: 'EmailVerified', data: { userId, email: command.email, verifiedAt: command.at } }];
        case 'ChangePassword':
          active(state, userId);
          return [{ type: 'PasswordChanged', data: { userId, changedAt: command.at } }];
        case 'RequestPasswordReset':
          existing(state, userId);
          // A disabled account gets no link, and the answer to the request does not say so.
          if (state.status === 'disabled') return [];
          return [
            {
              type: 'PasswordResetRequested',
              data: { userId, email: state.email, language: command.language, requestedAt: command.at },
            },
          ];
        case 'ResetPassword':
          active(state, userId);
          return [{ type: 'PasswordReset', data: { userId, resetAt: command.at } }];
        case 'UpdateProfile': {
          active(state, userId);
          const current = state.profile as ProfileFields;
          const changes: Partial<ProfileFields> = {};
          for (const key of PROFILE_KEYS) {
            const value = command.changes[key];
            if (value !== undefined && value !== current[key]) Object.assign(changes, { [key]: value });
          }
          // The newsletter choice is a consent of its own, recorded with where it was made.
          const consent =
            command.changes.newsletter === undefined
              ? []
              : newsletterConsent(
                  userId,
                  current.newsletter,
                  command.changes.newsletter,
                  'settings',
                  command.at,
                );
          if (Object.keys(changes).length === 0) return consent;
          return [{ type: 'ProfileUpdated', data: { userId, changes, updatedAt: command.at } }, ...consent];
        }
        case 'ChangeNewsletterConsent':
          existing(state, userId);
          return newsletterConsent(
            userId,
            (state.profile as ProfileFields).newsletter,
            command.subscribed,
            command.source,
            command.at,
          );
        case 'RequestEmailChange':
          active(state, userId);
          if (command.newEmail === state.email) {
            throw new DomainError(
              'invalid',
              'email_unchanged',
              'This is the address of the account already.',
            );
          }
          return [
            {
              type: 'EmailChangeRequested',
              data: { userId, newEmail: command.newEmail, requestedAt: command.at },
            },
          ];
        case 'ConfirmEmailChange':
          active(state, userId);
          // Only the latest requested address can be confirmed: an older link is void.
          if (state.pendingEmail !== command.newEmail) throw invalidToken();
          return [
            {
              type: 'EmailChanged',
              data: { userId, previousEmail: state.email, email: command.newEmail, changedAt: command.at },
            },
          ];
        case 'ChangeRole':
          existing(state, userId);
          // Owners are only ever changed by another owner, so the agency always keeps at least one.
          if (command.actorId === userId) {
            throw new DomainError('conflict', 'cannot_change_own_role', 'You cannot change your own role.');
          }
          if (command.role === state.role) return [];
          return [
            {
              type: 'UserRoleChanged',
              data: {
                userId,
                from: state.role,
                to: command.role,
                changedBy: command.actorId,
                changedAt: command.at,
              },
            },
          ];
        case 'DisableUser':
          existing(state, userId);
          if (command.actorId === userId) {
            throw new DomainError('conflict', 'cannot_disable_self', 'You cannot disable your own account.');
          }
          if (state.status === 'disabled') return [];
          return [
            { type: 'UserDisabled', data: { userId, disabledBy: command.actorId, disabledAt: command.at } },
          ];
        case 'EnableUser':
          existing(state, userId);
          if (state.status === 'active') return [];
          return [
            { type: 'UserEnabled', data: { userId, enabledBy: command.actorId, enabledAt: command.at } },
          ];
        case 'RecordDataExport':
          existing(state, userId);
          return [{ type: 'AccountDataExported', data: { userId, exportedAt: command.at } }];
        case 'RequestAccountErasure':
          active(state, userId);
          erasable(state);
          return [
            {
              type: 'AccountErasureRequested',
              data: { userId, requestedAt: command.at },
            },
          ];
        case 'NoteSignIn':
          existing(state, userId);
          // Only staff accounts reach the back office, so only theirs are watched. An account's very first
          // device is new to nobody: a brand-new owner is not warned about their own first sign-in.
          if (state.role === 'user' || command.deviceKnown || !command.accountHasDevices) return [];
          return [
            {
              type: 'StaffSignedInFromNewDevice',
              data: {
                userId,
                sessionId: command.sessionId,
                browser: command.browser,
                os: command.os,
                signedInAt: command.at,
              },
            },
          ];
        case 'EraseAccount':
          existing(state, userId);
          // The ledger's erasure of a restored account: it was a client's when the person was forgotten,
          // whatever role the older backup shows.
          if (command.by !== 'system') erasable(state);
          return [{ type: 'AccountErased', data: { userId, by: command.by, erasedAt: command.at } }];
        case 'EnableTotp':
          // Enabling again replaces the app (a new phone): the earlier secret and codes stop working.
          active(state, userId);
          return [
            { type: 'TwoFactorEnabled', data: { userId, method: 'totp', enabledAt: command.at } },
            {
              type: 'RecoveryCodesRegenerated',
              data: { userId, count: TWO_FACTOR_POLICY.recoveryCodes, at: command.at },
            },
          ];
        case 'DisableTotp':
          active(state, userId);
          totpEnabled(state);
          keepsASecondFactor(command.required, state.passkeys.length);
          return [{ type: 'TwoFactorDisabled', data: { userId, by: 'self', disabledAt: command.at } }];
        case 'RegenerateRecoveryCodes':
          active(state, userId);
          totpEnabled(state);
          return [
            {
              type: 'RecoveryCodesRegenerated',
              data: { userId, count: TWO_FACTOR_POLICY.recoveryCodes, at: command.at },
            },
          ];
        case 'UseRecoveryCode':
          active(state, userId);
          return [
            { type: 'RecoveryCodeUsed', data: { userId, remaining: command.remaining, usedAt: command.at } },
          ];
        case 'RegisterPasskey':
          active(state, userId);
          return [
            {
              type: 'PasskeyRegistered',
              data: { userId, passkeyId: command.passkeyId, registeredAt: command.at },
            },
          ];
        case 'RemovePasskey':
          active(state, userId);
          if (!state.passkeys.includes(command.passkeyId)) {
            throw new DomainError('not_found', 'passkey_not_found', 'This passkey does not exist.');
          }
          keepsASecondFactor(command.required, (state.totp ? 1 : 0) + state.passkeys.length - 1);
          return [
            { type: 'PasskeyRemoved', data: { userId, passkeyId: command.passkeyId, removedAt: command.at } },
          ];
        case 'ResetTwoFactor':
          existing(state, userId);
          if (command.actorId === userId) {
            throw new DomainError(
              'conflict',
              'cannot_reset_own_two_factor',
              'You cannot reset your own two-step verification.',
            );
          }
          if (!state.totp && state.passkeys.length === 0) return [];
          return [{ type: 'TwoFactorReset', data: { userId, resetAt: command.at } }];
      }
    },
    evolve(state, event) {
      switch (event.type) {
        case 'UserRegistered': {
          const { data } = event;
          return {
            status: 'active',
            email: data.email,
            emailVerified: data.emailVerified,
            pendingEmail: null,
            role: data.role,
            totp: false,
            passkeys: [],
            profile: {
              firstName: data.firstName,
              lastName: data.lastName,
              displayName: data.displayName,
              phone: data.phone,
              language: data.language,
              newsletter: data.newsletter,
            },
          };
        }
        case 'EmailVerified':
          return event.data.email === state.email ? { ...state, emailVerified: true } : state;
        case 'ProfileUpdated':
          return { ...state, profile: { ...(state.profile as ProfileFields), ...event.data.changes } };
        case 'EmailChangeRequested':
          return { ...state, pendingEmail: event.data.newEmail };
        case 'EmailChanged':
          return { ...state, email: event.data.email, emailVerified: true, pendingEmail: null };
        case 'UserRoleChanged':
          return { ...state, role: event.data.to };
        case 'UserDisabled':
          return { ...state, status: 'disabled' };
        case 'UserEnabled':
          return { ...state, status: 'active' };
        case 'AccountErased':
          return { ...initialState, status: 'erased' };
        case 'NewsletterConsentGiven':
        case 'NewsletterConsentWithdrawn':
          return {
            ...state,
            profile: {
              ...(state.profile as ProfileFields),
              newsletter: event.type === 'NewsletterConsentGiven',
            },
          };
        case 'TwoFactorEnabled':
          return { ...state, totp: true };
        case 'TwoFactorDisabled':
          return { ...state, totp: false };
        case 'TwoFactorReset':
          return { ...state, totp: false, passkeys: [] };
        case 'PasskeyRegistered':
          return { ...state, passkeys: [...state.passkeys, event.data.passkeyId] };
        case 'PasskeyRemoved':
          return { ...state, passkeys: state.passkeys.filter((id) => id !== event.data.passkeyId) };
        case 'RecoveryCodesRegenerated':
        case 'RecoveryCodeUsed':
        case 'PasswordChanged':
        case 'PasswordResetRequested':
        case 'PasswordReset':
        case 'AccountDataExported':
        case 'AccountErasureRequested':
        case 'StaffSignedInFromNewDevice':
          return state;
      }
    },
  };
}
