import { queryOptions, useQuery } from '@tanstack/react-query';
import { isApiError, registerApiAuth } from '../api/api-client';
import { queryClient } from '../api/query-client';
import type { CurrentUser, Role, SessionResponse } from '../api/types';
import { useHydrated } from '../hooks/use-hydrated';
import { clearAccessToken, currentAccessToken, holdAccessToken } from './access-token';
import { announce, hasSessionHint, onAnnouncement, setSessionHint, withRefreshLock } from './session-channel';

export type { Role };
export type SessionUser = CurrentUser;

/** Authentication state: loading, then anonymous or authenticated (spec section 4). */
export type Session =
  | { status: 'loading'; user: null }
  | { status: 'anonymous'; user: null }
  | { status: 'authenticated'; user: SessionUser };

/** The signed-in account (null: nobody) lives in TanStack Query under this key. */
export const SESSION_QUERY_KEY = ['session'] as const;

/**
 * Queries of data that belongs to the signed-in account start with this key (`privateQueryKey(...)`):
 * they are dropped whenever the account changes or the session ends, so nobody sees a previous user's data.
 */
export const PRIVATE_QUERY_ROOT = 'private';

export function privateQueryKey<const Parts extends readonly unknown[]>(...parts: Parts) {
  return [PRIVATE_QUERY_ROOT, ...parts] as const;
}

const DEFAULT_IDLE_TIMEOUT_SECONDS = 30 * 60;
/** While the person is active, the server hears from the session at least this often (its idle clock). */
const KEEP_ALIVE_INTERVAL_MS = 60_000;

let idleTimeoutSeconds = DEFAULT_IDLE_TIMEOUT_SECONDS;
let lastServerContact = 0;
let lastKeepAliveAttempt = 0;
/** Changes whenever a session starts or ends: answers to calls made before are out of date. */
let epoch = 0;
let refreshing: Promise<SessionResponse | null> | null = null;

/** The API's typed clients, downloaded on the first call: a first visit's home page makes none. */
const apiClients = () => import('../api/openapi-client');

function cachedUser(): CurrentUser | null {
  return queryClient.getQueryData<CurrentUser | null>(SESSION_QUERY_KEY) ?? null;
}

function forgetPrivateData(): void {
  queryClient.removeQueries({ queryKey: [PRIVATE_QUERY_ROOT] });
}

function adopt(response: SessionResponse): void {
  holdAccessToken(response.accessToken, response.expiresIn);
  idleTimeoutSeconds =
    response.idleTimeoutSeconds > 0 ? response.idleTimeoutSeconds : DEFAULT_IDLE_TIMEOUT_SECONDS;
  lastServerContact = Date.now();
  setSessionHint(true);
}

/** After sign-in or registration: keep the token in memory and show the account everywhere at once. */
export function startSession(response: SessionResponse): void {
  const previous = cachedUser();
  epoch += 1;
  adopt(response);
  if (previous?.id !== response.user.id) forgetPrivateData();
  queryClient.setQueryData<CurrentUser | null>(SESSION_QUERY_KEY, response.user);
  announce({ type: 'signed-in' });
}

/** Forgets the session in this tab (and, unless told otherwise, in the other tabs of this browser). */
export function endSession({ tellOtherTabs = true }: { tellOtherTabs?: boolean } = {}): void {
  epoch += 1;
  clearAccessToken();
  setSessionHint(false);
  forgetPrivateData();
  queryClient.setQueryData<CurrentUser | null>(SESSION_QUERY_KEY, null);
  if (tellOtherTabs) announce({ type: 'signed-out' });
}

function isRefusal(error: unknown): boolean {
  // 401 (no session, expired, reused, disabled) and 403 (CSRF) end the session; 429 and 5xx do not.
  return isApiError(error) && error.kind === 'http' && (error.status === 401 || error.status === 403);
}

async function requestRefresh(): Promise<SessionResponse | null> {
  try {
    const { anonymousApi, dataOf } = await apiClients();
    const response = await dataOf(anonymousApi.POST('/api/auth/refresh'));
    adopt(response);
    return response;
  } catch (error) {
    if (!isRefusal(error)) throw error;
    endSession({ tellOtherTabs: false });
    return null;
  }
}

/**
 * A new access token from the refresh cookie (`POST /api/auth/refresh`), one request at a time in this
 * tab and across tabs. Null when the server refuses: the session is then over here too.
 */
export function refreshSession(): Promise<SessionResponse | null> {
  refreshing ??= withRefreshLock(requestRefresh).finally(() => {
    refreshing = null;
  });
  return refreshing;
}

async function fetchSessionUser(): Promise<CurrentUser | null> {
  if (!currentAccessToken()) {
    // Start of the SPA (or a token that expired while the tab slept): restore from the refresh cookie.
    if (!hasSessionHint()) return null;
    const session = await refreshSession();
    return session?.user ?? null;
  }
  try {
    const { dataOf, signedInApi } = await apiClients();
    return await dataOf(signedInApi.GET('/api/auth/me'));
  } catch (error) {
    if (!isRefusal(error)) throw error;
    endSession({ tellOtherTabs: false });
    return null;
  }
}

async function loadSessionUser(): Promise<CurrentUser | null> {
  const startedIn = epoch;
  const user = await fetchSessionUser();
  // A sign-in or sign-out while this call was under way has the last word.
  return startedIn === epoch ? user : cachedUser();
}

export function sessionQueryOptions() {
  return queryOptions({
    queryKey: SESSION_QUERY_KEY,
    queryFn: loadSessionUser,
    // Kept fresh by sign-in, sign-out, refreshes and the keep-alive below, not by time.
    staleTime: Infinity,
    gcTime: Infinity,
    retry: (failures, error) => !isRefusal(error) && failures < 2,
  });
}

const LOADING: Session = { status: 'loading', user: null };
const ANONYMOUS: Session = { status: 'anonymous', user: null };

/**
 * The visitor's session. The first call of the SPA restores it from the refresh cookie (silent refresh);
 * until that answers the status is 'loading'. A failure to reach the server counts as anonymous. While
 * React hydrates a server-rendered part it is 'loading' too, as the server rendered it: a part hydrated
 * later (lib/hydration/when-needed.tsx) must match the server's HTML even when the session is known by then.
 */
export function useSession(): Session {
  const { data, isPending } = useQuery(sessionQueryOptions());
  const hydrated = useHydrated();
  if (isPending || !hydrated) return LOADING;
  return data ? { status: 'authenticated', user: data } : ANONYMOUS;
}

/** Seconds without activity after which the server ends the session (from the sign-in answer). */
export function sessionIdleTimeoutMs(): number {
  return idleTimeoutSeconds * 1000;
}

/**
 * Called on the person's activity: when the server has not heard from this session for a minute, ask it
 * for the account (`GET /api/auth/me`), which counts as activity on its side, so both idle clocks agree,
 * and brings a role changed meanwhile.
 */
export function keepSessionAlive(): void {
  const now = Date.now();
  if (now - Math.max(lastServerContact, lastKeepAliveAttempt) < KEEP_ALIVE_INTERVAL_MS) return;
  if (!cachedUser()) return;
  lastKeepAliveAttempt = now;
  void queryClient.refetchQueries({ queryKey: SESSION_QUERY_KEY });
}

/** Signs out on this device: the server ends the session and clears the cookie. */
export async function logout(): Promise<void> {
  const { anonymousApi } = await apiClients();
  await anonymousApi.POST('/api/auth/logout');
  endSession();
}

/** Ends every session of the account, on every device. */
export async function logoutEverywhere(): Promise<void> {
  const { signedInApi } = await apiClients();
  await signedInApi.POST('/api/auth/logout-all');
  endSession();
}

registerApiAuth({
  accessToken: currentAccessToken,
  async renew(rejected) {
    const current = currentAccessToken();
    if (current && current !== rejected) return current;
    if (!current && !rejected && !hasSessionHint()) return null;
    const session = await refreshSession();
    if (session && cachedUser())
      queryClient.setQueryData<CurrentUser | null>(SESSION_QUERY_KEY, session.user);
    return session?.accessToken ?? null;
  },
  onAuthenticatedResponse() {
    lastServerContact = Date.now();
  },
});

onAnnouncement((message) => {
  if (message.type === 'signed-out') {
    if (cachedUser() || currentAccessToken()) endSession({ tellOtherTabs: false });
  } else if (message.type === 'signed-in') {
    // Another tab signed in (maybe as someone else): take over the session its answer put in the cookie.
    // Straight to the refresh: the hint that tab wrote may not have reached this tab's storage yet.
    epoch += 1;
    const started = epoch;
    clearAccessToken();
    forgetPrivateData();
    refreshSession()
      .then((session) => {
        if (session && started === epoch) {
          queryClient.setQueryData<CurrentUser | null>(SESSION_QUERY_KEY, session.user);
        }
      })
      .catch(() => undefined);
  }
});
