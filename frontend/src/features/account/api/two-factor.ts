import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { startRegistration } from '@simplewebauthn/browser';
import type { ApiError } from '../../../lib/api/api-client';
import { dataOf, signedInApi } from '../../../lib/api/openapi-client';
import type { TotpSetup } from '../../../lib/api/types';
import { privateQueryKey } from '../../../lib/auth/session';

const twoFactorQueryKey = privateQueryKey('two-factor');

/** GET /api/account/two-factor: the app, the recovery codes left and the passkeys of the account. */
export function twoFactorQueryOptions() {
  return queryOptions({
    queryKey: twoFactorQueryKey,
    queryFn: ({ signal }) => dataOf(signedInApi.GET('/api/account/two-factor', { signal })),
  });
}

export function useTwoFactor() {
  return useQuery(twoFactorQueryOptions());
}

/** A change of the second factor: Settings reads the account's state again afterwards. */
function useTwoFactorChange<Input, Output>(key: string, change: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation<Output, ApiError | Error, Input>({
    mutationKey: ['two-factor', key],
    mutationFn: change,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: twoFactorQueryKey }),
  });
}

/** POST /api/account/two-factor/totp/setup: a new secret and its QR code (the password confirms it). */
export function useStartTotpSetup() {
  return useMutation<TotpSetup, ApiError, { currentPassword: string }>({
    mutationKey: ['two-factor', 'setup'],
    mutationFn: (body) => dataOf(signedInApi.POST('/api/account/two-factor/totp/setup', { body })),
  });
}

/** POST /api/account/two-factor/totp: the first code turns the app on; the answer holds the recovery codes. */
export function useConfirmTotp() {
  return useTwoFactorChange('confirm', (body: { code: string }) =>
    dataOf(signedInApi.POST('/api/account/two-factor/totp', { body })),
  );
}

/** POST /api/account/two-factor/totp/disable: the password and a current code. */
export function useDisableTotp() {
  return useTwoFactorChange('disable', async (body: { currentPassword: string; code: string }) => {
    await signedInApi.POST('/api/account/two-factor/totp/disable', { body });
  });
}

/** POST /api/account/two-factor/recovery-codes: new codes, the old ones void. */
export function useRegenerateRecoveryCodes() {
  return useTwoFactorChange('regenerate', (body: { currentPassword: string; code: string }) =>
    dataOf(signedInApi.POST('/api/account/two-factor/recovery-codes', { body })),
  );
}

/** A challenge from the API, the browser's passkey dialog, the new passkey back under its name. */
export function useAddPasskey() {
  return useTwoFactorChange('add-passkey', async (body: { name: string; currentPassword: string }) => {
    const { options } = await dataOf(
      signedInApi.POST('/api/account/passkeys/options', {
        body: { currentPassword: body.currentPassword },
      }),
    );
    const response = await startRegistration({ optionsJSON: options as never });
    return dataOf(
      signedInApi.POST('/api/account/passkeys', {
        body: { name: body.name, response: response as unknown as Record<string, unknown> },
      }),
    );
  });
}

/** DELETE /api/account/passkeys/:id. */
export function useRemovePasskey() {
  return useTwoFactorChange('remove-passkey', async (id: string) => {
    await signedInApi.DELETE('/api/account/passkeys/{id}', { params: { path: { id } } });
  });
}
