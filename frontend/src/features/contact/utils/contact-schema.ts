import * as z from 'zod';
import { zSendInquiryRequestDto } from '../../../lib/api/zod.gen';
import { optionalText, trimmed } from '../../../lib/forms/rules';

const inquiry = zSendInquiryRequestDto.shape;
/** The contact page asks for a subject, which the API leaves optional or null (the property page fills it in). */
const subject = inquiry.subject.unwrap().unwrap().min(1);

/** The contact form's rules: those of `POST /api/inquiries`, on what the visitor typed. */
export const contactSchema = z.object({
  name: trimmed(inquiry.name),
  email: trimmed(inquiry.email),
  phone: optionalText(inquiry.phone, undefined),
  subject: trimmed(subject),
  message: trimmed(inquiry.message),
});

export type ContactValues = z.input<typeof contactSchema>;
export type ContactField = keyof ContactValues;

/** The longest text each field takes: the form names it when a text is too long. */
export const CONTACT_MAX_LENGTH: Partial<Record<ContactField, number | null>> = {
  name: inquiry.name.maxLength,
  email: inquiry.email.maxLength,
  subject: subject.maxLength,
  message: inquiry.message.maxLength,
};
