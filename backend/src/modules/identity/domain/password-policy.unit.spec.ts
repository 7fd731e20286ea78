import { passwordEstimator } from '../auth/password-strength';
import { DEMO_ACCOUNTS } from '../seed/demo-accounts';
import {
  assertAcceptablePassword,
  passwordLength,
  passwordUserInputs,
  weakPasswordReason,
  type PasswordContext,
} from './password-policy';

describe('password policy (with the real dictionaries)', () => {
  let context: PasswordContext;
  beforeAll(async () => {
    context = {
      email: 'maria.garcia@example.com',
      names: ['María', 'García', null],
      estimate: await passwordEstimator(),
    };
  });

  it('counts characters as people do', () => {
    expect(passwordLength('ñandú🌊🌊')).toBe(7);
  });

  it('accepts passphrases of any kind, without composition rules', () => {
    for (const password of [
      'acantilado verde',
      'todo en minúsculas',
      'Marea-Baja-En-Comillas-77',
      'Password1-del-Sardinero',
      '🌊🐚 faro de Cabo Mayor',
    ]) {
      expect(() => assertAcceptablePassword(password, context)).not.toThrow();
    }
  });

  it('accepts the demo accounts and test fixtures passwords, with their own addresses and names', () => {
    for (const { email, firstName, lastName, password } of DEMO_ACCOUNTS) {
      expect(weakPasswordReason(password, { ...context, email, names: [firstName, lastName] })).toBeNull();
    }
    for (const password of [
      'Acantilado-Verde-Sardinero-42',
      'Neue-Sichere-Passphrase-1',
      'Otra-Clave-Larga-2026',
      'Nova-Sigurna-Lozinka-77',
      'faro-del-sardinero',
      'Marea-Faro-0a1b2c3d-Sardinero',
    ]) {
      expect(weakPasswordReason(password, { ...context, names: ['Lucía', 'Ortega'] })).toBeNull();
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

  it('refuses a club and its founding year, common passwords and their variants, in any case', () => {
    for (const password of [
      'racing1913',
      'Racing1913',
      'Password123',
      'password123',
      'P@ssw0rd!',
      'qwertyuiop',
      'sunshine1',
      'realmadrid2024',
      'solnyshko',
    ]) {
      expect([password, weakPasswordReason(password, context)]).toEqual([password, 'weak_password_common']);
    }
  });

  it('refuses the person’s own address and names, with or without a year, and the agency’s name', () => {
    for (const password of [
      'maria.garcia2024',
      'Maria.Garcia',
      'mariagarcia2024',
      'GarciaMaria1980',
      'maria.garcia@example.com',
      'costacantabria',
      'CostaCantabria1',
    ]) {
      expect([password, weakPasswordReason(password, context)]).toEqual([password, 'weak_password_personal']);
    }
  });

  it('refuses words and names by themselves, patterns, repeats and dates, each with its reason', () => {
    expect(weakPasswordReason('Santander2024', context)).toBe('weak_password_word');
    expect(weakPasswordReason('aaaaaaaaaa', context)).toBe('weak_password_pattern');
    expect(weakPasswordReason('1q2w3e4r5t', context)).toBe('weak_password_common');
    expect(weakPasswordReason('abcdefghijk', context)).toBe('weak_password_pattern');
    expect(weakPasswordReason('🌊🐚'.repeat(4), context)).toBe('weak_password_pattern');
    expect(weakPasswordReason('12/05/1988', context)).toBe('weak_password_date');
  });

  it('throws weak_password with the reason as the field’s detail', () => {
    expect(() => assertAcceptablePassword('racing1913', context, 'newPassword')).toThrow(
      expect.objectContaining({
        code: 'weak_password',
        details: {
          fields: [expect.objectContaining({ field: 'newPassword', code: 'weak_password_common' })],
        },
      }),
    );
  });

  it('knows the address, its pieces and the names run together as what a guesser would try', () => {
    expect(
      passwordUserInputs({ email: 'Maria.Garcia@Example.com', names: ['María José', 'García'] }),
    ).toEqual(
      expect.arrayContaining([
        'maria.garcia@example.com',
        'maria.garcia',
        'maria',
        'garcia',
        'maría josé',
        'josé',
        'maríajoségarcía',
        'garcíamaríajosé',
        'mariajosegarcia',
      ]),
    );
  });
});
