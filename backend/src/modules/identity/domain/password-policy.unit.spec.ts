import { assertAcceptablePassword, isWeakPassword, passwordLength } from './password-policy';

const context = { email: 'ana.ruiz@example.com', commonPasswords: new Set(['password1', 'qwertyuiop']) };

describe('password policy', () => {
  it('counts characters as people do', () => {
    expect(passwordLength('ñandú🌊🌊')).toBe(7);
  });

  it('accepts 8 to 128 characters of anything, without composition rules', () => {
    for (const password of [
      'acantilado verde',
      'todo en minúsculas',
      '🌊🐚'.repeat(4),
      'x'.repeat(127) + 'y',
    ]) {
      expect(() => assertAcceptablePassword(password, context)).not.toThrow();
    }
  });

  it('refuses what is too short or too long, naming the field', () => {
    expect(() => assertAcceptablePassword('1234567', context)).toThrow(
      expect.objectContaining({ code: 'too_short', details: { field: 'password' } }),
    );
    expect(() => assertAcceptablePassword('x'.repeat(129), context, 'newPassword')).toThrow(
      expect.objectContaining({ code: 'too_long', details: { field: 'newPassword' } }),
    );
  });

  it('refuses listed passwords in any case, the account address, its local part and repeated characters', () => {
    for (const password of [
      'Password1',
      'QWERTYUIOP',
      'ana.ruiz@example.com',
      'ANA.RUIZ',
      'aaaaaaaaaa',
      'costacantabria',
    ]) {
      expect(isWeakPassword(password, context)).toBe(true);
    }
    expect(() => assertAcceptablePassword('Password1', context)).toThrow(
      expect.objectContaining({ code: 'weak_password' }),
    );
    expect(isWeakPassword('Password1-del-Sardinero', context)).toBe(false);
  });
});
