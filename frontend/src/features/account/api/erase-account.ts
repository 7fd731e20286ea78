import { useMutation } from '@tanstack/react-query';
import type { UseMutationOptions } from '@tanstack/react-query';
import type { ApiError } from '../../../lib/api/api-client';
import { anonymousApi, signedInApi } from '../../../lib/api/openapi-client';
import type { components } from '../../../lib/api/schema';
import { endSession } from '../../../lib/auth/session';

export type EraseAccountRequest = components['schemas']['EraseAccountRequestDto'];

/**
 * POST /api/me/erasure: erases the signed-in client's account, confirmed with the password. The server
 * ends every session and clears the cookie; the caller then leaves the signed-in page and ends the session
 * here (endSession), in that order, so the page's guard does not ask to sign in again.
 */
export async function eraseAccount(input: EraseAccountRequest): Promise<void> {
  await signedInApi.POST('/api/me/erasure', { body: input });
}

export function eraseAccountMutationOptions(): UseMutationOptions<void, ApiError, EraseAccountRequest> {
  return { mutationKey: ['account', 'erase'], mutationFn: eraseAccount };
}

export function useEraseAccount() {
  return useMutation(eraseAccountMutationOptions());
}

/** POST /api/me/erasure/link: an e-mail with a single-use link (one hour) that erases the account. */
export async function requestErasureLink(): Promise<void> {
  await signedInApi.POST('/api/me/erasure/link');
}

export function useRequestErasureLink() {
  return useMutation<void, ApiError>({
    mutationKey: ['account', 'erasure-link'],
    mutationFn: requestErasureLink,
  });
}

/**
 * POST /api/account/erasure/confirm: the e-mail link's token erases the account, on whatever device it is
 * opened; a session of this browser ends with it.
 */
export async function confirmErasure(token: string): Promise<void> {
  await anonymousApi.POST('/api/account/erasure/confirm', { body: { token } });
  endSession();
}

export function useConfirmErasure() {
  return useMutation<void, ApiError, string>({
    mutationKey: ['account', 'erasure-confirm'],
    mutationFn: confirmErasure,
  });
}
