import { randomUUID } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { FEATURE_KEYS } from '../../src/modules/catalogue/domain/catalogue-enums';
import { MASK } from '../../src/modules/history/personal-fields';
import { EventStore } from '../../src/platform/event-store/event-store';
import { propertyInput } from '../catalogue/property-fixtures';
import { startTestApi, type TestApi } from '../support/test-api';
import { signInStaff, type Staff } from '../support/staff';

interface Change {
  path: string;
  before: unknown;
  after: unknown;
  added?: unknown[];
  removed?: unknown[];
  beforeErased: boolean;
  afterErased: boolean;
}
interface Entry {
  position: string;
  version: number;
  time: string;
  type: string;
  actor: { id: string; name: string | null; role: string | null } | null;
  changes: Change[];
  erasedPaths: string[];
}
interface EntityHistory {
  kind: string;
  id: string;
  entries: Entry[];
}

describe("an entity's history (GET /api/admin/history/:kind/:id, GET /api/admin/users/:id)", () => {
  let api: TestApi;
  let staff: Staff;

  const history = (path: string, role: 'owner' | 'admin' | 'user' | 'anonymous' = 'admin') =>
    api.http().get(`/api/admin/history/${path}`).set(staff.headers[role]);

  beforeAll(async () => {
    api = await startTestApi({ seed: true });
    staff = await signInStaff(api);
  });
  afterAll(() => api.close());

  it('shows a property revised twice: newest first, each revision with its own fields before and after', async () => {
    const listed = propertyInput({ reference: 'CC-HIS-001' });
    const created = await api
      .http()
      .post('/api/admin/properties')
      .set(staff.headers.admin)
      .send({ details: listed })
      .expect(201);
    const id = created.body.id as string;
    const first = {
      ...listed,
      title: { ...listed.title, en: 'Seafront villa, renovated' },
      price: { ...listed.price, saleEur: 2_400_000 },
    };
    const afterFirst = await api
      .http()
      .put(`/api/admin/properties/${id}`)
      .set(staff.headers.admin)
      .send({ expectedVersion: created.body.version, details: first })
      .expect(200);
    const newAmenity = FEATURE_KEYS.find((key) => !first.amenities.includes(key))!;
    const second = { ...first, amenities: [...first.amenities.slice(1), newAmenity] };
    await api
      .http()
      .put(`/api/admin/properties/${id}`)
      .set(staff.headers.owner)
      .send({ expectedVersion: afterFirst.body.version, details: second })
      .expect(200);

    const { body } = (await history(`property/${id}`).expect(200)) as { body: EntityHistory };
    expect(body.kind).toBe('property');
    expect(body.id).toBe(id);
    const versions = body.entries.map((entry) => entry.version);
    expect(versions).toEqual([...versions].sort((a, b) => b - a));
    expect(body.entries[body.entries.length - 1].type).toBe('PropertyListed');

    const revisions = body.entries.filter((entry) => entry.type === 'PropertyRevised');
    expect(revisions).toHaveLength(2);
    const [latest, earlier] = revisions;
    expect(latest.actor).toEqual({ id: staff.userIds.owner, name: expect.any(String), role: 'owner' });
    expect(latest.changes).toEqual([
      {
        path: 'amenities',
        before: first.amenities,
        after: second.amenities,
        added: [newAmenity],
        removed: [first.amenities[0]],
        beforeErased: false,
        afterErased: false,
      },
    ]);
    expect(earlier.actor).toEqual({ id: staff.userIds.admin, name: expect.any(String), role: 'admin' });
    expect(earlier.changes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          path: 'title.en',
          before: listed.title.en,
          after: 'Seafront villa, renovated',
        }),
        expect.objectContaining({ path: 'price.saleEur', before: listed.price.saleEur, after: 2_400_000 }),
      ]),
    );
    expect(earlier.changes.map((change) => change.path)).not.toContain('title.es');
    const priceChange = body.entries.find((entry) => entry.type === 'PropertyPriceChanged')!;
    expect(priceChange.changes).toEqual([
      expect.objectContaining({ path: 'priceEur', before: listed.price.saleEur, after: 2_400_000 }),
    ]);
  });

  it("masks an inquiry's personal fields for admins and shows them to owners", async () => {
    const inquiryId = randomUUID();
    await api.app
      .get(EntityManager)
      .fork()
      .transactional((em) =>
        api.app.get(EventStore).append(
          em,
          `inquiry-${inquiryId}`,
          [
            {
              type: 'InquirySent',
              data: {
                inquiryId,
                name: 'Ana García',
                email: 'ana@example.com',
                phone: '+34 600 111 222',
                subject: null,
                message: 'Quisiera visitar la villa',
                propertyId: 'villa-sardinero-santander',
              },
            },
          ],
          0,
          { actorId: null },
        ),
      );

    const admin = (await history(`inquiry/${inquiryId}`).expect(200)) as { body: EntityHistory };
    const [sent] = admin.body.entries;
    expect(sent.actor).toBeNull();
    expect(sent.erasedPaths).toEqual([]);
    expect(sent.changes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: 'name', before: null, after: MASK }),
        expect.objectContaining({ path: 'email', after: MASK }),
        expect.objectContaining({ path: 'message', after: MASK }),
        expect.objectContaining({ path: 'propertyId', after: 'villa-sardinero-santander' }),
      ]),
    );
    expect(JSON.stringify(admin.body)).not.toMatch(/Ana García|ana@example\.com|600 111/);

    const owner = (await history(`inquiry/${inquiryId}`, 'owner').expect(200)) as { body: EntityHistory };
    expect(owner.body.entries[0].changes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: 'name', after: 'Ana García' }),
        expect.objectContaining({ path: 'email', after: 'ana@example.com' }),
      ]),
    );
  });

  it('answers 404 for a kind without a history panel and for an entity without events', async () => {
    const unknownKind = await history('planet/mars').expect(404);
    expect(unknownKind.body.error.code).toBe('history_kind_not_found');
    await history('media/some-image').expect(404);
    const unknownEntity = await history(`property/no-such-property-${randomUUID()}`).expect(404);
    expect(unknownEntity.body.error.code).toBe('history_entity_not_found');
  });

  it('is for staff only: 403 for a client, 401 without a session', async () => {
    const id = staff.userIds.user;
    expect((await history(`user/${id}`, 'user').expect(403)).body.error.code).toBe('forbidden');
    await history(`user/${id}`, 'anonymous').expect(401);
    const { body } = (await history(`user/${id}`, 'admin').expect(200)) as { body: EntityHistory };
    expect(body.entries[body.entries.length - 1].type).toBe('UserRegistered');
  });

  it("reads one account's facts for staff (GET /api/admin/users/:id), 404 for an unknown one", async () => {
    const { body } = await api
      .http()
      .get(`/api/admin/users/${staff.userIds.user}`)
      .set(staff.headers.admin)
      .expect(200);
    expect(body).toEqual({
      id: staff.userIds.user,
      email: 'visitor@example.com',
      emailVerified: expect.any(Boolean),
      firstName: expect.any(String),
      lastName: expect.any(String),
      displayName: null,
      role: 'user',
      status: 'active',
      registeredAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      lastSignInAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    const missing = await api
      .http()
      .get(`/api/admin/users/${randomUUID()}`)
      .set(staff.headers.owner)
      .expect(404);
    expect(missing.body.error.code).toBe('user_not_found');
    await api.http().get('/api/admin/users/not-a-uuid').set(staff.headers.owner).expect(400);
    await api.http().get(`/api/admin/users/${staff.userIds.admin}`).set(staff.headers.user).expect(403);
  });
});
