import { useMutation } from '@tanstack/react-query';
import type { UseMutationOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-client';
import type { ApiError } from '../../../lib/api/api-client';
import type { Language } from '../../../lib/api/types';

/** The body of `POST /api/inquiries` as the contact page sends it. */
export interface InquiryInput {
  name: string;
  email: string;
  phone?: string;
  subject: string;
  message: string;
  language: Language;
}

/** The API accepts the inquiry (202) and answers with the id of the recorded `InquirySent` event's stream. */
export interface InquiryAccepted {
  id: string;
}

/** POST /api/inquiries: records the inquiry; the agency's e-mail goes out through the worker. */
export function sendInquiry(input: InquiryInput): Promise<InquiryAccepted> {
  return apiRequest<InquiryAccepted>('/inquiries', { method: 'POST', body: input });
}

export function sendInquiryMutationOptions(): UseMutationOptions<InquiryAccepted, ApiError, InquiryInput> {
  return { mutationKey: ['inquiries', 'send'], mutationFn: sendInquiry };
}

export function useSendInquiry() {
  return useMutation(sendInquiryMutationOptions());
}
