import type { DomainEvent } from '../../../platform/domain/decider';
import type { Decider } from '../../../platform/domain/decider';
import { DomainError } from '../../../platform/domain/domain-error';
import type { Language } from '../../../platform/i18n/languages';

/**
 * An inquiry from the contact form or a property page. It holds personal data (name, e-mail, phone):
 * kept to what the agency needs to answer; erasure on request is planned through crypto-shredding.
 */
export interface InquiryContent {
  name: string;
  email: string;
  phone: string | null;
  subject: string | null;
  message: string;
  propertyId: string | null;
  language: Language;
}

export type InquirySent = DomainEvent<'InquirySent', InquiryContent & { inquiryId: string; sentAt: string }>;
export type InquiryEvent = InquirySent;

export type SendInquiry = InquiryContent & { inquiryId: string; sentAt: string };

export const inquiryStreamId = (inquiryId: string): string => `inquiry-${inquiryId}`;

export const inquiryDecider: Decider<SendInquiry, { sent: boolean }, InquiryEvent> = {
  initialState: { sent: false },
  decide(command, state) {
    if (state.sent)
      throw new DomainError('conflict', 'inquiry_already_sent', 'This inquiry was sent already');
    if (!command.message.trim()) throw new DomainError('invalid', 'required', 'The message is required');
    return [{ type: 'InquirySent', data: { ...command } }];
  },
  evolve: () => ({ sent: true }),
};
