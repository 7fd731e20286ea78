import { maskPersonalData } from './personal-fields';

/** An event of one entity's stream, as the timeline folds it. */
export interface TimelineEvent {
  type: string;
  data: unknown;
  /** Dotted paths into `data` whose personal value was erased (read as null). */
  erasedPaths?: readonly string[];
}

/** One field that an event changed: its path in the entity's document, its value before and after. */
export interface FieldChange {
  /** Dotted path (`title.en`, `price.saleEur`, `status`). */
  path: string;
  before: unknown;
  after: unknown;
  /** For lists: the items the event added and removed. */
  added?: unknown[];
  removed?: unknown[];
  /** The value before (after) is a personal field whose key was erased. */
  beforeErased: boolean;
  afterErased: boolean;
}

type Doc = Record<string, unknown>;

/**
 * The entity's document as the events built it: the full details of the latest event that carried them
 * (a listing, a revision) and the fields that delta events set on top of them.
 */
interface State {
  details: Doc;
  fields: Doc;
}

const EMPTY: State = { details: {}, fields: {} };

/** From/to events set the status, except these, which name what moved from one value to the other. */
const FROM_TO_FIELDS: Readonly<Record<string, string>> = {
  BookingPaymentStatusChanged: 'paymentStatus',
  BookingPriceAdjusted: 'totalPriceEur',
  UserRoleChanged: 'role',
};

const isRecord = (value: unknown): value is Doc =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

const view = (state: State): Doc => ({ ...state.details, ...state.fields });

/** Where a field of an event's data lands in the document (the fold below, path by path). */
export function documentPath(type: string, dataPath: string): string {
  const [head, ...rest] = dataPath.split('.');
  if ((head === 'details' || head === 'changes') && rest.length > 0) return rest.join('.');
  if (head === 'from' || head === 'to') return FROM_TO_FIELDS[type] ?? 'status';
  return dataPath;
}

/**
 * Folds one event into the document: an event carrying `details` replaces them whole; `changes` and every
 * other field of the event are set (`previousX` is X's value before it: see withPrevious); a from/to
 * event sets the status (or the field FROM_TO_FIELDS names). The entity's own id and the event's own moment
 * (`confirmedAt`) are no fields.
 */
function evolve(state: State, type: string, data: unknown, entityId: string): State {
  if (!isRecord(data)) return state;
  if (typeof data.path === 'string' && typeof data.language === 'string') {
    return evolveTranslation(state, data.path, data.language, data.text);
  }
  const details = isRecord(data.details) ? data.details : state.details;
  const fields: Doc = { ...state.fields };
  const set = (key: string, value: unknown) => {
    fields[key] = value;
  };
  for (const [key, value] of Object.entries(data)) {
    if (key === 'details' || value === entityId || MOMENT.test(key)) continue;
    if (key === 'changes' && isRecord(value)) {
      Object.entries(value).forEach(([field, change]) => set(field, change));
    } else if (key === 'from' || key === 'to') {
      if (key === 'to') set(FROM_TO_FIELDS[type] ?? 'status', value);
    } else if (!PREVIOUS.test(key)) {
      set(key, value);
    }
  }
  return { details, fields };
}

/**
 * A catalogue translation event names one text's language (`path`, `language`): a machine translation
 * (with its `text`) sets that text and its status, a review sets the status only. Its provider and source
 * hash are bookkeeping, not fields of the entity.
 */
function evolveTranslation(state: State, path: string, language: string, text: unknown): State {
  const at = [...path.split('.'), language];
  const machine = typeof text === 'string';
  return {
    details: machine ? setAt(state.details, at, text) : state.details,
    fields: {
      ...state.fields,
      translationStatus: setAt(state.fields.translationStatus, at, machine ? 'machine' : 'reviewed'),
    },
  };
}

/** A copy of `value` with `path` set (records and lists copied along the way). */
function setAt(value: unknown, [head, ...rest]: string[], leaf: unknown): Doc {
  const container: Doc | unknown[] = Array.isArray(value) ? [...value] : isRecord(value) ? { ...value } : {};
  const current = (container as Doc)[head];
  (container as Doc)[head] = rest.length === 0 ? leaf : setAt(current, rest, leaf);
  return container as Doc;
}

const PREVIOUS = /^previous[A-Z]/;
/** `confirmedAt`, `listedAt`, ...: the moment of the event itself, which the timeline shows as its time. */
const MOMENT = /^[a-z]+At$/;

/** `previousX` of an event is X's value before it, when no earlier event set X. */
function withPrevious(state: State, data: unknown): State {
  if (!isRecord(data)) return state;
  const fields: Doc = { ...state.fields };
  for (const [key, value] of Object.entries(data)) {
    const field = PREVIOUS.test(key) ? key[8].toLowerCase() + key.slice(9) : null;
    if (field && !(field in fields) && !(field in state.details)) fields[field] = value;
  }
  return { ...state, fields };
}

const isErased = (path: string, erased: ReadonlySet<string>): boolean =>
  [...erased].some((prefix) => path === prefix || path.startsWith(`${prefix}.`));

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** The fields that differ between two documents, leaf by leaf (lists as a whole, with items added and removed). */
function diff(before: unknown, after: unknown, path: string, out: { path: string }[]): void {
  if (same(before, after)) return;
  if (isRecord(before) || isRecord(after)) {
    const left = isRecord(before) ? before : {};
    const right = isRecord(after) ? after : {};
    if ((before != null && !isRecord(before)) || (after != null && !isRecord(after))) {
      out.push({ path });
      return;
    }
    const keys = [...new Set([...Object.keys(left), ...Object.keys(right)])];
    keys.forEach((key) => diff(left[key], right[key], path ? `${path}.${key}` : key, out));
    return;
  }
  out.push({ path });
}

function valueAt(doc: Doc, path: string): unknown {
  return path.split('.').reduce<unknown>((value, key) => (isRecord(value) ? value[key] : undefined), doc);
}

function listChange(before: unknown, after: unknown): Pick<FieldChange, 'added' | 'removed'> {
  if (!Array.isArray(before) && !Array.isArray(after)) return {};
  const left = Array.isArray(before) ? before : [];
  const right = Array.isArray(after) ? after : [];
  const missingFrom = (items: unknown[]) => (item: unknown) => !items.some((other) => same(item, other));
  return { added: right.filter(missingFrom(left)), removed: left.filter(missingFrom(right)) };
}

/**
 * The changes each event of one entity's stream made (oldest first, as the events): the document before
 * and after the event, compared field by field. With `masked`, personal fields read as the history's mask
 * (a change of a personal field still shows, without its values), as an admin reads them.
 */
export function entityTimeline(
  events: readonly TimelineEvent[],
  entityId: string,
  masked: boolean,
): FieldChange[][] {
  let clear = EMPTY;
  let shown = EMPTY;
  // Whether each field's current value is one whose key was erased.
  const erasedNow = new Map<string, boolean>();
  return events.map((event) => {
    const erased = new Set((event.erasedPaths ?? []).map((path) => documentPath(event.type, path)));
    const shownData = masked ? maskPersonalData(event.type, event.data) : event.data;
    clear = withPrevious(clear, event.data);
    shown = withPrevious(shown, shownData);
    const nextClear = evolve(clear, event.type, event.data, entityId);
    const nextShown = masked ? evolve(shown, event.type, shownData, entityId) : nextClear;
    const paths: { path: string }[] = [];
    diff(view(clear), view(nextClear), '', paths);
    const changes = paths.flatMap(({ path }): FieldChange[] => {
      const before = valueAt(view(shown), path);
      const after = valueAt(view(nextShown), path);
      const beforeErased = erasedNow.get(path) ?? false;
      const afterErased = isErased(path, erased);
      // An absent field that became null changed nothing a person could see, unless its key was erased.
      if (before == null && after == null && !beforeErased && !afterErased) return [];
      return [
        {
          path,
          before: before ?? null,
          after: after ?? null,
          ...listChange(before, after),
          beforeErased,
          afterErased,
        },
      ];
    });
    changes.forEach((change) => erasedNow.set(change.path, change.afterErased));
    clear = nextClear;
    shown = nextShown;
    return changes;
  });
}
