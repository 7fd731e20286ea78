import { useMutation } from '@tanstack/react-query';
import type { UseMutationOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-client';
import type { ApiError } from '../../../lib/api/api-client';
import type { InquiryAccepted, SendInquiryRequest } from '../../../lib/api/types';

/** The body of `POST /api/inquiries` from a property page: always about that property. */
export type PropertyInquiryInput = SendInquiryRequest & { propertyId: string };

/** POST /api/inquiries: records the inquiry; the agency's and the sender's e-mails go out through the worker. */
export function sendPropertyInquiry(input: PropertyInquiryInput): Promise<InquiryAccepted> {
  return apiRequest<InquiryAccepted>('/inquiries', { method: 'POST', body: input, auth: 'none' });
}

export function sendPropertyInquiryMutationOptions(): UseMutationOptions<
  InquiryAccepted,
  ApiError,
  PropertyInquiryInput
> {
  return { mutationKey: ['inquiries', 'send', 'property'], mutationFn: sendPropertyInquiry };
}

export function useSendPropertyInquiry() {
  return useMutation(sendPropertyInquiryMutationOptions());
}
