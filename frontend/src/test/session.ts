import type { CurrentUser, Role, SessionResponse } from '../lib/api/types';
import { startSession } from '../lib/auth/session';

/**
 * Signs a client in for a component test, as a sign-in answer would: the token is held in memory and the
 * account is in the app's query client (`lib/api/query-client`), which the test renders with. End it with
 * `endSession()` and clear that client after each test.
 */
export function signIn(role: Role = 'user'): CurrentUser {
  const user: CurrentUser = {
    id: '5b0c8a52-8a4e-4a51-9a55-3f5f1b6c2d10',
    email: 'lucia@example.com',
    emailVerified: true,
    firstName: 'Lucía',
    lastName: 'Ortiz',
    displayName: null,
    role,
  };
  const answer: SessionResponse = {
    accessToken: 'access-token',
    tokenType: 'Bearer',
    expiresIn: 15 * 60,
    idleTimeoutSeconds: 30 * 60,
    sessionExpiresAt: new Date(Date.now() + 7 * 24 * 60 * 60_000).toISOString(),
    user,
  };
  startSession(answer);
  return user;
}
