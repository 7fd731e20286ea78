/**
 * The access token of the session, held in this module's memory only: never in localStorage,
 * sessionStorage or a cookie a script can read, so an injected script cannot carry it away from storage
 * and it is gone when the tab closes. The refresh cookie (HttpOnly) brings a new one after a reload.
 */
interface HeldToken {
  value: string;
  /** When to stop using it (client clock): a little before the server's expiry, so it never arrives stale. */
  usableUntil: number;
}

/** Seconds before the server's expiry when the token counts as expired here. */
const EXPIRY_MARGIN_MS = 30_000;

let held: HeldToken | null = null;

export function holdAccessToken(value: string, expiresInSeconds: number): void {
  held = { value, usableUntil: Date.now() + Math.max(0, expiresInSeconds * 1000 - EXPIRY_MARGIN_MS) };
}

/** The token to send, or null when there is none or it is about to expire. */
export function currentAccessToken(): string | null {
  if (!held || Date.now() >= held.usableUntil) return null;
  return held.value;
}

export function clearAccessToken(): void {
  held = null;
}
