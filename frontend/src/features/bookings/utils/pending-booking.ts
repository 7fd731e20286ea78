/**
 * The item a visitor asked to book before having an account: kept for this tab (sessionStorage) while they
 * register or sign in, so the same booking form opens again as soon as the session starts.
 */
const PENDING_BOOKING_KEY = 'pending-booking';

export function keepPendingBooking(kind: string, id: string): void {
  try {
    window.sessionStorage.setItem(PENDING_BOOKING_KEY, `${kind}:${id}`);
  } catch {
    // Storage disabled: the visitor presses "Book" again once signed in.
  }
}

/** Whether the booking waiting for the visitor's session is this item's. */
export function isPendingBooking(kind: string, id: string): boolean {
  try {
    return window.sessionStorage.getItem(PENDING_BOOKING_KEY) === `${kind}:${id}`;
  } catch {
    return false;
  }
}

/** The form opened: nothing waits any more. */
export function forgetPendingBooking(): void {
  try {
    window.sessionStorage.removeItem(PENDING_BOOKING_KEY);
  } catch {
    // Storage disabled: nothing was kept.
  }
}
