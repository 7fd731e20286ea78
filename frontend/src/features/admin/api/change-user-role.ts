import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UseMutationOptions } from '@tanstack/react-query';
import type { ApiError } from '../../../lib/api/api-client';
import { signedInApi } from '../../../lib/api/openapi-client';
import type { Role } from '../../../lib/api/types';
import { privateQueryKey } from '../../../lib/auth/session';

export interface ChangeUserRoleInput {
  id: string;
  role: Role;
}

/** PUT /api/users/:id/role (owners): effective at once, the API checks the current role on every request. */
export async function changeUserRole({ id, role }: ChangeUserRoleInput): Promise<void> {
  await signedInApi.PUT('/api/users/{id}/role', { params: { path: { id } }, body: { role } });
}

export function changeUserRoleMutationOptions(): UseMutationOptions<void, ApiError, ChangeUserRoleInput> {
  return { mutationKey: ['users', 'change-role'], mutationFn: changeUserRole };
}

export function useChangeUserRole() {
  const queryClient = useQueryClient();
  return useMutation({
    ...changeUserRoleMutationOptions(),
    // The list and the counts by role are read again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: privateQueryKey('users') }),
  });
}
