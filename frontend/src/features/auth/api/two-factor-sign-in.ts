import { useMutation } from '@tanstack/react-query';
import { startAuthentication } from '@simplewebauthn/browser';
import type { ApiError } from '../../../lib/api/api-client';
import { anonymousApi, dataOf } from '../../../lib/api/openapi-client';
import type { SecondFactorSessionResponse, TotpSetup } from '../../../lib/api/types';
import { startSession } from '../../../lib/auth/session';

/** POST /api/auth/login/second-factor: the ticket and a code of the app or a recovery code. */
async function proveSecondFactor(body: {
  ticket: string;
  code: string;
}): Promise<SecondFactorSessionResponse> {
  const session = await dataOf(anonymousApi.POST('/api/auth/login/second-factor', { body }));
  startSession(session);
  return session;
}

export function useProveSecondFactor() {
  return useMutation<SecondFactorSessionResponse, ApiError, { ticket: string; code: string }>({
    mutationKey: ['auth', 'second-factor'],
    mutationFn: proveSecondFactor,
  });
}

/** POST /api/auth/login/enrolment/setup: a role that requires the app sets it up before any session. */
export function useStartLoginEnrolment() {
  return useMutation<TotpSetup, ApiError, { ticket: string }>({
    mutationKey: ['auth', 'enrolment-setup'],
    mutationFn: (body) => dataOf(anonymousApi.POST('/api/auth/login/enrolment/setup', { body })),
  });
}

/** POST /api/auth/login/enrolment: the first code; the session opens with the recovery codes to keep. */
export function useCompleteLoginEnrolment() {
  return useMutation<SecondFactorSessionResponse, ApiError, { ticket: string; code: string }>({
    mutationKey: ['auth', 'enrolment'],
    mutationFn: async (body) => dataOf(anonymousApi.POST('/api/auth/login/enrolment', { body })),
  });
}

/**
 * A passkey sign-in: a challenge from the API, the browser's passkey dialog, the signed answer back. Without
 * a ticket any passkey of the site may answer (no address needed); after a password, one of that account's.
 */
async function signInWithPasskey(input: { ticket?: string; rememberMe?: boolean }) {
  const { options } = await dataOf(
    anonymousApi.POST('/api/auth/passkey/options', { body: input.ticket ? { ticket: input.ticket } : {} }),
  );
  const response = await startAuthentication({ optionsJSON: options as never });
  const session = await dataOf(
    anonymousApi.POST('/api/auth/passkey', {
      body: {
        ...input,
        rememberMe: input.rememberMe ?? false,
        response: response as unknown as Record<string, unknown>,
      },
    }),
  );
  startSession(session);
  return session;
}

export function usePasskeySignIn() {
  return useMutation<
    SecondFactorSessionResponse,
    ApiError | Error,
    { ticket?: string; rememberMe?: boolean }
  >({
    mutationKey: ['auth', 'passkey'],
    mutationFn: signInWithPasskey,
  });
}
