/**
 * The property a visitor wanted to make an offer on before signing in: kept for this tab (sessionStorage)
 * while they register or sign in, so the property page opens the offer form again once the session starts.
 */
const PENDING_OFFER_KEY = 'pending-offer';

export function keepPendingOffer(propertyId: string): void {
  try {
    window.sessionStorage.setItem(PENDING_OFFER_KEY, propertyId);
  } catch {
    // Storage disabled: the visitor opens the form again once signed in.
  }
}

/** Whether an offer on `propertyId` was pending; it leaves the storage as it is read (it reopens once). */
export function takePendingOffer(propertyId: string): boolean {
  try {
    if (window.sessionStorage.getItem(PENDING_OFFER_KEY) !== propertyId) return false;
    window.sessionStorage.removeItem(PENDING_OFFER_KEY);
    return true;
  } catch {
    return false;
  }
}
