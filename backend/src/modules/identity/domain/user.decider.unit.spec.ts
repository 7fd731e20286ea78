import { specFor } from '../../../platform/testing/given-when-then';
import { userDecider, type UserCommand } from './user.decider';
import type { UserEvent, UserRegistered } from './user.events';

const USER = '0b7f5c1a-3d2e-4f6a-9b8c-7d6e5f4a3b2c';
const OWNER = '9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b';
const AT = '2026-11-21T10:00:00.000Z';
const given = specFor(userDecider(USER));

const registered: UserRegistered = {
  type: 'UserRegistered',
  data: {
    userId: USER,
    email: 'ana@example.com',
    role: 'user',
    emailVerified: false,
    firstName: 'Ana',
    lastName: 'Ruiz',
    displayName: null,
    phone: null,
    language: 'es',
    newsletter: false,
    termsAcceptedAt: AT,
    source: 'self',
    registeredAt: AT,
  },
};
const disabled: UserEvent = {
  type: 'UserDisabled',
  data: { userId: USER, disabledBy: OWNER, disabledAt: AT },
};

describe('user account decider', () => {
  describe('registration', () => {
    it('records the registration as it was asked for', () => {
      expect(given([]).when({ type: 'RegisterUser', ...registered.data })).toEqual([registered]);
      expect(given([registered]).state()).toMatchObject({
        status: 'active',
        email: 'ana@example.com',
        role: 'user',
      });
    });

    it('records the newsletter checkbox as a consent given at registration', () => {
      const withNewsletter = { ...registered.data, newsletter: true };
      expect(given([]).when({ type: 'RegisterUser', ...withNewsletter })).toEqual([
        { type: 'UserRegistered', data: withNewsletter },
        { type: 'NewsletterConsentGiven', data: { userId: USER, source: 'registration', at: AT } },
      ]);
    });

    it('registers a stream only once', () => {
      expect(() => given([registered]).when({ type: 'RegisterUser', ...registered.data })).toThrow(
        'exists already',
      );
    });

    it('refuses everything else on an account that does not exist', () => {
      expect(() => given([]).when({ type: 'ChangePassword', at: AT })).toThrow(
        expect.objectContaining({ code: 'user_not_found' }),
      );
    });
  });

  describe('e-mail verification', () => {
    it('verifies the current address once', () => {
      const verified = given([registered]).when({ type: 'VerifyEmail', email: 'ana@example.com', at: AT });
      expect(verified).toEqual([
        { type: 'EmailVerified', data: { userId: USER, email: 'ana@example.com', verifiedAt: AT } },
      ]);
      expect(
        given([registered, ...verified]).when({ type: 'VerifyEmail', email: 'ana@example.com', at: AT }),
      ).toEqual([]);
    });

    it('refuses a link for an address the account no longer has', () => {
      expect(() =>
        given([registered]).when({ type: 'VerifyEmail', email: 'old@example.com', at: AT }),
      ).toThrow(expect.objectContaining({ code: 'invalid_token' }));
    });
  });

  describe('passwords', () => {
    it('records changes and resets without any secret in the event', () => {
      expect(given([registered]).when({ type: 'ChangePassword', at: AT })).toEqual([
        { type: 'PasswordChanged', data: { userId: USER, changedAt: AT } },
      ]);
      expect(given([registered]).when({ type: 'ResetPassword', at: AT })).toEqual([
        { type: 'PasswordReset', data: { userId: USER, resetAt: AT } },
      ]);
      expect(given([registered]).when({ type: 'RequestPasswordReset', language: 'de', at: AT })).toEqual([
        {
          type: 'PasswordResetRequested',
          data: { userId: USER, email: 'ana@example.com', language: 'de', requestedAt: AT },
        },
      ]);
    });

    it('sends a disabled account no reset link, silently, and lets it change nothing', () => {
      expect(
        given([registered, disabled]).when({ type: 'RequestPasswordReset', language: 'es', at: AT }),
      ).toEqual([]);
      for (const command of [
        { type: 'ChangePassword', at: AT },
        { type: 'ResetPassword', at: AT },
        { type: 'UpdateProfile', changes: { firstName: 'Eva' }, at: AT },
        { type: 'RequestEmailChange', newEmail: 'eva@example.com', at: AT },
      ] as UserCommand[]) {
        expect(() => given([registered, disabled]).when(command)).toThrow(
          expect.objectContaining({ code: 'account_disabled' }),
        );
      }
    });
  });

  describe('profile', () => {
    it('records only the fields that change', () => {
      const events = given([registered]).when({
        type: 'UpdateProfile',
        changes: { firstName: 'Ana', lastName: 'Ruiz Gómez', newsletter: true, phone: undefined },
        at: AT,
      });
      expect(events).toEqual([
        {
          type: 'ProfileUpdated',
          data: { userId: USER, changes: { lastName: 'Ruiz Gómez' }, updatedAt: AT },
        },
        { type: 'NewsletterConsentGiven', data: { userId: USER, source: 'settings', at: AT } },
      ]);
      expect(given([registered, ...events]).state().profile).toMatchObject({
        lastName: 'Ruiz Gómez',
        newsletter: true,
      });
    });

    it('records the newsletter choice as a consent with where it was made, once', () => {
      const consented = given([registered]).when({
        type: 'UpdateProfile',
        changes: { newsletter: true },
        at: AT,
      });
      expect(consented).toEqual([
        { type: 'NewsletterConsentGiven', data: { userId: USER, source: 'settings', at: AT } },
      ]);
      expect(
        given([registered, ...consented]).when({
          type: 'UpdateProfile',
          changes: { newsletter: true },
          at: AT,
        }),
      ).toEqual([]);
      const withdrawn = given([registered, ...consented]).when({
        type: 'ChangeNewsletterConsent',
        subscribed: false,
        source: 'unsubscribe-link',
        at: AT,
      });
      expect(withdrawn).toEqual([
        { type: 'NewsletterConsentWithdrawn', data: { userId: USER, source: 'unsubscribe-link', at: AT } },
      ]);
      expect(given([registered, ...consented, ...withdrawn]).state().profile?.newsletter).toBe(false);
      // A second click on the link records nothing more.
      expect(
        given([registered, ...consented, ...withdrawn]).when({
          type: 'ChangeNewsletterConsent',
          subscribed: false,
          source: 'unsubscribe-link',
          at: AT,
        }),
      ).toEqual([]);
    });

    it('records nothing when nothing changes', () => {
      expect(
        given([registered]).when({ type: 'UpdateProfile', changes: { firstName: 'Ana' }, at: AT }),
      ).toEqual([]);
    });
  });

  describe('e-mail change', () => {
    const requested: UserEvent = {
      type: 'EmailChangeRequested',
      data: { userId: USER, newEmail: 'ana.ruiz@example.com', requestedAt: AT },
    };

    it('asks for the new address first and moves there when its link is followed', () => {
      expect(
        given([registered]).when({ type: 'RequestEmailChange', newEmail: 'ana.ruiz@example.com', at: AT }),
      ).toEqual([requested]);
      const changed = given([registered, requested]).when({
        type: 'ConfirmEmailChange',
        newEmail: 'ana.ruiz@example.com',
        at: AT,
      });
      expect(changed).toEqual([
        {
          type: 'EmailChanged',
          data: {
            userId: USER,
            previousEmail: 'ana@example.com',
            email: 'ana.ruiz@example.com',
            changedAt: AT,
          },
        },
      ]);
      expect(given([registered, requested, ...changed]).state()).toMatchObject({
        email: 'ana.ruiz@example.com',
        emailVerified: true,
        pendingEmail: null,
      });
    });

    it('refuses the current address and links for an address asked for earlier', () => {
      expect(() =>
        given([registered]).when({ type: 'RequestEmailChange', newEmail: 'ana@example.com', at: AT }),
      ).toThrow(expect.objectContaining({ code: 'email_unchanged' }));
      const newer: UserEvent = {
        type: 'EmailChangeRequested',
        data: { userId: USER, newEmail: 'other@example.com', requestedAt: AT },
      };
      expect(() =>
        given([registered, requested, newer]).when({
          type: 'ConfirmEmailChange',
          newEmail: 'ana.ruiz@example.com',
          at: AT,
        }),
      ).toThrow(expect.objectContaining({ code: 'invalid_token' }));
    });
  });

  describe('roles and state, by owners', () => {
    it('changes the role, and records nothing when it is the same', () => {
      expect(given([registered]).when({ type: 'ChangeRole', role: 'admin', actorId: OWNER, at: AT })).toEqual(
        [
          {
            type: 'UserRoleChanged',
            data: { userId: USER, from: 'user', to: 'admin', changedBy: OWNER, changedAt: AT },
          },
        ],
      );
      expect(given([registered]).when({ type: 'ChangeRole', role: 'user', actorId: OWNER, at: AT })).toEqual(
        [],
      );
    });

    it('never lets someone change their own role or disable themselves', () => {
      expect(() =>
        given([registered]).when({ type: 'ChangeRole', role: 'owner', actorId: USER, at: AT }),
      ).toThrow(expect.objectContaining({ code: 'cannot_change_own_role' }));
      expect(() => given([registered]).when({ type: 'DisableUser', actorId: USER, at: AT })).toThrow(
        expect.objectContaining({ code: 'cannot_disable_self' }),
      );
    });

    it('disables and enables, each once', () => {
      expect(given([registered]).when({ type: 'DisableUser', actorId: OWNER, at: AT })).toEqual([disabled]);
      expect(given([registered, disabled]).when({ type: 'DisableUser', actorId: OWNER, at: AT })).toEqual([]);
      expect(given([registered, disabled]).when({ type: 'EnableUser', actorId: OWNER, at: AT })).toEqual([
        { type: 'UserEnabled', data: { userId: USER, enabledBy: OWNER, enabledAt: AT } },
      ]);
      expect(given([registered]).when({ type: 'EnableUser', actorId: OWNER, at: AT })).toEqual([]);
    });
  });

  describe('copies of the data handed over by an owner (GDPR art. 15 and 20)', () => {
    const exported: UserEvent = { type: 'AccountDataExported', data: { userId: USER, exportedAt: AT } };

    it('records each copy, also of a disabled account, and changes nothing of the account', () => {
      expect(given([registered]).when({ type: 'RecordDataExport', at: AT })).toEqual([exported]);
      expect(given([registered, disabled]).when({ type: 'RecordDataExport', at: AT })).toEqual([exported]);
      // A copy leaves the account as it was: the next command decides as if there had been none.
      expect(given([registered, exported]).when({ type: 'DisableUser', actorId: OWNER, at: AT })).toEqual([
        disabled,
      ]);
    });

    it('hands over nothing of an unknown or erased account', () => {
      const erased: UserEvent = { type: 'AccountErased', data: { userId: USER, by: 'owner', erasedAt: AT } };
      for (const history of [[], [registered, erased]]) {
        expect(() => given(history).when({ type: 'RecordDataExport', at: AT })).toThrow(
          expect.objectContaining({ code: 'user_not_found' }),
        );
      }
    });
  });

  describe('erasure (GDPR art. 17)', () => {
    const erased: UserEvent = {
      type: 'AccountErased',
      data: { userId: USER, by: 'client', erasedAt: AT },
    };

    it("erases a client's account, also a disabled one, and records who asked", () => {
      expect(given([registered]).when({ type: 'EraseAccount', by: 'client', at: AT })).toEqual([erased]);
      expect(given([registered, disabled]).when({ type: 'EraseAccount', by: 'owner', at: AT })).toEqual([
        { ...erased, data: { ...erased.data, by: 'owner' } },
      ]);
    });

    it('sends the e-mail link only to an active client account', () => {
      expect(given([registered]).when({ type: 'RequestAccountErasure', at: AT })).toEqual([
        { type: 'AccountErasureRequested', data: { userId: USER, requestedAt: AT } },
      ]);
      expect(() => given([registered, disabled]).when({ type: 'RequestAccountErasure', at: AT })).toThrow(
        expect.objectContaining({ code: 'account_disabled' }),
      );
    });

    it('refuses staff accounts: an owner makes them client accounts first, so an owner always remains', () => {
      const owner: UserEvent = { ...registered, data: { ...registered.data, role: 'owner' } };
      const admin: UserEvent = { ...registered, data: { ...registered.data, role: 'admin' } };
      for (const staff of [owner, admin]) {
        expect(() => given([staff]).when({ type: 'EraseAccount', by: 'owner', at: AT })).toThrow(
          expect.objectContaining({ code: 'staff_account_not_erasable' }),
        );
        expect(() => given([staff]).when({ type: 'RequestAccountErasure', at: AT })).toThrow(
          expect.objectContaining({ code: 'staff_account_not_erasable' }),
        );
      }
    });

    it('erases again, for the ledger, an account a restored backup brought back, even as staff', () => {
      const admin: UserEvent = { ...registered, data: { ...registered.data, role: 'admin' } };
      for (const history of [[registered], [admin]]) {
        expect(given(history).when({ type: 'EraseAccount', by: 'system', at: AT })).toEqual([
          { ...erased, data: { ...erased.data, by: 'system' } },
        ]);
      }
      expect(() => given([registered, erased]).when({ type: 'EraseAccount', by: 'system', at: AT })).toThrow(
        expect.objectContaining({ code: 'user_not_found' }),
      );
    });

    it('finds no account after the erasure, also when its history reads without personal fields', () => {
      const shredded = { ...registered, data: { ...registered.data, email: null, firstName: null } };
      const history = [shredded as unknown as UserEvent, erased];
      for (const command of [
        { type: 'EraseAccount', by: 'client', at: AT },
        { type: 'ChangePassword', at: AT },
        { type: 'RequestPasswordReset', language: 'es', at: AT },
      ] as UserCommand[]) {
        expect(() => given(history).when(command)).toThrow(
          expect.objectContaining({ code: 'user_not_found' }),
        );
      }
    });
  });
  describe('sign-in from a new device', () => {
    const admin: UserRegistered = { ...registered, data: { ...registered.data, role: 'admin' } };
    const signIn = (device: { deviceKnown: boolean; accountHasDevices: boolean }): UserCommand => ({
      type: 'NoteSignIn',
      sessionId: 'session-1',
      browser: 'Firefox',
      os: 'Windows',
      at: AT,
      ...device,
    });

    it("tells of a staff member's device the account has not used, when it has used another", () => {
      expect(given([admin]).when(signIn({ deviceKnown: false, accountHasDevices: true }))).toEqual([
        {
          type: 'StaffSignedInFromNewDevice',
          data: { userId: USER, sessionId: 'session-1', browser: 'Firefox', os: 'Windows', signedInAt: AT },
        },
      ]);
    });

    it("records nothing for a known device, an account's first device or a client", () => {
      expect(given([admin]).when(signIn({ deviceKnown: true, accountHasDevices: true }))).toEqual([]);
      expect(given([admin]).when(signIn({ deviceKnown: false, accountHasDevices: false }))).toEqual([]);
      expect(given([registered]).when(signIn({ deviceKnown: false, accountHasDevices: true }))).toEqual([]);
    });
  });
});
