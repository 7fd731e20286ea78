import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import type { EventMetadata } from '../event-store/stored-event';
import {
  isSealedValue,
  masterKeyOf,
  newPersonKey,
  openValue,
  sealValue,
  unwrapKey,
  wrapKey,
  type SealedValue,
} from './personal-data-cipher';
import { accountPerson, EVENT_PERSONAL_DATA } from './personal-fields';

/** An event's data as the table stores it (personal fields sealed) and as its readers see it. */
export interface SealedEventData {
  readonly stored: unknown;
  readonly plain: unknown;
  /** Personal fields of a person already erased: stored and read as null. */
  readonly erasedPaths: readonly string[];
}

/** An event's data opened for its readers. */
export interface OpenedEventData {
  readonly data: unknown;
  readonly erasedPaths: readonly string[];
}

interface KeyRow {
  person_id: string;
  key: Buffer | null;
  wrapped: boolean;
  account_id: string | null;
}

/**
 * Crypto-shredding of the personal data in events. Each person has a key of their own in `person_keys`
 * (not a read model: never truncated, never rebuilt), wrapped with the master key PERSONAL_DATA_KEY when
 * one is configured. The event store seals an event's personal fields (EVENT_PERSONAL_DATA) with the key of
 * its subject when it appends, and opens them when it reads, one key query per batch of events. Erasing an
 * account drops the keys of the account and of every person linked to it: their values read as null from
 * then on, everywhere (deciders, projections, processors, the history), and the rows stay as they were.
 */
@Injectable()
export class PersonalData {
  private readonly masterKey: Buffer | null;

  constructor(@Inject(APP_CONFIG) config: Pick<AppConfig, 'privacy'>) {
    const secret = config.privacy.personalDataKey;
    this.masterKey = secret ? masterKeyOf(secret) : null;
  }

  /**
   * Seals the personal fields of events about to be appended (or of stored rows being upgraded: values
   * already sealed stay as they are), links their persons to accounts, and erases the keys an erasure
   * event names, all in the caller's transaction. An event's own `metadata` (rows being upgraded) takes the
   * place of the append's. Keys are read once per person and call.
   */
  async seal(
    em: EntityManager,
    events: readonly { type: string; data: unknown; metadata?: EventMetadata }[],
    metadata: EventMetadata = {},
  ): Promise<SealedEventData[]> {
    const sealed: SealedEventData[] = [];
    const claimed = new Map<string, { key: Buffer | null; linked: boolean }>();
    for (const event of events) {
      const entry = EVENT_PERSONAL_DATA[event.type];
      if (!entry || !isRecord(event.data)) {
        sealed.push({ stored: event.data, plain: event.data, erasedPaths: [] });
        continue;
      }
      const data = event.data;
      const open = entry.fields.filter((path) => {
        const value = valueAt(data, path);
        return value !== undefined && value !== null && !isSealedValue(value);
      });
      const eventMetadata = event.metadata ?? metadata;
      const account = entry.account?.(data, eventMetadata) ?? null;
      let stored: unknown = data;
      let plain: unknown = data;
      const erasedPaths: string[] = [];
      if (open.length > 0 || account !== null) {
        const subject = entry.subject(data, eventMetadata);
        let known = claimed.get(subject);
        if (!known || (account !== null && !known.linked)) {
          known = { key: await this.claimKey(em, subject, account), linked: account !== null };
          claimed.set(subject, known);
        }
        const { key } = known;
        for (const path of open) {
          if (key) {
            stored = withValueAt(stored, path, sealValue(key, subject, valueAt(data, path)));
          } else {
            stored = withValueAt(stored, path, null);
            plain = withValueAt(plain, path, null);
            erasedPaths.push(path);
          }
        }
      }
      sealed.push({ stored, plain, erasedPaths });
      const erased = entry.erasesAccount?.(data);
      if (erased) {
        await this.eraseAccount(em, erased);
        claimed.clear();
      }
    }
    return sealed;
  }

  /** Opens the sealed values of a batch of stored events with one query for all their keys. */
  async open(em: EntityManager, datas: readonly unknown[]): Promise<OpenedEventData[]> {
    const sealed = datas.map(hasSealed);
    const persons = new Set<string>();
    datas.forEach((data, index) => {
      if (sealed[index]) collectPersons(data, persons);
    });
    if (persons.size === 0) return datas.map((data) => ({ data, erasedPaths: [] }));
    const keys = await this.keysOf(em, [...persons]);
    return datas.map((data, index) => {
      if (!sealed[index]) return { data, erasedPaths: [] };
      const erasedPaths: string[] = [];
      const opened = openSealed(data, '', keys, erasedPaths);
      return { data: opened, erasedPaths };
    });
  }

  /**
   * Drops the keys of an account and of every person linked to it (a row without key stays as a marker, so
   * what is appended about them later is stored as erased at once). Returns how many keys were dropped.
   */
  async eraseAccount(em: EntityManager, userId: string): Promise<number> {
    await em.execute(
      `insert into person_keys (person_id, account_id, key, wrapped, erased_at) values (?, ?, null, false, now())
       on conflict (person_id) do nothing`,
      [accountPerson(userId), userId],
    );
    const erased = await em.execute<{ person_id: string }[]>(
      `update person_keys set key = null, wrapped = false, erased_at = now()
        where account_id = ? and key is not null returning person_id`,
      [userId],
    );
    return erased.length;
  }

  /** The account's own person and every person linked to it, erased or not. */
  async personsOfAccount(em: EntityManager, userId: string): Promise<Set<string>> {
    const rows = await em.execute<{ person_id: string }[]>(
      'select person_id from person_keys where account_id = ?',
      [userId],
    );
    return new Set([accountPerson(userId), ...rows.map((row) => row.person_id)]);
  }

  /** Whether the person's key was erased (a person never seen has nothing to erase). */
  async isErased(em: EntityManager, personId: string): Promise<boolean> {
    const [row] = await em.execute<{ erased: boolean }[]>(
      'select key is null as erased from person_keys where person_id = ?',
      [personId],
    );
    return row?.erased ?? false;
  }

  /** The person's key, created on first use and linked to `accountId` if it had no account; null if erased. */
  private async claimKey(
    em: EntityManager,
    personId: string,
    accountId: string | null,
  ): Promise<Buffer | null> {
    const [row] = await em.execute<KeyRow[]>(
      'select person_id, key, wrapped, account_id from person_keys where person_id = ?',
      [personId],
    );
    if (row && (accountId === null || row.account_id !== null)) return this.keyOf(row);
    const fresh = newPersonKey();
    const [claimed] = await em.execute<KeyRow[]>(
      `insert into person_keys (person_id, account_id, key, wrapped) values (?, ?, ?, ?)
       on conflict (person_id) do update set account_id = coalesce(person_keys.account_id, excluded.account_id)
       returning person_id, key, wrapped, account_id`,
      [personId, accountId, this.masterKey ? wrapKey(this.masterKey, fresh) : fresh, this.masterKey !== null],
    );
    return this.keyOf(claimed);
  }

  private async keysOf(em: EntityManager, personIds: readonly string[]): Promise<Map<string, Buffer>> {
    const rows = await em.execute<KeyRow[]>(
      'select person_id, key, wrapped, account_id from person_keys where person_id = any(?::text[])',
      [pgTextArray(personIds)],
    );
    const keys = new Map<string, Buffer>();
    for (const row of rows) {
      const key = this.keyOf(row);
      if (key) keys.set(row.person_id, key);
    }
    return keys;
  }

  private keyOf(row: KeyRow): Buffer | null {
    if (!row.key) return null;
    const stored = Buffer.from(row.key);
    if (!row.wrapped) return stored;
    if (!this.masterKey) {
      throw new Error('Person keys are wrapped with a master key: set PERSONAL_DATA_KEY to read them');
    }
    return unwrapKey(this.masterKey, stored);
  }
}

type EventData = Record<string, unknown>;

function isRecord(value: unknown): value is EventData {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function valueAt(data: unknown, path: string): unknown {
  let current = data;
  for (const field of path.split('.')) {
    if (!isRecord(current)) return undefined;
    current = current[field];
  }
  return current;
}

/** A copy of `data` with the value at `path` replaced (the path exists: valueAt found a value there). */
function withValueAt(data: unknown, path: string, value: unknown): unknown {
  const [field, ...rest] = path.split('.');
  const record = data as EventData;
  return {
    ...record,
    [field]: rest.length === 0 ? value : withValueAt(record[field], rest.join('.'), value),
  };
}

function collectPersons(value: unknown, persons: Set<string>): void {
  if (isSealedValue(value)) {
    persons.add(value.k);
  } else if (Array.isArray(value)) {
    for (const item of value) collectPersons(item, persons);
  } else if (isRecord(value)) {
    for (const item of Object.values(value)) collectPersons(item, persons);
  }
}

function hasSealed(value: unknown): boolean {
  if (isSealedValue(value)) return true;
  if (Array.isArray(value)) return value.some(hasSealed);
  return isRecord(value) && Object.values(value).some(hasSealed);
}

/** `value` with every sealed value opened, or null (its path in `erasedPaths`) when its key is gone. */
function openSealed(value: unknown, path: string, keys: Map<string, Buffer>, erasedPaths: string[]): unknown {
  if (isSealedValue(value)) {
    const key = keys.get((value as SealedValue).k);
    if (key) return openValue(key, value);
    erasedPaths.push(path);
    return null;
  }
  if (Array.isArray(value)) {
    return value.map((item, index) => openSealed(item, join(path, String(index)), keys, erasedPaths));
  }
  if (isRecord(value)) {
    return Object.fromEntries(
      Object.entries(value).map(([field, item]) => [
        field,
        openSealed(item, join(path, field), keys, erasedPaths),
      ]),
    );
  }
  return value;
}

const join = (path: string, field: string): string => (path ? `${path}.${field}` : field);

/** A text[] literal: the SQL binding would spread a JavaScript array into a list of parameters. */
function pgTextArray(values: readonly string[]): string {
  return `{${values.map((value) => `"${value.replace(/["\\]/g, (character) => `\\${character}`)}"`).join(',')}}`;
}
