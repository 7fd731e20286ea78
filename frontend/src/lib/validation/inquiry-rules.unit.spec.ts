import { describe, expect, it } from '@jest/globals';
import { EMPTY_INQUIRY, validateInquiry, validateInquiryField } from './inquiry-rules';

describe('inquiry form rules (the API rules of POST /api/inquiries)', () => {
  it('requires name, email, subject and message but not the phone', () => {
    expect(validateInquiry(EMPTY_INQUIRY)).toEqual({
      name: 'required',
      email: 'required',
      subject: 'required',
      message: 'required',
    });
    expect(validateInquiryField('name', '   ')).toBe('required');
  });

  it('limits the lengths of the trimmed values', () => {
    expect(validateInquiryField('name', 'a'.repeat(120))).toBeNull();
    expect(validateInquiryField('name', 'a'.repeat(121))).toBe('too_long');
    expect(validateInquiryField('name', ` ${'a'.repeat(120)} `)).toBeNull();
    expect(validateInquiryField('subject', 's'.repeat(151))).toBe('too_long');
    expect(validateInquiryField('message', 'm'.repeat(5000))).toBeNull();
    expect(validateInquiryField('message', 'm'.repeat(5001))).toBe('too_long');
    expect(validateInquiryField('email', `${'e'.repeat(250)}@x.es`)).toBe('too_long');
  });

  it('checks the e-mail format', () => {
    expect(validateInquiryField('email', 'ana@example.com')).toBeNull();
    expect(validateInquiryField('email', 'ana@')).toBe('invalid_email');
    expect(validateInquiryField('email', 'ana example.com')).toBe('invalid_email');
  });

  it('accepts the phone formats the API accepts', () => {
    for (const phone of [
      '+34 942 318 540',
      '942318540',
      '+34 600-123-456',
      '(942) 31 85 40',
      `+${'1'.repeat(20)}`,
    ]) {
      expect(validateInquiryField('phone', phone)).toBeNull();
    }
    expect(validateInquiryField('phone', '')).toBeNull();
    for (const phone of ['12345', 'call me', '+34.942.318.540', `+${'1'.repeat(21)}`, '600 123 456 ext 2']) {
      expect(validateInquiryField('phone', phone)).toBe('invalid_phone');
    }
  });
});
