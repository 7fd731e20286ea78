import { useSyncExternalStore } from 'react';

/**
 * The properties a visitor (signed in or not) has chosen to compare, kept in this browser: an ordered list
 * of at most four ids, shared by every tab. The comparison page itself reads its ids from its address (a
 * shared link shows what was shared); this list is what the Compare buttons and the tray show.
 */
export const COMPARE_KEY = 'compare.v1';
/** The API's limit (`GET /api/properties/compare`): four columns still fit a laptop's screen. */
export const COMPARE_LIMIT = 4;
/** The API's property ids: anything else in the storage or an address is dropped, never sent. */
const PROPERTY_ID = /^[a-z0-9][a-z0-9-]{0,79}$/;

const NONE: readonly string[] = [];
/** The list read from the stored text, kept while the text is unchanged (a stable snapshot for React). */
let snapshot: { raw: string | null; ids: readonly string[] } = { raw: null, ids: NONE };
const listeners = new Set<() => void>();

/** Valid ids, each once, in their order, at most four. */
export function cleanIds(values: readonly unknown[]): string[] {
  const ids = values.filter((value): value is string => typeof value === 'string' && PROPERTY_ID.test(value));
  return [...new Set(ids)].slice(0, COMPARE_LIMIT);
}

function parse(raw: string | null): readonly string[] {
  if (!raw) return NONE;
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? cleanIds(value) : NONE;
  } catch {
    return NONE;
  }
}

function storedText(): string | null {
  try {
    return window.localStorage.getItem(COMPARE_KEY);
  } catch {
    // Storage disabled (private mode): nothing kept.
    return null;
  }
}

/** The ids chosen for comparison, in the order chosen. */
export function comparedIds(): readonly string[] {
  const raw = storedText();
  if (raw !== snapshot.raw) snapshot = { raw, ids: parse(raw) };
  return snapshot.ids;
}

function store(ids: readonly string[]): void {
  try {
    if (ids.length) window.localStorage.setItem(COMPARE_KEY, JSON.stringify(ids));
    else window.localStorage.removeItem(COMPARE_KEY);
  } catch {
    // Storage disabled or full: the choice lasts as long as the page.
    snapshot = { raw: snapshot.raw, ids };
  }
  listeners.forEach((listener) => listener());
}

/** Adds a property at the end: `full` (nothing changes) when four are already chosen. */
export function addToCompare(id: string): 'added' | 'present' | 'full' {
  const current = comparedIds();
  if (current.includes(id)) return 'present';
  if (current.length >= COMPARE_LIMIT) return 'full';
  store([...current, id]);
  return 'added';
}

export function removeFromCompare(id: string): void {
  const current = comparedIds();
  if (current.includes(id)) store(current.filter((other) => other !== id));
}

/** Puts `id` in the place of `replaced`, so the other columns keep theirs. */
export function replaceInCompare(replaced: string, id: string): void {
  const current = comparedIds();
  if (current.includes(id)) return;
  store(current.map((other) => (other === replaced ? id : other)));
}

/** Makes `ids` the comparison (a shared one taken over), or empties it. */
export function setCompared(ids: readonly string[]): void {
  store(cleanIds(ids));
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab's change arrives as a storage event.
  const onStorage = (event: StorageEvent) => {
    if (event.key === COMPARE_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The server knows nothing of the browser's storage: its page, and hydration, show no comparison. */
const onTheServer = () => NONE;

/** The ids chosen for comparison, kept current across this page and the browser's other tabs. */
export function useComparedIds(): readonly string[] {
  return useSyncExternalStore(subscribe, comparedIds, onTheServer);
}

/** The comparison page's address for these ids (within the page's language). */
export function compareHref(ids: readonly string[]): string {
  return `/compare?ids=${ids.join(',')}`;
}

/** The ids an address names (`?ids=a,b`), cleaned as the list is; `dropped` when some were not kept. */
export function idsFromSearch(search: URLSearchParams): { ids: string[]; dropped: boolean } {
  const named = search
    .getAll('ids')
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter(Boolean);
  const ids = cleanIds(named);
  return { ids, dropped: ids.length !== named.length };
}
