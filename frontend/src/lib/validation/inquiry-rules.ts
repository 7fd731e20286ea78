import { isBlank, isEmail, isPhone } from './validators';

/**
 * The rules of the inquiry forms (contact page, property page): the same the API enforces on
 * `POST /api/inquiries`, so a visitor sees the problem before sending and the server never disagrees.
 */
export const INQUIRY_LIMITS = {
  name: 120,
  email: 254,
  phone: 20,
  subject: 150,
  message: 5000,
} as const;

export type InquiryField = 'name' | 'email' | 'phone' | 'subject' | 'message';
export const INQUIRY_FIELDS: readonly InquiryField[] = ['name', 'email', 'phone', 'subject', 'message'];

/** Error codes shared with the API's validation details. */
export type InquiryErrorCode = 'required' | 'invalid_email' | 'invalid_phone' | 'too_long';

export type InquiryValues = Record<InquiryField, string>;
export type InquiryErrors = Partial<Record<InquiryField, InquiryErrorCode>>;

export const EMPTY_INQUIRY: InquiryValues = { name: '', email: '', phone: '', subject: '', message: '' };

function tooLong(value: string, field: InquiryField): boolean {
  return value.trim().length > INQUIRY_LIMITS[field];
}

export function validateInquiryField(field: InquiryField, value: string): InquiryErrorCode | null {
  if (field === 'phone') {
    if (isBlank(value)) return null;
    return isPhone(value) ? null : 'invalid_phone';
  }
  if (isBlank(value)) return 'required';
  if (tooLong(value, field)) return 'too_long';
  if (field === 'email' && !isEmail(value)) return 'invalid_email';
  return null;
}

export function validateInquiry(values: InquiryValues): InquiryErrors {
  const errors: InquiryErrors = {};
  for (const field of INQUIRY_FIELDS) {
    const code = validateInquiryField(field, values[field]);
    if (code) errors[field] = code;
  }
  return errors;
}

export function isInquiryField(value: string): value is InquiryField {
  return (INQUIRY_FIELDS as readonly string[]).includes(value);
}
