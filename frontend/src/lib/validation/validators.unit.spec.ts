import { describe, expect, it } from '@jest/globals';
import {
  checkConfirmation,
  checkEmail,
  checkNewPassword,
  checkOptionalPhone,
  checkRequiredText,
} from './validators';

describe('account field rules (the rules of the API request DTOs)', () => {
  it('accepts passwords of 8 to 128 characters, counted as characters, with no composition rules', () => {
    expect(checkNewPassword('')).toBe('required');
    expect(checkNewPassword('1234567')).toBe('password_too_short');
    expect(checkNewPassword('abcdefgh')).toBeNull();
    expect(checkNewPassword('🌊🌊🌊🌊🌊🌊🌊')).toBe('password_too_short');
    expect(checkNewPassword('x'.repeat(128))).toBeNull();
    expect(checkNewPassword('x'.repeat(129))).toBe('too_long');
  });

  it('wants the repeated password equal to the first', () => {
    expect(checkConfirmation('secret-words', '')).toBe('required');
    expect(checkConfirmation('secret-words', 'secret-word')).toBe('passwords_mismatch');
    expect(checkConfirmation('secret-words', 'secret-words')).toBeNull();
  });

  it('checks the e-mail address and its length', () => {
    expect(checkEmail(' ')).toBe('required');
    expect(checkEmail('ana@')).toBe('invalid_email');
    expect(checkEmail(' ana@example.com ')).toBeNull();
    expect(checkEmail(`${'a'.repeat(250)}@x.es`)).toBe('too_long');
  });

  it('uses the API phone pattern: optional, 6 to 20 digits, spaces, brackets and dashes', () => {
    expect(checkOptionalPhone('')).toBeNull();
    expect(checkOptionalPhone('+34 942 123 456')).toBeNull();
    expect(checkOptionalPhone('(942) 12-34-56')).toBeNull();
    expect(checkOptionalPhone('12345')).toBe('invalid_phone');
    expect(checkOptionalPhone('942.123.456')).toBe('invalid_phone');
    expect(checkOptionalPhone('call me')).toBe('invalid_phone');
  });

  it('requires names of at most 80 characters', () => {
    expect(checkRequiredText('  ', 80)).toBe('required');
    expect(checkRequiredText(' Ana ', 80)).toBeNull();
    expect(checkRequiredText('a'.repeat(81), 80)).toBe('too_long');
  });
});
