import { useMutation } from '@tanstack/react-query';
import type { UseMutationOptions } from '@tanstack/react-query';
import type { ApiError } from '../../../lib/api/api-client';
import { anonymousApi, signedInApi } from '../../../lib/api/openapi-client';
import type { components } from '../../../lib/api/schema';
import { endSession } from '../../../lib/auth/session';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { localizedPath } from '../../../lib/i18n/language-paths';

export type EraseAccountRequest = components['schemas']['EraseAccountRequestDto'];

/**
 * POST /api/me/erasure: erases the signed-in client's account, confirmed with the password. The server
 * ends every session and clears the cookie; then this tab loads the goodbye page afresh (leaveErasedAccount).
 */
export async function eraseAccount(input: EraseAccountRequest): Promise<void> {
  await signedInApi.POST('/api/me/erasure', { body: input });
}

/**
 * After an erasure from a signed-in page: the other tabs forget the session, and this one loads the goodbye
 * page as a new document, so nothing of the person stays in its memory and no signed-in page is left to send
 * them elsewhere when the session ends (a request in flight answered 401 ends it at any moment).
 */
export function leaveErasedAccount(): void {
  window.location.replace(localizedPath(currentLanguage(), '/account/erase?farewell=1'));
  endSession();
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
