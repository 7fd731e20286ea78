export type Role = 'user' | 'admin' | 'owner';

export interface SessionUser {
  id: string;
  email: string;
  displayName: string | null;
  role: Role;
}

/** Authentication state: loading, then anonymous or authenticated (spec section 4). */
export type Session =
  | { status: 'loading'; user: null }
  | { status: 'anonymous'; user: null }
  | { status: 'authenticated'; user: SessionUser };

const ANONYMOUS: Session = { status: 'anonymous', user: null };

/**
 * The visitor's session. Accounts arrive with the accounts issue (sessions stored server-side); until the
 * API offers a session endpoint every visitor is anonymous, which is what this returns. Screens read the
 * session only through this hook, so that issue changes this one place.
 */
export function useSession(): Session {
  return ANONYMOUS;
}
