import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UseMutationOptions } from '@tanstack/react-query';
import type { ApiError } from '../../../lib/api/api-client';
import { dataOf, signedInApi } from '../../../lib/api/openapi-client';
import type { Profile, UpdateProfileRequest } from '../../../lib/api/types';
import { SESSION_QUERY_KEY } from '../../../lib/auth/session';
import { profileQueryKey } from './get-profile';

/** PATCH /api/account/profile: only the fields sent change; answers the profile after the change. */
export function updateProfile(changes: UpdateProfileRequest) {
  return dataOf(signedInApi.PATCH('/api/account/profile', { body: changes }));
}

export function updateProfileMutationOptions(): UseMutationOptions<Profile, ApiError, UpdateProfileRequest> {
  return { mutationKey: ['account', 'update-profile'], mutationFn: updateProfile };
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    ...updateProfileMutationOptions(),
    onSuccess: (profile) => {
      queryClient.setQueryData(profileQueryKey, profile);
      // The header and the greeting show the names too.
      void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    },
  });
}
