import { randomUUID } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { EventStore } from '../../src/platform/event-store/event-store';
import type { EventMetadata } from '../../src/platform/event-store/stored-event';
import { MASK } from '../../src/modules/history/personal-fields';
import { startTestApi, type TestApi } from '../support/test-api';
import { signInStaff, type Staff } from '../support/staff';

interface Item {
  position: string;
  time: string;
  type: string;
  module: string;
  entity: { kind: string; id: string; reference: string | null };
  actor: { id: string; name: string | null; role: string | null } | null;
  requestId: string | null;
  data: Record<string, unknown>;
}
interface Page {
  items: Item[];
  nextCursor: string | null;
}

describe('event history (GET /api/admin/events, /api/admin/events.csv)', () => {
  let api: TestApi;
  let staff: Staff;
  const inquiryId = randomUUID();
  const sender = { name: 'García, Ana "Anita"', email: 'ana@example.com', phone: '+34 600 111 222' };

  const db = () => api.app.get(EntityManager).fork();
  const append = (streamId: string, type: string, data: Record<string, unknown>, metadata: EventMetadata) =>
    db().transactional(async (em) => {
      const store = api.app.get(EventStore);
      const version = (await store.streamVersion(em, streamId)) ?? 0;
      return store.append(em, streamId, [{ type, data }], version, metadata);
    });
  const positions = async (where = 'true', params: unknown[] = []) =>
    (
      await db().execute<{ p: string }[]>(
        `select global_position::text as p from events where ${where} order by global_position desc`,
        params,
      )
    ).map((row) => row.p);
  const get = (query: string, role: 'owner' | 'admin' = 'owner') =>
    api.http().get(`/api/admin/events${query}`).set(staff.headers[role]);
  /** Every event the filter matches, page after page. */
  const all = async (query: string, role: 'owner' | 'admin' = 'owner'): Promise<Item[]> => {
    const items: Item[] = [];
    let cursor: string | null = null;
    do {
      const separator = query ? '&' : '';
      const { body } = (await get(
        `?${query}${separator}limit=200${cursor ? `&before=${cursor}` : ''}`,
        role,
      ).expect(200)) as { body: Page };
      items.push(...body.items);
      cursor = body.nextCursor;
    } while (cursor);
    return items;
  };

  beforeAll(async () => {
    api = await startTestApi({ seed: true });
    staff = await signInStaff(api);
    await append(
      `inquiry-${inquiryId}`,
      'InquirySent',
      {
        inquiryId,
        ...sender,
        subject: null,
        message: 'Quisiera visitar la villa en Peñacastillo',
        propertyId: 'villa-sardinero-santander',
        sentAt: new Date().toISOString(),
      },
      { actorId: null, requestId: 'req-inquiry' },
    );
    await append(
      `inquiry-${inquiryId}`,
      'InquiryReplied',
      {
        inquiryId,
        replyId: randomUUID(),
        staffId: staff.userIds.admin,
        message: 'Con mucho gusto',
        repliedAt: '',
      },
      { actorId: staff.userIds.admin, requestId: 'req-reply' },
    );
    // Enough events for more than one default page.
    await db().transactional((em) =>
      api.app.get(EventStore).append(
        em,
        `media-${randomUUID()}`,
        Array.from({ length: 30 }, (_, index) => ({
          type: 'ImageUploaded',
          data: { imageId: `filler-${index}`, variants: [] },
        })),
        0,
        { actorId: 'system' },
      ),
    );
    // Two events recorded long ago, for the date filter (nothing can append them in the past but SQL).
    await db().execute(`insert into streams (stream_id, version) values ('media-old-image', 2)`);
    await db().execute(
      `insert into events (event_id, stream_id, stream_version, type, data, metadata, created_at) values
        (gen_random_uuid(), 'media-old-image', 1, 'ImageUploaded', '{"imageId":"old-image","variants":[]}', '{"actorId":"system"}', '2025-01-10T10:00:00Z'),
        (gen_random_uuid(), 'media-old-image', 2, 'ImageUploaded', '{"imageId":"old-image","variants":[]}', '{"actorId":"system"}', '2025-02-10T10:00:00Z')`,
    );
  });
  afterAll(() => api.close());

  it('lists every event, newest first, with its module, entity, actor and request id', async () => {
    const items = await all('');
    expect(items.map((item) => item.position)).toEqual(await positions());
    const reply = items.find((item) => item.type === 'InquiryReplied')!;
    expect(reply).toEqual({
      position: expect.stringMatching(/^\d+$/),
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      type: 'InquiryReplied',
      module: 'engagement',
      entity: { kind: 'inquiry', id: inquiryId, reference: null },
      actor: { id: staff.userIds.admin, name: expect.any(String), role: 'admin' },
      requestId: 'req-reply',
      data: expect.objectContaining({ message: 'Con mucho gusto' }),
      erasedPaths: [],
    });
    expect(items.find((item) => item.type === 'InquirySent')!.actor).toBeNull();
    const listed = items.find((item) => item.type === 'PropertyListed')!;
    expect(listed.module).toBe('catalogue');
    expect(listed.entity).toEqual({
      kind: 'property',
      id: expect.any(String),
      reference: expect.any(String),
    });
    // The default page holds 50.
    const { body } = (await get('').expect(200)) as { body: Page };
    expect(body.items).toHaveLength(50);
    expect(body.nextCursor).toBe(body.items[49].position);
  });

  it('filters by module, types, actor, entity and dates, and searches by reference or id', async () => {
    const ids = (items: Item[]) => items.map((item) => item.position);
    expect(ids(await all('module=catalogue'))).toEqual(
      await positions(
        `stream_id like 'property-%' or stream_id like 'service-%' or stream_id like 'experience-%'`,
      ),
    );
    expect(ids(await all('type=PropertyListed&type=InquirySent'))).toEqual(
      await positions(`type in ('PropertyListed', 'InquirySent')`),
    );
    expect(ids(await all('type=PropertyListed,InquirySent'))).toEqual(
      await positions(`type in ('PropertyListed', 'InquirySent')`),
    );
    expect(ids(await all(`actorId=${staff.userIds.admin}`))).toEqual(
      await positions(`metadata->>'actorId' = ?`, [staff.userIds.admin]),
    );
    expect((await all(`actorId=${staff.userIds.admin}`)).map((item) => item.type)).toContain(
      'InquiryReplied',
    );
    expect(ids(await all('actorId=system'))).toEqual(await positions(`metadata->>'actorId' = 'system'`));
    const villa = await positions(`stream_id = 'property-villa-sardinero-santander'`);
    expect(villa.length).toBeGreaterThan(0);
    expect(ids(await all('entity=property:villa-sardinero-santander'))).toEqual(villa);
    expect(ids(await all('entity=property-villa-sardinero-santander'))).toEqual(villa);
    expect(ids(await all(`entity=inquiry:${inquiryId}`))).toHaveLength(2);
    const january = await all('from=2025-01-01T00:00:00Z&to=2025-02-01T00:00:00Z');
    expect(january.map((item) => item.time)).toEqual(['2025-01-10T10:00:00.000Z']);
    expect(
      (await all('from=2025-01-01T00:00:00Z&to=2025-03-01T00:00:00Z')).map((item) => item.module),
    ).toEqual(['media', 'media']);
    expect(await all('from=2024-01-01T00:00:00Z&to=2024-02-01T00:00:00Z')).toEqual([]);
    expect((await all('to=2025-02-01T00:00:00Z')).map((item) => item.time)).toEqual([
      '2025-01-10T10:00:00.000Z',
    ]);
    expect((await all('from=2025-02-01T00:00:00Z')).length).toBe((await positions()).length - 1);
    // Search: a reference (or its start, any case) or an entity's id.
    expect(ids(await all('q=cc-std-0142'))).toEqual(villa);
    expect((await all('q=CC-STD')).every((item) => item.entity.reference?.startsWith('CC-STD'))).toBe(true);
    expect(ids(await all(`q=${inquiryId}`))).toEqual(
      await positions('stream_id = ?', [`inquiry-${inquiryId}`]),
    );
    expect(await all('q=villa-sardinero-santander')).toHaveLength(villa.length);
    expect(await all('q=nothing-like-this')).toEqual([]);
    // Filters combine.
    expect(ids(await all(`module=engagement&actorId=${staff.userIds.admin}&q=${inquiryId}`))).toHaveLength(1);
  });

  it('joins keyset pages without gaps or repeats while new events are appended between pages', async () => {
    const top = (await positions())[0];
    const seen: string[] = [];
    let cursor: string | null = null;
    let first = true;
    do {
      const { body } = (await get(`?limit=7${cursor ? `&before=${cursor}` : ''}`).expect(200)) as {
        body: Page;
      };
      if (first) expect(body.items[0].position).toBe(top);
      first = false;
      seen.push(...body.items.map((item) => item.position));
      cursor = body.nextCursor;
      await append(
        `media-${randomUUID()}`,
        'ImageUploaded',
        { imageId: 'late', variants: [] },
        { actorId: 'system' },
      );
    } while (cursor);
    expect(seen).toEqual(await positions('global_position <= ?', [top]));
  });

  it('shows owners the personal data as stored and admins masked', async () => {
    const query = `?entity=inquiry:${inquiryId}&type=InquirySent`;
    const owner = ((await get(query, 'owner').expect(200)) as { body: Page }).body.items[0];
    expect(owner.data).toMatchObject({ ...sender, message: 'Quisiera visitar la villa en Peñacastillo' });
    const admin = ((await get(query, 'admin').expect(200)) as { body: Page }).body.items[0];
    expect(admin.data).toMatchObject({ name: MASK, email: MASK, phone: MASK, message: MASK, subject: null });
    expect(admin.data.propertyId).toBe('villa-sardinero-santander');
    expect(JSON.stringify(admin)).not.toContain('ana@example.com');
    // The registered client's e-mail too.
    const registered = (
      (await get(`?entity=user:${staff.userIds.user}&type=UserRegistered`, 'admin').expect(200)) as {
        body: Page;
      }
    ).body.items[0];
    expect(registered.data.email).toBe(MASK);
  });

  it('refuses users (403) and visitors (401)', async () => {
    for (const path of ['/api/admin/events', '/api/admin/events.csv']) {
      await api.http().get(path).set(staff.headers.user).expect(403);
      await api.http().get(path).expect(401);
    }
  });

  it.each([
    ['before=abc', 400, 'before'],
    ['before=0', 400, 'before'],
    ['before=99999999999999999999', 400, 'before'],
    ['limit=0', 400, 'limit'],
    ['limit=201', 400, 'limit'],
    ['limit=ten', 400, 'limit'],
    ['from=yesterday', 400, 'from'],
    ['to=2025-02-30T00:00:00Z', 400, 'to'],
    ['from=2025-02-01T00:00:00Z&to=2025-01-01T00:00:00Z', 422, 'to'],
    ['module=accounts', 400, 'module'],
    ['type=not-a-type', 400, 'type'],
    ['actorId=someone', 400, 'actorId'],
    ['unknown=1', 400, 'unknown'],
    ['q=a%00b', 400, 'q'],
    ['entity=property:%00', 400, 'entity'],
  ])('answers %s with %i in the shared error shape', async (query, status, field) => {
    const { body } = await get(`?${query}`).expect(status);
    expect(body).toEqual({
      error: {
        code: expect.any(String),
        message: expect.any(String),
        details: expect.arrayContaining([expect.objectContaining({ field })]),
      },
    });
    if (status === 422) expect(body.error.code).toBe('invalid_date_range');
  });

  it('exports the filtered list as CSV: BOM, one quoted row per event, masked for admins', async () => {
    const owner = await api
      .http()
      .get(`/api/admin/events.csv?entity=inquiry:${inquiryId}`)
      .set(staff.headers.owner)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks).toString('utf8')));
      })
      .expect(200);
    expect(owner.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(owner.headers['content-disposition']).toContain('event-history.csv');
    expect(owner.headers['x-export-capped']).toBeUndefined();
    const text = owner.body as string;
    expect(text.startsWith('\uFEFFposition,time,type,module,entity_kind,entity_id,reference,')).toBe(true);
    const lines = text.slice(1).split('\r\n');
    expect(lines).toHaveLength(4); // header, two events, the final line break
    expect(lines[1]).toMatch(/^\d+,[^,]+,InquiryReplied,engagement,inquiry,/);
    expect(lines[1]).toContain(`,${staff.userIds.admin},`);
    expect(lines[1]).toContain(',admin,req-reply,');
    // The JSON of the data is one field: quoted, its quotes doubled; the sender's quotes doubled twice.
    expect(lines[2]).toMatch(/,req-inquiry,"\{.*\}",$/);
    expect(lines[2]).toContain('""name"":""García, Ana \\""Anita\\""""');
    expect(lines[2]).toContain('Peñacastillo');

    const admin = await api
      .http()
      .get(`/api/admin/events.csv?entity=inquiry:${inquiryId}`)
      .set(staff.headers.admin)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks).toString('utf8')));
      })
      .expect(200);
    expect(admin.body).not.toContain('ana@example.com');
    expect(admin.body).toContain(`""name"":""${MASK}""`);
    await api.http().get('/api/admin/events.csv?limit=5').set(staff.headers.owner).expect(400);
  });
});
