import { EntityManager } from '@mikro-orm/postgresql';
import { SAMPLE_PROPERTIES } from '../../src/modules/catalogue/seed/sample-properties';
import { EventStore } from '../../src/platform/event-store/event-store';
import { startTestApi, type TestApi } from '../support/test-api';
import { signInStaff, type Staff } from '../support/staff';
import { propertyInput } from './property-fixtures';

describe('back office: properties', () => {
  let api: TestApi;
  let staff: Staff;

  beforeAll(async () => {
    api = await startTestApi({ seed: true });
    staff = await signInStaff(api);
  });
  afterAll(() => api.close());

  async function events(propertyId: string) {
    const em = api.app.get(EntityManager).fork();
    return api.app.get(EventStore).readStream(em, `property-${propertyId}`);
  }

  async function create(details = propertyInput(), status?: 'draft' | 'active'): Promise<string> {
    const response = await api
      .http()
      .post('/api/admin/properties')
      .set(staff.headers.admin)
      .send({ details, ...(status ? { status } : {}) })
      .expect(201);
    return response.body.id as string;
  }

  it('creates a property with the full model: PropertyListed by the admin, active and public at once', async () => {
    const details = propertyInput({ reference: 'CC-NEW-001' });
    const response = await api
      .http()
      .post('/api/admin/properties')
      .set(staff.headers.admin)
      .send({ details })
      .expect(201);
    expect(response.body).toEqual({
      id: expect.stringMatching(/^villa-frente-al-mar-en-el-sardinero-[0-9a-f]{6}$/),
      version: 1,
    });
    const id = response.body.id as string;

    const [listed] = await events(id);
    expect(listed.type).toBe('PropertyListed');
    expect(listed.data).toMatchObject({ propertyId: id, status: 'active', details });
    expect(listed.metadata.actorId).toBe(staff.userIds.admin);

    const page = await api.http().get(`/api/properties/${id}`).expect(200);
    expect(page.body).toMatchObject({ id, version: 1, reference: 'CC-NEW-001', status: 'active' });
    const search = await api.http().get('/api/properties?q=sardinero').expect(200);
    expect(search.body.items.map((p: { id: string }) => p.id)).toContain(id);
  });

  it('keeps a draft out of the public site but shows it to staff', async () => {
    const id = await create(propertyInput({ reference: 'CC-DRAFT-01' }), 'draft');
    await api.http().get(`/api/properties/${id}`).expect(404);
    const admin = await api.http().get(`/api/admin/properties/${id}`).set(staff.headers.owner).expect(200);
    expect(admin.body).toMatchObject({ id, status: 'draft', version: 1, reference: 'CC-DRAFT-01' });
  });

  it('refuses an incomplete or invalid model with each bad field, and stores nothing', async () => {
    const details = propertyInput({ reference: 'bad ref' }) as unknown as Record<string, unknown>;
    const specifications = { ...(details.specifications as object), bedrooms: -1, sizePlotM2: 'big' };
    const response = await api
      .http()
      .post('/api/admin/properties')
      .set(staff.headers.admin)
      .send({
        details: {
          ...details,
          title: { en: 'No Spanish' },
          specifications,
          amenities: ['pool', 'helipad'],
          energyRating: 'Z',
        },
      })
      .expect(400);
    expect(response.body.error.code).toBe('validation_failed');
    const fields = response.body.error.details.map(
      (d: { field: string; code: string }) => `${d.field}:${d.code}`,
    );
    expect(fields).toEqual(
      expect.arrayContaining([
        'details.reference:invalid_reference',
        'details.title.es:required',
        'details.specifications.bedrooms:too_small',
        'details.specifications.sizePlotM2:not_a_whole_number',
        'details.amenities:invalid_choice',
        'details.energyRating:invalid_choice',
      ]),
    );
    const missing = await api
      .http()
      .post('/api/admin/properties')
      .set(staff.headers.admin)
      .send({})
      .expect(400);
    expect(missing.body.error.details).toEqual([
      { field: 'details', code: 'required', message: expect.any(String) },
    ]);
    const count = await api
      .http()
      .get('/api/admin/properties?q=no%20spanish')
      .set(staff.headers.admin)
      .expect(200);
    expect(count.body.total).toBe(0);
  });

  it('refuses a reference another property has (409 reference_taken) and stores nothing', async () => {
    const response = await api
      .http()
      .post('/api/admin/properties')
      .set(staff.headers.admin)
      .send({ details: propertyInput({ reference: SAMPLE_PROPERTIES[1].details.reference }) })
      .expect(409);
    expect(response.body.error).toMatchObject({
      code: 'reference_taken',
      details: [{ field: 'details.reference', code: 'reference_taken' }],
    });
  });

  it('revises the details at the version the form loaded: a price change and a revision, read model follows', async () => {
    const id = await create(propertyInput({ reference: 'CC-REV-001' }));
    const details = propertyInput({
      reference: 'CC-REV-001',
      title: { es: 'Villa renovada junto al mar', en: 'Renovated villa by the sea' },
      price: { saleEur: 2_400_000, communityFeesEur: null, propertyTaxEur: 3900 },
    });
    const response = await api
      .http()
      .put(`/api/admin/properties/${id}`)
      .set(staff.headers.owner)
      .send({ expectedVersion: 1, details })
      .expect(200);
    expect(response.body).toEqual({ id, version: 3 });
    const history = await events(id);
    expect(history.map((e) => e.type)).toEqual(['PropertyListed', 'PropertyPriceChanged', 'PropertyRevised']);
    expect(history[1].data).toEqual({
      propertyId: id,
      previousPriceEur: SAMPLE_PROPERTIES[0].details.price.saleEur,
      priceEur: 2_400_000,
    });
    expect(history[2].data).toEqual({ propertyId: id, details });
    expect(history[2].metadata.actorId).toBe(staff.userIds.owner);

    const page = await api.http().get(`/api/properties/${id}`).expect(200);
    expect(page.body).toMatchObject({
      version: 3,
      title: { es: 'Villa renovada junto al mar' },
      price: { saleEur: 2_400_000 },
      pricePerM2Eur: Math.round(2_400_000 / 450),
    });
    const search = await api.http().get('/api/properties?q=renovada').expect(200);
    expect(search.body.items.map((p: { id: string }) => p.id)).toEqual([id]);

    // Saving the same form again records nothing and keeps the version.
    const same = await api
      .http()
      .put(`/api/admin/properties/${id}`)
      .set(staff.headers.owner)
      .send({ expectedVersion: 3, details })
      .expect(200);
    expect(same.body.version).toBe(3);
  });

  it('answers 409 version_conflict to a stale edit and keeps the newer one', async () => {
    const id = await create(propertyInput({ reference: 'CC-CONF-01' }));
    const first = propertyInput({ reference: 'CC-CONF-01', featured: false });
    const second = propertyInput({ reference: 'CC-CONF-01', energyRating: 'A' });
    await api
      .http()
      .put(`/api/admin/properties/${id}`)
      .set(staff.headers.admin)
      .send({ expectedVersion: 1, details: first })
      .expect(200);
    const stale = await api
      .http()
      .put(`/api/admin/properties/${id}`)
      .set(staff.headers.owner)
      .send({ expectedVersion: 1, details: second })
      .expect(409);
    expect(stale.body.error.code).toBe('version_conflict');
    const current = await api.http().get(`/api/admin/properties/${id}`).set(staff.headers.admin).expect(200);
    expect(current.body).toMatchObject({ version: 2, featured: false, energyRating: first.energyRating });
    const missing = await api
      .http()
      .put(`/api/admin/properties/${id}`)
      .set(staff.headers.admin)
      .send({ details: second })
      .expect(400);
    expect(missing.body.error.details[0]).toMatchObject({ field: 'expectedVersion' });
    await api
      .http()
      .put('/api/admin/properties/no-such-property')
      .set(staff.headers.admin)
      .send({ expectedVersion: 1, details: second })
      .expect(409);
  });

  it('changes the status along the lifecycle; only active, reserved and sold are public', async () => {
    const id = await create(propertyInput({ reference: 'CC-STAT-01' }), 'draft');
    let version = 1;
    const status = async (to: string, expected = 200) => {
      const answer = await api
        .http()
        .put(`/api/admin/properties/${id}/status`)
        .set(staff.headers.admin)
        .send({ status: to, expectedVersion: version })
        .expect(expected);
      if (expected === 200) version = answer.body.version;
      return answer;
    };
    const publicCode = async () => (await api.http().get(`/api/properties/${id}`)).status;

    expect(await publicCode()).toBe(404);
    expect((await status('active')).body).toEqual({ id, version: 2 });
    expect(await publicCode()).toBe(200);
    await status('reserved');
    expect(await publicCode()).toBe(200);
    await status('sold');
    expect(await publicCode()).toBe(200);
    const reopen = await status('active', 409);
    expect(reopen.body.error.code).toBe('invalid_status_transition');
    await api
      .http()
      .put(`/api/admin/properties/${id}/status`)
      .set(staff.headers.admin)
      .send({ status: 'archived', expectedVersion: version })
      .expect(400);
    const unversioned = await api
      .http()
      .put(`/api/admin/properties/${id}/status`)
      .set(staff.headers.admin)
      .send({ status: 'withdrawn' })
      .expect(400);
    expect(unversioned.body.error.details).toEqual([expect.objectContaining({ field: 'expectedVersion' })]);

    const history = await events(id);
    expect(history.slice(1).map((e) => e.data)).toEqual([
      { propertyId: id, from: 'draft', to: 'active' },
      { propertyId: id, from: 'active', to: 'reserved' },
      { propertyId: id, from: 'reserved', to: 'sold' },
    ]);

    const withdrawn = await create(propertyInput({ reference: 'CC-STAT-02' }));
    await api
      .http()
      .put(`/api/admin/properties/${withdrawn}/status`)
      .set(staff.headers.owner)
      .send({ status: 'withdrawn', expectedVersion: 1 })
      .expect(200);
    // Gone for good, not unknown: search engines drop the address.
    const gone = await api
      .http()
      .get(`/api/properties/${withdrawn}`)
      .set('Accept-Language', 'en')
      .expect(410);
    expect(gone.body.error).toEqual({
      code: 'property_withdrawn',
      message: 'This property is no longer on the market',
    });
    await api
      .http()
      .put(`/api/admin/properties/${withdrawn}/status`)
      .set(staff.headers.owner)
      .send({ status: 'active', expectedVersion: 1 })
      .expect(409);
  });

  it('lets only owners delete: anonymous 401, user 403, admin 403, owner 204 and the row goes', async () => {
    const id = await create(propertyInput({ reference: 'CC-DEL-001' }));
    const remove = (persona: keyof Staff['headers'], expectedVersion = 1) =>
      api
        .http()
        .delete(`/api/admin/properties/${id}?expectedVersion=${expectedVersion}`)
        .set(staff.headers[persona]);
    expect((await remove('anonymous')).status).toBe(401);
    expect((await remove('user')).status).toBe(403);
    expect((await remove('admin')).status).toBe(403);
    expect((await remove('owner')).status).toBe(204);

    const history = await events(id);
    expect(history.map((e) => e.type)).toEqual(['PropertyListed', 'PropertyDeleted']);
    expect(history[1].data).toEqual({ propertyId: id, reference: 'CC-DEL-001' });
    expect(history[1].metadata.actorId).toBe(staff.userIds.owner);

    await api.http().get(`/api/properties/${id}`).expect(410);
    await api.http().get(`/api/admin/properties/${id}`).set(staff.headers.owner).expect(404);
    expect((await remove('owner', 2)).status).toBe(404);
    // The reference is free again once the property is gone.
    await create(propertyInput({ reference: 'CC-DEL-001' }));
  });

  it('lists every property for the admin table, searching title, location or reference', async () => {
    const all = await api.http().get('/api/admin/properties').set(staff.headers.admin).expect(200);
    expect(all.body.total).toBeGreaterThanOrEqual(6);
    expect(all.body.items[0]).toEqual({
      id: expect.any(String),
      version: expect.any(Number),
      reference: expect.any(String),
      title: expect.objectContaining({ es: expect.any(String) }),
      location: expect.any(String),
      city: expect.any(String),
      area: expect.any(String),
      priceEur: expect.any(Number),
      status: expect.any(String),
      featured: expect.any(Boolean),
      coverImage: expect.objectContaining({ url: expect.any(String) }),
      listedAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const comillas = await api
      .http()
      .get('/api/admin/properties?q=comillas')
      .set(staff.headers.admin)
      .expect(200);
    expect(comillas.body.items.map((p: { id: string }) => p.id)).toEqual(['casona-montanesa-comillas']);
    const ático = await api
      .http()
      .get('/api/admin/properties?q=%C3%81TICO')
      .set(staff.headers.admin)
      .expect(200);
    expect(ático.body.items.map((p: { id: string }) => p.id)).toEqual(['atico-puerto-castro-urdiales']);
    const byReference = await api
      .http()
      .get('/api/admin/properties?q=cc-com-01')
      .set(staff.headers.admin)
      .expect(200);
    expect(byReference.body.items.map((p: { id: string }) => p.id)).toEqual(['casona-montanesa-comillas']);
    const drafts = await api
      .http()
      .get('/api/admin/properties?status=draft')
      .set(staff.headers.owner)
      .expect(200);
    expect(drafts.body.items.every((p: { status: string }) => p.status === 'draft')).toBe(true);
    expect(drafts.body.total).toBeGreaterThanOrEqual(1);
    await api.http().get('/api/admin/properties').set(staff.headers.user).expect(403);
    await api.http().get('/api/admin/properties').expect(401);
    await api.http().get('/api/admin/properties?limit=500').set(staff.headers.admin).expect(400);
  });
});
