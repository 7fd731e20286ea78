/** The three screens of the login modal. */
export type AuthModalMode = 'login' | 'register' | 'reset';

export interface AuthModalRequest {
  mode: AuthModalMode;
}

/** Window event that opens the login modal: `new CustomEvent('open-auth-modal', { detail: { mode } })`. */
export const OPEN_AUTH_MODAL_EVENT = 'open-auth-modal';

export function isAuthModalMode(value: unknown): value is AuthModalMode {
  return value === 'login' || value === 'register' || value === 'reset';
}

/** Asks the login modal (wherever it is mounted) to open in the given mode. */
export function openAuthModal(mode: AuthModalMode = 'login'): void {
  window.dispatchEvent(new CustomEvent<AuthModalRequest>(OPEN_AUTH_MODAL_EVENT, { detail: { mode } }));
}

/** Subscribes to requests to open the login modal; returns the unsubscribe function. */
export function onAuthModalRequest(listener: (mode: AuthModalMode) => void): () => void {
  const handler = (event: Event) => {
    const detail = (event as CustomEvent<Partial<AuthModalRequest> | null>).detail;
    listener(isAuthModalMode(detail?.mode) ? detail.mode : 'login');
  };
  window.addEventListener(OPEN_AUTH_MODAL_EVENT, handler);
  return () => window.removeEventListener(OPEN_AUTH_MODAL_EVENT, handler);
}
