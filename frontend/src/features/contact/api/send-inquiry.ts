import { useMutation } from '@tanstack/react-query';
import type { UseMutationOptions } from '@tanstack/react-query';
import type { ApiError } from '../../../lib/api/api-client';
import { api, dataOf } from '../../../lib/api/openapi-client';
import type { InquiryAccepted, SendInquiryRequest } from '../../../lib/api/types';

/**
 * POST /api/inquiries, from the contact page or about one property (`propertyId`): records the inquiry; the
 * agency's and the sender's e-mails go out through the worker.
 */
export function sendInquiry(input: SendInquiryRequest) {
  return dataOf(api.POST('/api/inquiries', { body: input }));
}

export function sendInquiryMutationOptions(): UseMutationOptions<
  InquiryAccepted,
  ApiError,
  SendInquiryRequest
> {
  return { mutationKey: ['inquiries', 'send'], mutationFn: sendInquiry };
}

export function useSendInquiry() {
  return useMutation(sendInquiryMutationOptions());
}
