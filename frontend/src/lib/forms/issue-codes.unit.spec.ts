import { describe, expect, it } from '@jest/globals';
import * as z from 'zod';
import { zRegisterRequestDto, zSendInquiryRequestDto } from '../api/zod.gen';
import { apiCodeOf } from './issue-codes';
import { confirmedPassword, optionalText, trimmed } from './rules';

/** The API code of each field the schema refuses (the first issue of a field, as react-hook-form shows). */
function codes(schema: z.ZodType, values: unknown): Record<string, string> {
  const result = schema.safeParse(values, { error: apiCodeOf });
  const found: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) found[issue.path.join('.')] ??= issue.message;
  return found;
}

const inquiry = zSendInquiryRequestDto.shape;
const inquiryForm = z.object({
  name: trimmed(inquiry.name),
  email: trimmed(inquiry.email),
  phone: optionalText(inquiry.phone, undefined),
  message: trimmed(inquiry.message),
});
const filled = { name: 'Ana', email: 'ana@example.com', phone: '', message: 'Hola' };

describe('zod issues as the API validation codes (generated inquiry schema)', () => {
  it('tells a decimal in a whole-number field from something that is no number at all', () => {
    const numbers = z.object({ price: z.int(), latitude: z.number() });
    expect(codes(numbers, { price: 1.5, latitude: 43.46 })).toEqual({ price: 'not_a_whole_number' });
    expect(codes(numbers, { price: Number.NaN, latitude: Number.NaN })).toEqual({
      price: 'not_a_number',
      latitude: 'not_a_number',
    });
  });

  it('says required for blank required fields, also where the e-mail format fails too', () => {
    expect(codes(inquiryForm, { name: '  ', email: '', phone: '', message: '' })).toEqual({
      name: 'required',
      email: 'required',
      message: 'required',
    });
  });

  it('limits the lengths of the trimmed values', () => {
    expect(codes(inquiryForm, { ...filled, name: ` ${'a'.repeat(120)} ` })).toEqual({});
    expect(codes(inquiryForm, { ...filled, name: 'a'.repeat(121) })).toEqual({ name: 'too_long' });
    expect(codes(inquiryForm, { ...filled, message: 'm'.repeat(5001) })).toEqual({ message: 'too_long' });
    expect(codes(inquiryForm, { ...filled, email: `${'e'.repeat(250)}@x.es` })).toEqual({
      email: 'too_long',
    });
  });

  it('checks the e-mail format', () => {
    expect(codes(inquiryForm, { ...filled, email: 'ana@' })).toEqual({ email: 'invalid_email' });
    expect(codes(inquiryForm, { ...filled, email: 'ana example.com' })).toEqual({ email: 'invalid_email' });
  });

  it('accepts the phone formats the API accepts, and no phone at all', () => {
    for (const phone of ['', '+34 942 318 540', '942318540', '(942) 31 85 40', `+${'1'.repeat(20)}`]) {
      expect(codes(inquiryForm, { ...filled, phone })).toEqual({});
    }
    for (const phone of ['12345', 'call me', '+34.942.318.540', `+${'1'.repeat(21)}`]) {
      expect(codes(inquiryForm, { ...filled, phone })).toEqual({ phone: 'invalid_phone' });
    }
  });

  it('trims the values and leaves a blank optional field out of the body', () => {
    expect(inquiryForm.parse({ ...filled, name: ' Ana ', phone: '  ' })).toEqual({
      ...filled,
      phone: undefined,
    });
  });

  it('names a rule with the code the API gives that field', () => {
    const terms = z.object({ acceptTerms: z.boolean().pipe(zRegisterRequestDto.shape.acceptTerms) });
    expect(codes(terms, { acceptTerms: false })).toEqual({ acceptTerms: 'terms_not_accepted' });
    expect(codes(terms, { acceptTerms: true })).toEqual({});
  });

  it('names other failures with the API codes', () => {
    const other = z.object({
      language: z.enum(['es', 'en']),
      pattern: z.string().regex(/^a$/),
      n: z.number().max(3),
    });
    expect(codes(other, { language: 'xx', pattern: 'b', n: 4 })).toEqual({
      language: 'invalid_choice',
      pattern: 'invalid',
      n: 'too_large',
    });
  });
});

describe('passwords (generated register schema and the shared confirmation rule)', () => {
  const register = zRegisterRequestDto.shape;
  const passwords = confirmedPassword(
    z.object({ password: register.password, confirmPassword: z.string() }),
    'password',
    'confirmPassword',
  );

  it('wants 8 to 128 characters, counted as people count them', () => {
    expect(codes(passwords, { password: '1234567', confirmPassword: '1234567' })).toEqual({
      password: 'too_short',
    });
    expect(codes(passwords, { password: '🌊🌊🌊🌊🌊🌊🌊', confirmPassword: '🌊🌊🌊🌊🌊🌊🌊' })).toEqual({
      password: 'too_short',
    });
    expect(codes(passwords, { password: 'x'.repeat(129), confirmPassword: 'x'.repeat(129) })).toEqual({
      password: 'too_long',
    });
    expect(codes(passwords, { password: 'abcdefgh', confirmPassword: 'abcdefgh' })).toEqual({});
  });

  it('wants the repetition present and equal to the password', () => {
    expect(codes(passwords, { password: 'secret-words', confirmPassword: '' })).toEqual({
      confirmPassword: 'required',
    });
    expect(codes(passwords, { password: 'secret-words', confirmPassword: 'secret-word' })).toEqual({
      confirmPassword: 'passwords_do_not_match',
    });
    const withTerms = confirmedPassword(
      z.object({
        password: register.password,
        confirmPassword: z.string(),
        acceptTerms: z.boolean().pipe(register.acceptTerms),
      }),
      'password',
      'confirmPassword',
    );
    expect(codes(withTerms, { password: 'short', confirmPassword: 'shorter', acceptTerms: false })).toEqual({
      password: 'too_short',
      confirmPassword: 'passwords_do_not_match',
      acceptTerms: 'terms_not_accepted',
    });
  });
});
