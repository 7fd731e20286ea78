/**
 * The visitor's cookie decision, kept in localStorage (itself a strictly necessary item: without it the
 * banner would ask on every visit). A decision older than twelve months, or made for an older version of
 * the categories, counts as no decision, so the banner asks again.
 */
export const CONSENT_STORAGE_KEY = 'cookie-consent';
export const CONSENT_VERSION = 1;
export const CONSENT_MAX_AGE_MS = 365 * 24 * 60 * 60 * 1000;

/** Window event announcing a new decision (detail: ConsentChoice), for scripts that depend on consent. */
export const CONSENT_CHANGED_EVENT = 'cookie-consent-changed';

/**
 * Window event that reopens the cookie settings, e.g. from the cookie policy page. The legal feature sends
 * it by name (features do not import each other).
 */
export const OPEN_COOKIE_SETTINGS_EVENT = 'open-cookie-settings';

export interface ConsentChoice {
  version: typeof CONSENT_VERSION;
  necessary: true;
  analytics: boolean;
  decidedAt: string;
}

function isChoice(value: unknown): value is ConsentChoice {
  if (typeof value !== 'object' || value === null) return false;
  const choice = value as Partial<ConsentChoice>;
  return (
    choice.version === CONSENT_VERSION &&
    choice.necessary === true &&
    typeof choice.analytics === 'boolean' &&
    typeof choice.decidedAt === 'string'
  );
}

/** The stored decision if there is a valid, current one; otherwise null. */
export function readConsent(now: number = Date.now()): ConsentChoice | null {
  try {
    const raw = window.localStorage.getItem(CONSENT_STORAGE_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (!isChoice(parsed)) return null;
    const decided = Date.parse(parsed.decidedAt);
    if (Number.isNaN(decided) || now - decided > CONSENT_MAX_AGE_MS) return null;
    return parsed;
  } catch {
    return null;
  }
}

/** Records a decision and tells the page about it. Necessary storage is always on. */
export function storeConsent(analytics: boolean, now: Date = new Date()): ConsentChoice {
  const choice: ConsentChoice = {
    version: CONSENT_VERSION,
    necessary: true,
    analytics,
    decidedAt: now.toISOString(),
  };
  try {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(choice));
  } catch {
    // Storage disabled (private mode): the decision holds for this page view only.
  }
  window.dispatchEvent(new CustomEvent<ConsentChoice>(CONSENT_CHANGED_EVENT, { detail: choice }));
  return choice;
}
