/**
 * The property a visitor asked to visit before having an account: kept for this tab (sessionStorage) while
 * they register or sign in, so the property page opens the viewing form again once the session starts.
 */
const PENDING_VIEWING_KEY = 'pending-viewing';

export function keepPendingViewing(propertyId: string): void {
  try {
    window.sessionStorage.setItem(PENDING_VIEWING_KEY, propertyId);
  } catch {
    // Storage disabled: the visitor opens the form again once signed in.
  }
}

/** Whether a viewing of `propertyId` was pending; it leaves the storage as it is read (it reopens once). */
export function takePendingViewing(propertyId: string): boolean {
  try {
    if (window.sessionStorage.getItem(PENDING_VIEWING_KEY) !== propertyId) return false;
    window.sessionStorage.removeItem(PENDING_VIEWING_KEY);
    return true;
  } catch {
    return false;
  }
}
