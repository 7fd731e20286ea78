import { specFor } from '../../../platform/testing/given-when-then';
import { userDecider } from './user.decider';
import type { UserEvent, UserRegistered } from './user.events';

const USER = '0b7f5c1a-3d2e-4f6a-9b8c-7d6e5f4a3b2c';
const OWNER = '9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b';
const PASSKEY = '5d1c2b3a-4f5e-4d6c-8b7a-9e0f1a2b3c4d';
const AT = '2026-12-01T10:00:00.000Z';
const given = specFor(userDecider(USER));

const registered: UserRegistered = {
  type: 'UserRegistered',
  data: {
    userId: USER,
    email: 'ana@example.com',
    role: 'admin',
    emailVerified: true,
    firstName: 'Ana',
    lastName: 'Ruiz',
    displayName: null,
    phone: null,
    language: 'es',
    newsletter: false,
    termsAcceptedAt: null,
    source: 'operator',
    registeredAt: AT,
  },
};
const totpOn: UserEvent = { type: 'TwoFactorEnabled', data: { userId: USER, method: 'totp', enabledAt: AT } };
const passkey: UserEvent = {
  type: 'PasskeyRegistered',
  data: { userId: USER, passkeyId: PASSKEY, registeredAt: AT },
};

describe('the second factor of an account', () => {
  it('turns the app on with ten recovery codes, also again to replace the phone', () => {
    const enabled = [totpOn, { type: 'RecoveryCodesRegenerated', data: { userId: USER, count: 10, at: AT } }];
    expect(given([registered]).when({ type: 'EnableTotp', at: AT })).toEqual(enabled);
    expect(given([registered, totpOn]).when({ type: 'EnableTotp', at: AT })).toEqual(enabled);
  });

  it('turns the app off, unless the role requires it and it is the last second factor', () => {
    expect(given([registered, totpOn]).when({ type: 'DisableTotp', required: false, at: AT })).toEqual([
      { type: 'TwoFactorDisabled', data: { userId: USER, by: 'self', disabledAt: AT } },
    ]);
    expect(() => given([registered, totpOn]).when({ type: 'DisableTotp', required: true, at: AT })).toThrow(
      expect.objectContaining({ code: 'two_factor_required' }),
    );
    expect(
      given([registered, totpOn, passkey]).when({ type: 'DisableTotp', required: true, at: AT }),
    ).toHaveLength(1);
    expect(() => given([registered]).when({ type: 'DisableTotp', required: false, at: AT })).toThrow(
      expect.objectContaining({ code: 'two_factor_not_enabled' }),
    );
  });

  it('keeps the last passkey of a role that requires a second factor', () => {
    const remove = { type: 'RemovePasskey', passkeyId: PASSKEY, at: AT } as const;
    expect(() => given([registered, passkey]).when({ ...remove, required: true })).toThrow(
      expect.objectContaining({ code: 'two_factor_required' }),
    );
    expect(given([registered, passkey, totpOn]).when({ ...remove, required: true })).toEqual([
      { type: 'PasskeyRemoved', data: { userId: USER, passkeyId: PASSKEY, removedAt: AT } },
    ]);
    expect(() => given([registered]).when({ ...remove, required: false })).toThrow(
      expect.objectContaining({ code: 'passkey_not_found' }),
    );
  });

  it("lets an owner reset another account's second factors, once, never their own", () => {
    expect(
      given([registered, totpOn, passkey]).when({ type: 'ResetTwoFactor', actorId: OWNER, at: AT }),
    ).toEqual([{ type: 'TwoFactorReset', data: { userId: USER, resetAt: AT } }]);
    const reset: UserEvent = { type: 'TwoFactorReset', data: { userId: USER, resetAt: AT } };
    expect(given([registered, totpOn, passkey, reset]).state()).toMatchObject({ totp: false, passkeys: [] });
    expect(
      given([registered, totpOn, passkey, reset]).when({ type: 'ResetTwoFactor', actorId: OWNER, at: AT }),
    ).toEqual([]);
    expect(() => given([registered, totpOn]).when({ type: 'ResetTwoFactor', actorId: USER, at: AT })).toThrow(
      expect.objectContaining({ code: 'cannot_reset_own_two_factor' }),
    );
  });

  it('records a spent recovery code with the count left', () => {
    expect(given([registered, totpOn]).when({ type: 'UseRecoveryCode', remaining: 7, at: AT })).toEqual([
      { type: 'RecoveryCodeUsed', data: { userId: USER, remaining: 7, usedAt: AT } },
    ]);
  });
});
