import { EntityManager } from '@mikro-orm/postgresql';
import { SAMPLE_EXPERIENCES } from '../../src/modules/catalogue/seed/sample-experiences';
import { SAMPLE_SERVICES } from '../../src/modules/catalogue/seed/sample-services';
import { EventStore } from '../../src/platform/event-store/event-store';
import { Clock } from '../../src/platform/time/clock';
import { propertyInput } from './property-fixtures';
import { startTestApi, type TestApi } from '../support/test-api';
import { signInStaff, type Staff } from '../support/staff';

type Details = Record<string, unknown>;

/**
 * The catalogue's command path as the back office drives it: deletes at the version the screen showed,
 * positions decided in the command's own transaction, malformed details refused field by field, and the
 * time of a listing taken from the product's clock.
 */
describe('catalogue command path', () => {
  let api: TestApi;
  let staff: Staff;

  beforeAll(async () => {
    api = await startTestApi({ seed: true });
    staff = await signInStaff(api);
  });
  afterAll(() => api.close());

  const service = (overrides: Details = {}): Details => ({
    ...structuredClone(SAMPLE_SERVICES[0].details),
    title: { es: 'Chófer privado' },
    premium: false,
    ...overrides,
  });
  const experience = (overrides: Details = {}): Details => ({
    ...structuredClone(SAMPLE_EXPERIENCES[0].details),
    title: { es: 'Paseo en velero' },
    ...overrides,
  });
  let references = 0;
  const property = (overrides: Details = {}): Details => ({
    ...propertyInput({ reference: `CC-PATH-${++references}` }),
    ...overrides,
  });

  const create = (path: string, details: unknown) =>
    api.http().post(`/api/admin/${path}`).set(staff.headers.owner).send({ details });

  describe('deletes at the version the screen showed', () => {
    it.each([
      ['properties', () => property()],
      ['services', () => service()],
      ['experiences', () => experience()],
    ])('%s: a stale version is a 409 and deletes nothing; the current one deletes', async (path, details) => {
      const original = details();
      const created = await create(path, original).expect(201);
      const id = created.body.id as string;
      // Someone saves a change after the owner looked at version 1.
      const revised = { ...original, title: { es: 'Título revisado' } };
      await api
        .http()
        .put(`/api/admin/${path}/${id}`)
        .set(staff.headers.admin)
        .send({ expectedVersion: 1, details: revised })
        .expect(200, { id, version: 2 });

      const stale = await api
        .http()
        .delete(`/api/admin/${path}/${id}?expectedVersion=1`)
        .set(staff.headers.owner)
        .expect(409);
      expect(stale.body.error.code).toBe('version_conflict');
      const stream = `${path === 'properties' ? 'property' : path.slice(0, -1)}-${id}`;
      const store = api.app.get(EventStore);
      expect(await store.readStream(api.app.get(EntityManager).fork(), stream)).toHaveLength(2);

      await api
        .http()
        .delete(`/api/admin/${path}/${id}?expectedVersion=2`)
        .set(staff.headers.owner)
        .expect(204);
      const history = await store.readStream(api.app.get(EntityManager).fork(), stream);
      expect(history.map((event) => event.type).at(-1)).toMatch(/Deleted$/);
      // Deleted at its current version, it is gone: a second delete finds nothing.
      const again = await api
        .http()
        .delete(`/api/admin/${path}/${id}?expectedVersion=3`)
        .set(staff.headers.owner)
        .expect(404);
      expect(again.body.error.code).toMatch(/_not_found$/);
    });

    it.each([
      '',
      '?expectedVersion=',
      '?expectedVersion=0',
      '?expectedVersion=abc',
      '?expectedVersion=1e308',
    ])('refuses a delete without a usable expected version (%s) with validation_failed', async (query) => {
      const created = await create('services', service()).expect(201);
      const response = await api
        .http()
        .delete(`/api/admin/services/${created.body.id}${query}`)
        .set(staff.headers.owner)
        .expect(400);
      expect(response.body.error.code).toBe('validation_failed');
      expect(response.body.error.details.map((d: { field: string }) => d.field)).toEqual(['expectedVersion']);
    });
  });

  describe('positions of new services and experiences', () => {
    it.each(['services', 'experiences'])(
      '%s created at the same time each get their own position, after the existing ones',
      async (path) => {
        const table = `catalogue_${path}`;
        const em = api.app.get(EntityManager).fork();
        const [{ before }] = await em.execute<{ before: number }[]>(
          `select coalesce(max(position), -1)::int as before from ${table}`,
        );
        const count = 8;
        const make = path === 'services' ? service : experience;
        const created = await Promise.all(
          Array.from({ length: count }, (_, n) => create(path, make({ title: { es: `A la vez ${n}` } }))),
        );
        expect(created.map((response) => response.status)).toEqual(Array(count).fill(201));
        const ids = created.map((response) => response.body.id as string);
        const rows = await em.execute<{ position: number }[]>(
          `select position from ${table} where id in (${ids.map(() => '?').join(', ')})`,
          ids,
        );
        const positions = rows.map((row) => row.position).sort((a, b) => a - b);
        expect(positions).toEqual(Array.from({ length: count }, (_, n) => before + 1 + n));
      },
    );
  });

  describe('malformed details', () => {
    const cases: [string, string, string, unknown][] = [
      ['services', 'an array', 'details', []],
      ['services', 'an array of one service', 'details', [service()]],
      ['services', 'a text', 'details', 'x'],
      ['services', 'a number', 'details', 5],
      ['services', 'null', 'details', null],
      ['services', 'a title that is an array', 'details.title', service({ title: [] })],
      ['services', 'a title that is a text', 'details.title', service({ title: 'Chófer' })],
      ['services', 'an image that is an array', 'details.image', service({ image: [] })],
      ['services', 'a highlight that is an array', 'details.highlights', service({ highlights: [[]] })],
      ['services', 'a highlight that is a text', 'details.highlights', service({ highlights: ['x'] })],
      ['experiences', 'an array', 'details', []],
      ['experiences', 'a title that is an array', 'details.title', experience({ title: [] })],
      ['experiences', 'a duration that is an array', 'details.duration', experience({ duration: [] })],
      ['properties', 'an array', 'details', []],
      ['properties', 'a title that is an array', 'details.title', property({ title: [] })],
      ['properties', 'an address that is an array', 'details.address', property({ address: [] })],
      ['properties', 'a price that is an array', 'details.price', property({ price: [] })],
      ['properties', 'a gallery that is an array', 'details.gallery', property({ gallery: [] })],
      ['properties', 'features that are an array', 'details.features', property({ features: [] })],
      [
        'properties',
        'an agent title that is an array',
        'details.agent.title',
        property({ agent: { ...(propertyInput().agent as object), title: [] } }),
      ],
    ];

    it.each(cases)(
      '%s: details with %s answer 400 validation_failed naming %s',
      async (path, _what, field, details) => {
        const response = await create(path, details);
        expect({ status: response.status, code: response.body.error?.code }).toEqual({
          status: 400,
          code: 'validation_failed',
        });
        expect(response.body.error.details.map((d: { field: string }) => d.field)).toContain(field);
      },
    );

    it('refuses the same on a revision, and stores nothing', async () => {
      const created = await create('services', service()).expect(201);
      const response = await api
        .http()
        .put(`/api/admin/services/${created.body.id}`)
        .set(staff.headers.owner)
        .send({ expectedVersion: 1, details: service({ title: [] }) })
        .expect(400);
      expect(response.body.error.details.map((d: { field: string }) => d.field)).toContain('details.title');
      const history = await api.app
        .get(EventStore)
        .readStream(api.app.get(EntityManager).fork(), `service-${created.body.id}`);
      expect(history).toHaveLength(1);
    });
  });

  it("dates a new listing by the product's clock", async () => {
    const clock = api.app.get(Clock);
    // A minute ahead of the wall clock: access tokens stay valid, and only the clock can have said it.
    const at = new Date(Math.floor(Date.now() / 1000) * 1000 + 60_000 + 123);
    const now = jest.spyOn(clock, 'now').mockReturnValue(at);
    try {
      const responses = await Promise.all([
        create('properties', property()).expect(201),
        create('services', service()).expect(201),
        create('experiences', experience()).expect(201),
      ]);
      const em = api.app.get(EntityManager).fork();
      const store = api.app.get(EventStore);
      const streams = ['property', 'service', 'experience'].map(
        (kind, n) => `${kind}-${responses[n].body.id}`,
      );
      for (const stream of streams) {
        const [listed] = await store.readStream(em, stream);
        expect((listed.data as { listedAt: string }).listedAt).toBe(at.toISOString());
      }
    } finally {
      now.mockRestore();
    }
  });
});
