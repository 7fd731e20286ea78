/**
 * What the tabs of one browser tell each other about the session, and a hint that survives reloads.
 * Neither carries a secret: the token stays in each tab's memory and the refresh token in its HttpOnly
 * cookie.
 */
export type SessionAnnouncement =
  | { type: 'signed-in' }
  | { type: 'signed-out' }
  /** A person used the site in another tab: the inactivity timers of every tab start again. */
  | { type: 'activity' };

const CHANNEL_NAME = 'costa-cantabria-session';
/** localStorage key: '1' while this browser probably holds a session cookie. */
export const SESSION_HINT_KEY = 'session-hint';
const REFRESH_LOCK = 'costa-cantabria-session-refresh';

let channel: BroadcastChannel | null | undefined;

function sessionChannel(): BroadcastChannel | null {
  if (channel === undefined) {
    // On the server (Node has BroadcastChannel too) a page has no other tabs, and an open channel would
    // keep the process alive.
    channel =
      typeof window !== 'undefined' && typeof BroadcastChannel === 'function'
        ? new BroadcastChannel(CHANNEL_NAME)
        : null;
  }
  return channel;
}

function isAnnouncement(value: unknown): value is SessionAnnouncement {
  const type = (value as { type?: unknown } | null)?.type;
  return type === 'signed-in' || type === 'signed-out' || type === 'activity';
}

/** Tells the other tabs (never this one). */
export function announce(message: SessionAnnouncement): void {
  try {
    sessionChannel()?.postMessage(message);
  } catch {
    // A closed channel (the page is being unloaded): nothing to tell.
  }
}

/** Listens to the other tabs; returns the unsubscribe function. */
export function onAnnouncement(listener: (message: SessionAnnouncement) => void): () => void {
  const target = sessionChannel();
  if (!target) return () => undefined;
  const handler = (event: MessageEvent<unknown>) => {
    if (isAnnouncement(event.data)) listener(event.data);
  };
  target.addEventListener('message', handler);
  return () => target.removeEventListener('message', handler);
}

/**
 * Whether restoring a session is worth a request when the SPA starts. Visitors who never signed in make
 * no refresh call at all: no useless 401 per page view, and no pressure on the refresh rate limit from
 * many visitors behind one address. When storage is unavailable the SPA always tries.
 */
export function hasSessionHint(): boolean {
  try {
    return window.localStorage.getItem(SESSION_HINT_KEY) === '1';
  } catch {
    return true;
  }
}

export function setSessionHint(present: boolean): void {
  try {
    if (present) window.localStorage.setItem(SESSION_HINT_KEY, '1');
    else window.localStorage.removeItem(SESSION_HINT_KEY);
  } catch {
    // Storage disabled: the hint is only an optimisation.
  }
}

/**
 * Runs a refresh of the session while no other tab of this browser runs one. Each refresh spends the
 * refresh token and the API revokes the whole session when a spent one comes back, so two tabs must never
 * present the same cookie at once; after waiting, a tab sends the cookie the other tab's answer set.
 */
export function withRefreshLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return task();
  return locks.request(REFRESH_LOCK, () => task()) as Promise<T>;
}
