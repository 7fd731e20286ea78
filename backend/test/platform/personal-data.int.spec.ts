import { randomUUID } from 'node:crypto';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { migrate } from '../../src/bootstrap/migrate';
import type { AppConfig } from '../../src/platform/config/app-config';
import { EventSchemas } from '../../src/platform/event-store/event-schemas';
import { EventStore } from '../../src/platform/event-store/event-store';
import { LOG_START } from '../../src/platform/event-store/stored-event';
import { PersonalData } from '../../src/platform/privacy/personal-data';
import {
  SEAL_UPGRADE,
  sealStoredPersonalData,
  sealUpgradeMarker,
} from '../../src/platform/privacy/seal-stored-personal-data';
import { openOrm } from '../support/orm';
import { testConfig } from '../support/test-config';

/**
 * Crypto-shredding in the event store: personal fields sealed at append and opened at every read with one
 * key query per batch; the one-off upgrade of rows recorded before; erasure of an account and the persons
 * linked to it.
 */
describe('personal data in the event store', () => {
  let config: AppConfig;
  let orm: MikroORM;
  let personalData: PersonalData;
  let store: EventStore;
  const inTransaction = <T>(fn: (em: EntityManager) => Promise<T>): Promise<T> =>
    orm.em.fork().transactional(fn);
  const rawData = async (streamId: string) =>
    (
      await orm.em
        .fork()
        .execute<{ data: string }[]>(
          'select data::text as data from events where stream_id = ? order by stream_version',
          [streamId],
        )
    ).map((row) => row.data);

  beforeAll(async () => {
    config = await testConfig();
    orm = await openOrm(config);
    personalData = new PersonalData(config);
    store = new EventStore(new EventSchemas(), personalData);
  });
  afterAll(() => orm.close(true));

  const registered = (userId: string, email: string) => ({
    type: 'UserRegistered',
    data: {
      userId,
      email,
      firstName: 'Remedios',
      lastName: 'Cossío',
      displayName: null,
      phone: '+34 622 333 444',
      language: 'es',
      role: 'user',
    },
  });

  it('stores no personal value in clear text and gives readers the plain event', async () => {
    const userId = randomUUID();
    const [appended] = await inTransaction((em) =>
      store.append(em, `user-${userId}`, [registered(userId, 'remedios@example.com')], 0),
    );
    expect(appended.data).toMatchObject({ email: 'remedios@example.com', displayName: null });
    expect(appended.erasedPaths).toBeUndefined();
    const [raw] = await rawData(`user-${userId}`);
    for (const clear of ['remedios@example.com', 'Remedios', 'Cossío', '622 333 444']) {
      expect(raw).not.toContain(clear);
    }
    expect(raw).toContain('"$pd"');
    expect(raw).toContain('"language": "es"');
    const [read] = await store.readStream(orm.em.fork(), `user-${userId}`);
    expect(read.data).toEqual(appended.data);
    // The key is wrapped with the master key: the table holds no key as it is used.
    const [key] = await orm.em
      .fork()
      .execute<{ wrapped: boolean; key: Buffer }[]>(
        'select wrapped, key from person_keys where person_id = ?',
        [`account-${userId}`],
      );
    expect(key.wrapped).toBe(true);
    expect(key.key.length).toBeGreaterThan(32);
  });

  it('opens a batch of events of many persons with one key query', async () => {
    const ids = Array.from({ length: 12 }, () => randomUUID());
    for (const id of ids) {
      await inTransaction((em) => store.append(em, `user-${id}`, [registered(id, `${id}@example.com`)], 0));
    }
    const em = orm.em.fork();
    const execute = jest.spyOn(em, 'execute');
    const events = await store.readLog(em, LOG_START, 1000, { types: ['UserRegistered'], wholeLog: true });
    expect(events.length).toBeGreaterThanOrEqual(12);
    const keyQueries = execute.mock.calls.filter(([sql]) => String(sql).includes('from person_keys'));
    expect(keyQueries).toHaveLength(1);
    expect(events.map((event) => (event.data as { email: string }).email)).toEqual(
      expect.arrayContaining(ids.map((id) => `${id}@example.com`)),
    );
  });

  it('erases an account with the persons linked to it; what is written about them later is erased at once', async () => {
    const userId = randomUUID();
    const inquiryId = randomUUID();
    const visitorInquiry = randomUUID();
    await inTransaction(async (em) => {
      await store.append(em, `user-${userId}`, [registered(userId, 'borrar@example.com')], 0);
      // Signed in: the inquiry's person belongs to the account from the start.
      await store.append(
        em,
        `inquiry-${inquiryId}`,
        [{ type: 'InquirySent', data: { inquiryId, name: 'Remedios', email: 'borrar@example.com' } }],
        0,
        { actorId: userId },
      );
      // A visitor's inquiry, joined to the account later.
      await store.append(
        em,
        `inquiry-${visitorInquiry}`,
        [
          {
            type: 'InquirySent',
            data: { inquiryId: visitorInquiry, name: 'Remedios C.', email: 'x@example.com' },
          },
        ],
        0,
        { actorId: null },
      );
      await store.append(
        em,
        `inquiry-${visitorInquiry}`,
        [{ type: 'InquiryJoinedAccount', data: { inquiryId: visitorInquiry, userId } }],
        1,
      );
    });
    const before = await orm.em.fork().execute<{ n: string }[]>('select count(*) as n from events');

    const [erasure] = await inTransaction((em) =>
      store.append(em, `user-${userId}`, [{ type: 'AccountErased', data: { userId, by: 'client' } }], 1),
    );
    expect(erasure.erasedPaths).toBeUndefined();
    const after = await orm.em.fork().execute<{ n: string }[]>('select count(*) as n from events');
    expect(Number(after[0].n)).toBe(Number(before[0].n) + 1);

    const [account] = await store.readStream(orm.em.fork(), `user-${userId}`);
    expect(account.data).toMatchObject({
      userId,
      email: null,
      firstName: null,
      phone: null,
      displayName: null,
    });
    expect([...(account.erasedPaths ?? [])].sort()).toEqual(['email', 'firstName', 'lastName', 'phone']);
    for (const stream of [`inquiry-${inquiryId}`, `inquiry-${visitorInquiry}`]) {
      const [sent] = await store.readStream(orm.em.fork(), stream);
      expect(sent.data).toMatchObject({ name: null, email: null });
      expect(sent.erasedPaths).toEqual(expect.arrayContaining(['name', 'email']));
    }

    // Staff answer the erased person's inquiry afterwards: stored and read as erased, never in clear.
    const [reply] = await inTransaction((em) =>
      store.append(
        em,
        `inquiry-${inquiryId}`,
        [{ type: 'InquiryReplied', data: { inquiryId, replyId: randomUUID(), message: 'Hola, Remedios' } }],
        1,
      ),
    );
    expect(reply.data).toMatchObject({ message: null });
    expect(reply.erasedPaths).toEqual(['message']);
    expect((await rawData(`inquiry-${inquiryId}`)).join()).not.toContain('Hola, Remedios');
  });

  it('seals the events recorded before, once, as the one update the append-only trigger lets through', async () => {
    const userId = randomUUID();
    const inquiryId = randomUUID();
    const em = orm.em.fork();
    // Rows as the store wrote them before crypto-shredding: in clear.
    await em.execute(`insert into streams (stream_id, version) values (?, 1), (?, 2)`, [
      `user-${userId}`,
      `inquiry-${inquiryId}`,
    ]);
    await em.execute(
      `insert into events (event_id, stream_id, stream_version, type, data, metadata) values
         (?, ?, 1, 'UserRegistered', ?::jsonb, '{}'),
         (?, ?, 1, 'InquirySent', ?::jsonb, '{"actorId": null}'),
         (?, ?, 2, 'InquiryJoinedAccount', ?::jsonb, '{}')`,
      [
        randomUUID(),
        `user-${userId}`,
        JSON.stringify(registered(userId, 'antigua@example.com').data),
        randomUUID(),
        `inquiry-${inquiryId}`,
        JSON.stringify({ inquiryId, name: 'Antigua Ruiz', email: 'antigua@example.com', phone: null }),
        randomUUID(),
        `inquiry-${inquiryId}`,
        JSON.stringify({ inquiryId, userId }),
      ],
    );
    await expect(
      em.execute(`update events set data = '{}' where stream_id = ?`, [`user-${userId}`]),
    ).rejects.toThrow('append-only');
    // The template database was migrated (and so upgraded) already: forget that it was, to run it again.
    await em.execute('delete from person_keys where person_id = ?', [SEAL_UPGRADE]);

    expect(await sealStoredPersonalData(orm.em.fork(), personalData)).toBe(2);
    const raw = [...(await rawData(`user-${userId}`)), ...(await rawData(`inquiry-${inquiryId}`))].join();
    expect(raw).not.toContain('antigua@example.com');
    expect(raw).not.toContain('Antigua');
    const [sent] = await store.readStream(orm.em.fork(), `inquiry-${inquiryId}`);
    expect(sent.data).toMatchObject({ name: 'Antigua Ruiz', email: 'antigua@example.com', phone: null });
    // The visitor's inquiry is linked to the account it joined.
    const [link] = await em.execute<{ account_id: string }[]>(
      'select account_id from person_keys where person_id = ?',
      [`inquiry-${inquiryId}`],
    );
    expect(link.account_id).toBe(userId);

    // Once done it never walks the log again; and run again anyway, it finds nothing left to seal.
    expect(await sealStoredPersonalData(orm.em.fork(), personalData)).toBe(0);
    await em.execute('delete from person_keys where person_id = ?', [SEAL_UPGRADE]);
    expect(await sealStoredPersonalData(orm.em.fork(), personalData)).toBe(0);
    await expect(
      em.execute(`update events set data = '{}' where stream_id = ?`, [`user-${userId}`]),
    ).rejects.toThrow('append-only');
  });

  it('seals the names of saved searches in a database sealed with v1, once, on the next migrate', async () => {
    const userId = randomUUID();
    const erasedId = randomUUID();
    const searchId = randomUUID();
    const em = orm.em.fork();
    // Sealed at append as v1 did already: the walk must leave these values exactly as they are.
    await inTransaction((tx) =>
      store.append(tx, `user-${userId}`, [registered(userId, 'casilda@example.com')], 0),
    );
    await inTransaction(async (tx) => {
      await store.append(tx, `user-${erasedId}`, [registered(erasedId, 'olvidada@example.com')], 0);
      await store.append(
        tx,
        `user-${erasedId}`,
        [
          {
            type: 'AccountErased',
            data: { userId: erasedId, by: 'client', erasedAt: new Date().toISOString() },
          },
        ],
        1,
      );
    });
    const sealedBefore = await rawData(`user-${userId}`);
    // Saved searches as v1 left them: their names in clear, one of an account erased since.
    const search = (id: string, name: string) => ({
      userId: id,
      searchId: id === userId ? searchId : randomUUID(),
      name,
      filters: { location: ['Santander'] },
      frequency: 'daily',
      savedAt: '2026-01-10T10:00:00.000Z',
    });
    await em.execute(`insert into streams (stream_id, version) values (?, 2), (?, 1)`, [
      `client-${userId}`,
      `client-${erasedId}`,
    ]);
    await em.execute(
      `insert into events (event_id, stream_id, stream_version, type, data, metadata) values
         (?, ?, 1, 'SearchSaved', ?::jsonb, '{}'),
         (?, ?, 2, 'SavedSearchRenamed', ?::jsonb, '{}'),
         (?, ?, 1, 'SearchSaved', ?::jsonb, '{}')`,
      [
        randomUUID(),
        `client-${userId}`,
        JSON.stringify(search(userId, 'Casa para Juan y Marta')),
        randomUUID(),
        `client-${userId}`,
        JSON.stringify({ userId, searchId, name: 'Piso de Marta en Laredo' }),
        randomUUID(),
        `client-${erasedId}`,
        JSON.stringify(search(erasedId, 'Refugio de Olvido')),
      ],
    );
    await em.execute('delete from person_keys where person_id = ?', [SEAL_UPGRADE]);
    await em.execute(
      `insert into person_keys (person_id, key, erased_at) values (?, null, now()) on conflict do nothing`,
      [sealUpgradeMarker(1)],
    );

    await migrate(config);

    const raw = [...(await rawData(`client-${userId}`)), ...(await rawData(`client-${erasedId}`))].join();
    for (const name of ['Juan', 'Marta', 'Laredo', 'Olvido']) expect(raw).not.toContain(name);
    expect(await rawData(`user-${userId}`)).toEqual(sealedBefore);
    const [saved, renamed] = await store.readStream(orm.em.fork(), `client-${userId}`);
    expect(saved.data).toMatchObject({
      name: 'Casa para Juan y Marta',
      filters: { location: ['Santander'] },
    });
    expect(renamed.data).toMatchObject({ name: 'Piso de Marta en Laredo' });
    // The erased account's key is gone: its search's name goes with it.
    const [forgotten] = await store.readStream(orm.em.fork(), `client-${erasedId}`);
    expect(forgotten.data).toMatchObject({ name: null, frequency: 'daily' });
    const markers = await em.execute<{ person_id: string }[]>(
      `select person_id from person_keys where person_id like 'seal-personal-fields-%' order by person_id`,
    );
    expect(markers.map((row) => row.person_id)).toEqual([sealUpgradeMarker(1), SEAL_UPGRADE]);

    // The current version recorded: no walk again; and forced to walk anyway, nothing left to seal.
    const client = await rawData(`client-${userId}`);
    expect(await sealStoredPersonalData(orm.em.fork(), personalData)).toBe(0);
    await em.execute('delete from person_keys where person_id = ?', [SEAL_UPGRADE]);
    expect(await sealStoredPersonalData(orm.em.fork(), personalData)).toBe(0);
    expect(await rawData(`client-${userId}`)).toEqual(client);
  });
  it('seals the notes sent with a changed booking amount in a database sealed with v2, on the next migrate', async () => {
    const bookingId = randomUUID();
    const note = 'Descuento para la familia Quintanilla';
    const em = orm.em.fork();
    await em.execute(`insert into streams (stream_id, version) values (?, 1)`, [`booking-${bookingId}`]);
    await em.execute(
      `insert into events (event_id, stream_id, stream_version, type, data, metadata)
         values (?, ?, 1, 'BookingPriceAdjusted', ?::jsonb, '{}')`,
      [
        randomUUID(),
        `booking-${bookingId}`,
        JSON.stringify({ bookingId, from: 500, to: 450, note, adjustedAt: '2026-01-10T10:00:00.000Z' }),
      ],
    );
    await em.execute('delete from person_keys where person_id = ?', [SEAL_UPGRADE]);
    await em.execute(
      `insert into person_keys (person_id, key, erased_at) values (?, null, now()) on conflict do nothing`,
      [sealUpgradeMarker(2)],
    );
    expect(SEAL_UPGRADE).toBe(sealUpgradeMarker(4));

    await migrate(config);

    expect((await rawData(`booking-${bookingId}`)).join()).not.toContain('Quintanilla');
    const [adjusted] = await store.readStream(orm.em.fork(), `booking-${bookingId}`);
    expect(adjusted.data).toEqual({
      bookingId,
      from: 500,
      to: 450,
      note,
      adjustedAt: '2026-01-10T10:00:00.000Z',
    });
  });
});
