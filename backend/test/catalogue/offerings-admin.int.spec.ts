import { EntityManager } from '@mikro-orm/postgresql';
import { SAMPLE_EXPERIENCES } from '../../src/modules/catalogue/seed/sample-experiences';
import { SAMPLE_SERVICES } from '../../src/modules/catalogue/seed/sample-services';
import { EventStore } from '../../src/platform/event-store/event-store';
import { startTestApi, type TestApi } from '../support/test-api';
import { signInStaff, type Staff } from '../support/staff';

describe('back office: services and experiences', () => {
  let api: TestApi;
  let staff: Staff;

  beforeAll(async () => {
    api = await startTestApi({ seed: true });
    staff = await signInStaff(api);
  });
  afterAll(() => api.close());

  const events = (streamId: string) =>
    api.app.get(EventStore).readStream(api.app.get(EntityManager).fork(), streamId);

  const service = (overrides: Record<string, unknown> = {}) => ({
    ...structuredClone(SAMPLE_SERVICES[0].details),
    title: { es: 'Chófer privado', en: 'Private driver' },
    priceFromEur: 180,
    premium: false,
    ...overrides,
  });
  const experience = (overrides: Record<string, unknown> = {}) => ({
    ...structuredClone(SAMPLE_EXPERIENCES[0].details),
    title: { es: 'Paseo en velero' },
    type: 'vip',
    priceEur: 950,
    ...overrides,
  });

  it("creates, revises and deletes a service ('from N EUR'), each an event by the acting user", async () => {
    const created = await api
      .http()
      .post('/api/admin/services')
      .set(staff.headers.admin)
      .send({ details: service() })
      .expect(201);
    const id = created.body.id as string;
    expect(created.body).toEqual({ id: expect.stringMatching(/^chofer-privado-[0-9a-f]{6}$/), version: 1 });
    let list = await api.http().get('/api/services?premium=false').expect(200);
    const shown = list.body.items.find((s: { id: string }) => s.id === id);
    expect(shown).toMatchObject({ version: 1, priceFromEur: 180, title: { es: 'Chófer privado' } });
    expect(list.body.items[list.body.items.length - 1].id).toBe(id);

    await api
      .http()
      .put(`/api/admin/services/${id}`)
      .set(staff.headers.admin)
      .send({ expectedVersion: 1, details: service({ priceFromEur: 220, premium: true }) })
      .expect(200, { id, version: 2 });
    const stale = await api
      .http()
      .put(`/api/admin/services/${id}`)
      .set(staff.headers.owner)
      .send({ expectedVersion: 1, details: service({ priceFromEur: 1 }) })
      .expect(409);
    expect(stale.body.error.code).toBe('version_conflict');
    list = await api.http().get('/api/services?premium=true').expect(200);
    expect(list.body.items.find((s: { id: string }) => s.id === id)).toMatchObject({
      version: 2,
      priceFromEur: 220,
    });

    await api
      .http()
      .delete(`/api/admin/services/${id}?expectedVersion=2`)
      .set(staff.headers.admin)
      .expect(403);
    await api
      .http()
      .delete(`/api/admin/services/${id}?expectedVersion=2`)
      .set(staff.headers.user)
      .expect(403);
    await api.http().delete(`/api/admin/services/${id}?expectedVersion=2`).expect(401);
    await api
      .http()
      .delete(`/api/admin/services/${id}?expectedVersion=2`)
      .set(staff.headers.owner)
      .expect(204);
    list = await api.http().get('/api/services').expect(200);
    expect(list.body.items.map((s: { id: string }) => s.id)).not.toContain(id);

    const history = await events(`service-${id}`);
    expect(history.map((e) => [e.type, e.metadata.actorId])).toEqual([
      ['ServiceListed', staff.userIds.admin],
      ['ServiceRevised', staff.userIds.admin],
      ['ServiceDeleted', staff.userIds.owner],
    ]);
  });

  it('refuses an invalid service with each bad field', async () => {
    const response = await api
      .http()
      .post('/api/admin/services')
      .set(staff.headers.admin)
      .send({
        details: service({
          priceFromEur: 0,
          title: { es: '' },
          image: { url: 'javascript:alert(1)', alt: { es: 'x' } },
        }),
      })
      .expect(400);
    expect(
      response.body.error.details.map((d: { field: string; code: string }) => `${d.field}:${d.code}`),
    ).toEqual(
      expect.arrayContaining([
        'details.title.es:required',
        'details.priceFromEur:too_small',
        'details.image.url:invalid_image_url',
      ]),
    );
    await api
      .http()
      .post('/api/admin/services')
      .set(staff.headers.user)
      .send({ details: service() })
      .expect(403);
  });

  it('creates, revises (basic <-> VIP, duration) and deletes an experience', async () => {
    const created = await api
      .http()
      .post('/api/admin/experiences')
      .set(staff.headers.owner)
      .send({ details: experience() })
      .expect(201);
    const id = created.body.id as string;
    let vip = await api.http().get('/api/experiences?type=vip').expect(200);
    expect(vip.body.items.map((e: { id: string }) => e.id)).toContain(id);

    await api
      .http()
      .put(`/api/admin/experiences/${id}`)
      .set(staff.headers.admin)
      .send({
        expectedVersion: 1,
        details: experience({ type: 'basic', duration: { es: '2 horas', en: '2 hours' } }),
      })
      .expect(200, { id, version: 2 });
    vip = await api.http().get('/api/experiences?type=vip').expect(200);
    expect(vip.body.items.map((e: { id: string }) => e.id)).not.toContain(id);
    const basic = await api.http().get('/api/experiences?type=basic').expect(200);
    expect(basic.body.items.find((e: { id: string }) => e.id === id)).toMatchObject({
      version: 2,
      type: 'basic',
      duration: { es: '2 horas', en: '2 hours' },
    });
    const bad = await api
      .http()
      .put(`/api/admin/experiences/${id}`)
      .set(staff.headers.admin)
      .send({ expectedVersion: 2, details: experience({ type: 'premium' }) })
      .expect(400);
    expect(bad.body.error.details[0]).toMatchObject({ field: 'details.type', code: 'invalid_choice' });

    const remove = (persona: 'admin' | 'owner', expectedVersion: number) =>
      api
        .http()
        .delete(`/api/admin/experiences/${id}?expectedVersion=${expectedVersion}`)
        .set(staff.headers[persona]);
    await remove('admin', 2).expect(403);
    await remove('owner', 2).expect(204);
    await remove('owner', 3).expect(404);
    expect((await events(`experience-${id}`)).map((e) => e.type)).toEqual([
      'ExperienceListed',
      'ExperienceRevised',
      'ExperienceDeleted',
    ]);
  });
});
