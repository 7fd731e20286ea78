import { randomBytes } from 'node:crypto';
import { estimatePasswordStrength } from '../auth/password-strength';
import { DEMO_ACCOUNTS } from '../seed/demo-accounts';
import {
  assertAcceptablePassword,
  keyboardTwins,
  passwordLength,
  passwordUserInputs,
  weakPasswordReason,
  type PasswordContext,
} from './password-policy';

describe('password policy (with the real dictionaries)', () => {
  const context: PasswordContext = {
    email: 'maria.garcia@example.com',
    names: ['María', 'García', null],
    estimate: estimatePasswordStrength,
  };

  it('counts characters as people do', () => {
    expect(passwordLength('ñandú🌊🌊')).toBe(7);
  });

  it('accepts passphrases of any kind, without composition rules', async () => {
    for (const password of [
      'acantilado verde',
      'todo en minúsculas',
      'Marea-Baja-En-Comillas-77',
      'Password1-del-Sardinero',
      '🌊🐚 faro de Cabo Mayor',
    ]) {
      await expect(assertAcceptablePassword(password, context)).resolves.toBeUndefined();
    }
  });

  it('accepts the demo accounts and test fixtures passwords, with their own addresses and names', async () => {
    for (const { email, firstName, lastName, password } of DEMO_ACCOUNTS) {
      expect(
        await weakPasswordReason(password, { ...context, email, names: [firstName, lastName] }),
      ).toBeNull();
    }
    for (const password of [
      'Acantilado-Verde-Sardinero-42',
      'Neue-Sichere-Passphrase-1',
      'Otra-Clave-Larga-2026',
      'Nova-Sigurna-Lozinka-77',
      'faro-del-sardinero',
      'Marea-Faro-0a1b2c3d-Sardinero',
    ]) {
      expect(await weakPasswordReason(password, { ...context, names: ['Lucía', 'Ortega'] })).toBeNull();
    }
  });

  it('refuses what is too short or too long, naming the field', async () => {
    await expect(assertAcceptablePassword('1234567', context)).rejects.toThrow(
      expect.objectContaining({ code: 'too_short', details: { field: 'password' } }),
    );
    await expect(assertAcceptablePassword('x'.repeat(129), context, 'newPassword')).rejects.toThrow(
      expect.objectContaining({ code: 'too_long', details: { field: 'newPassword' } }),
    );
  });

  it('refuses a club and its founding year, common passwords and their variants, in any case', async () => {
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
      expect([password, await weakPasswordReason(password, context)]).toEqual([
        password,
        'weak_password_common',
      ]);
    }
  });

  it('refuses the person’s own address and names, with or without a year, and the agency’s name', async () => {
    for (const password of [
      'maria.garcia2024',
      'Maria.Garcia',
      'mariagarcia2024',
      'GarciaMaria1980',
      'maria.garcia@example.com',
      'costacantabria',
      'CostaCantabria1',
    ]) {
      expect([password, await weakPasswordReason(password, context)]).toEqual([
        password,
        'weak_password_personal',
      ]);
    }
  });

  it('refuses words and names by themselves, patterns, repeats and dates, each with its reason', async () => {
    expect(await weakPasswordReason('Santander2024', context)).toBe('weak_password_word');
    expect(await weakPasswordReason('aaaaaaaaaa', context)).toBe('weak_password_pattern');
    expect(await weakPasswordReason('1q2w3e4r5t', context)).toBe('weak_password_common');
    expect(await weakPasswordReason('abcdefghijk', context)).toBe('weak_password_pattern');
    expect(await weakPasswordReason('🌊🐚'.repeat(4), context)).toBe('weak_password_pattern');
    expect(await weakPasswordReason('12/05/1988', context)).toBe('weak_password_date');
  });

  it('throws weak_password with the reason as the field’s detail', async () => {
    await expect(assertAcceptablePassword('racing1913', context, 'newPassword')).rejects.toThrow(
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

  it('judges a Cyrillic password also as the keys it is typed with', async () => {
    expect(keyboardTwins('Пароль123')).toEqual(['gfhjkm123', expect.any(String)]);
    expect(keyboardTwins('acantilado')).toEqual([]);
    expect(await weakPasswordReason('пароль123', context)).toBe('weak_password_common');
    expect(await weakPasswordReason('йцукенгшщз', context)).not.toBeNull();
    expect(await weakPasswordReason('Морской бриз над Сантандером', context)).toBeNull();
  });

  it('estimates in a thread of its own: a long random password does not hold up the server', async () => {
    let answered = false;
    const estimate = estimatePasswordStrength(randomBytes(96).toString('base64'), []).then((strength) => {
      answered = true;
      return strength;
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(answered).toBe(false);
    expect((await estimate).score).toBe(4);
  });
});
