import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '../../../lib/api/api-client';
import { dataOf, signedInApi } from '../../../lib/api/openapi-client';
import type { InquiryChangeResult, InquiryStatus } from '../../../lib/api/types';
import { inquiriesQueryRoot } from '../../../widgets/inquiries/new-inquiries-count';

const path = (id: string) => ({ params: { path: { id } } });

/** PUT /api/admin/inquiries/:id/status: in progress, closed, or reopened. */
export const changeInquiryStatus = ({ id, status }: { id: string; status: InquiryStatus }) =>
  dataOf(signedInApi.PUT('/api/admin/inquiries/{id}/status', { ...path(id), body: { status } }));

/** PUT /api/admin/inquiries/:id/assignee: a staff member, or nobody (null). */
export const assignInquiry = ({ id, assigneeId }: { id: string; assigneeId: string | null }) =>
  dataOf(signedInApi.PUT('/api/admin/inquiries/{id}/assignee', { ...path(id), body: { assigneeId } }));

/** POST /api/admin/inquiries/:id/notes: an internal note, never shown to the client. */
export const addInquiryNote = ({ id, text }: { id: string; text: string }) =>
  dataOf(signedInApi.POST('/api/admin/inquiries/{id}/notes', { ...path(id), body: { text } }));

/** POST /api/admin/inquiries/:id/replies: e-mailed to the client and shown in their panel. */
export const replyToInquiry = ({ id, message }: { id: string; message: string }) =>
  dataOf(signedInApi.POST('/api/admin/inquiries/{id}/replies', { ...path(id), body: { message } }));

/** A change of an inquiry; afterwards the inbox, its count and the inquiry are read again. */
export function useInquiryChange<Input>(
  name: string,
  change: (input: Input) => Promise<InquiryChangeResult>,
) {
  const queryClient = useQueryClient();
  return useMutation<InquiryChangeResult, ApiError, Input>({
    mutationKey: ['admin', 'inquiries', name],
    mutationFn: change,
    onSettled: () => queryClient.invalidateQueries({ queryKey: inquiriesQueryRoot }),
  });
}
