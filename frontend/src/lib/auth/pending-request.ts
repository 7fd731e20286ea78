/** What a visitor may start on a property page before they have an account. */
export type PendingRequestKind = 'viewing' | 'offer';

/**
 * The property a visitor wanted to ask a viewing of, or make an offer on, before signing in: kept for this tab
 * (sessionStorage) while they register or sign in, so the property page opens the form again once the session
 * starts.
 */
const storageKey = (kind: PendingRequestKind) => `pending-${kind}`;

export function keepPendingRequest(kind: PendingRequestKind, propertyId: string): void {
  try {
    window.sessionStorage.setItem(storageKey(kind), propertyId);
  } catch {
    // Storage disabled: the visitor opens the form again once signed in.
  }
}

/** Whether a request of `kind` on `propertyId` was pending; it leaves the storage as it is read (it reopens once). */
export function takePendingRequest(kind: PendingRequestKind, propertyId: string): boolean {
  try {
    if (window.sessionStorage.getItem(storageKey(kind)) !== propertyId) return false;
    window.sessionStorage.removeItem(storageKey(kind));
    return true;
  } catch {
    return false;
  }
}
