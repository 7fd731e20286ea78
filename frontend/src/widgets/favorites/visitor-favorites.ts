import { useSyncExternalStore } from 'react';

/**
 * A visitor's favorites, kept in this browser (localStorage) until they sign in: then they join the
 * account's (`POST /api/me/favorites/merge`) and leave the browser. Every tab of the browser shares them.
 */
export const VISITOR_FAVORITES_KEY = 'favorites';
/** The account's limit (`favorites_limit`): a browser never keeps more than could be merged. */
export const FAVORITES_LIMIT = 500;

export interface VisitorFavorite {
  propertyId: string;
  /** ISO date the visitor saved it. */
  addedAt: string;
}

const NONE: readonly VisitorFavorite[] = [];
/** The list read from the stored text, kept while the text is unchanged (a stable snapshot for React). */
let snapshot: { raw: string | null; favorites: readonly VisitorFavorite[] } = { raw: null, favorites: NONE };
const listeners = new Set<() => void>();

function isFavorite(value: unknown): value is VisitorFavorite {
  const entry = value as Partial<VisitorFavorite> | null;
  return typeof entry?.propertyId === 'string' && typeof entry.addedAt === 'string';
}

function parse(raw: string | null): readonly VisitorFavorite[] {
  if (!raw) return NONE;
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter(isFavorite).slice(0, FAVORITES_LIMIT) : NONE;
  } catch {
    return NONE;
  }
}

function storedText(): string | null {
  try {
    return window.localStorage.getItem(VISITOR_FAVORITES_KEY);
  } catch {
    // Storage disabled (private mode): nothing kept.
    return null;
  }
}

/** The visitor's favorites, newest first. */
export function visitorFavorites(): readonly VisitorFavorite[] {
  const raw = storedText();
  if (raw !== snapshot.raw) snapshot = { raw, favorites: parse(raw) };
  return snapshot.favorites;
}

function store(favorites: readonly VisitorFavorite[]): void {
  try {
    if (favorites.length) window.localStorage.setItem(VISITOR_FAVORITES_KEY, JSON.stringify(favorites));
    else window.localStorage.removeItem(VISITOR_FAVORITES_KEY);
  } catch {
    // Storage disabled or full: the choice is not kept.
  }
  listeners.forEach((listener) => listener());
}

/**
 * Saves (`saved`) or removes one property; saving one that is already there keeps its date. False when
 * the browser already keeps as many as an account may have.
 */
export function setVisitorFavorite(propertyId: string, saved: boolean, now: Date = new Date()): boolean {
  const current = visitorFavorites();
  const others = current.filter((favorite) => favorite.propertyId !== propertyId);
  const present = others.length !== current.length;
  if (!saved) {
    if (present) store(others);
    return true;
  }
  if (present) return true;
  if (current.length >= FAVORITES_LIMIT) return false;
  store([{ propertyId, addedAt: now.toISOString() }, ...current]);
  return true;
}

/** Forgets the given properties (once they are the account's). */
export function forgetVisitorFavorites(propertyIds: readonly string[]): void {
  store(visitorFavorites().filter((favorite) => !propertyIds.includes(favorite.propertyId)));
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab's change arrives as a storage event.
  const onStorage = (event: StorageEvent) => {
    if (event.key === VISITOR_FAVORITES_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The server knows nothing of the browser's storage: its page, and hydration, show no favorites. */
const onTheServer = () => NONE;

/** The visitor's favorites, kept current across this page and the browser's other tabs. */
export function useVisitorFavorites(): readonly VisitorFavorite[] {
  return useSyncExternalStore(subscribe, visitorFavorites, onTheServer);
}
