import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { commonPasswordsFile, generateCommonPasswords } from './common-passwords';

const FILE = path.resolve(__dirname, '../backend/assets/security/common-passwords.txt');

describe('the common-password list', () => {
  if (process.env.UPDATE_COMMON_PASSWORDS === '1') writeFileSync(FILE, commonPasswordsFile());

  it('is what the generator produces (regenerate with UPDATE_COMMON_PASSWORDS=1)', () => {
    expect(readFileSync(FILE, 'utf8')).toBe(commonPasswordsFile());
  });

  it('holds at least 10,000 distinct lower-case entries the length rule would otherwise accept', () => {
    const entries = generateCommonPasswords();
    expect(entries.length).toBeGreaterThanOrEqual(10_000);
    expect(new Set(entries).size).toBe(entries.length);
    expect(entries.filter((entry) => [...entry].length < 8 || entry !== entry.toLowerCase())).toEqual([]);
  });

  it('contains the passwords every attacker tries first', () => {
    const entries = new Set(generateCommonPasswords());
    for (const password of [
      'password',
      'password1',
      'p@$$w0rd',
      '12345678',
      '123456789',
      'qwertyuiop',
      '1q2w3e4r',
      'iloveyou',
      'sunshine1',
      'football',
      'realmadrid',
      'tequiero123',
      'santander1',
      'cantabria2024',
      'passwort1',
      'ichliebedich',
      'solnyshko',
      'makedonija',
    ]) {
      expect(entries).toContain(password);
    }
  });
});
