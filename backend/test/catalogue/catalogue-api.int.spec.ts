import { CommandBus } from '@nestjs/cqrs';
import { seedCatalogue } from '../../src/modules/catalogue/seed/seed-catalogue';
import { SAMPLE_EXPERIENCES } from '../../src/modules/catalogue/seed/sample-experiences';
import { SAMPLE_PROPERTIES } from '../../src/modules/catalogue/seed/sample-properties';
import { SAMPLE_SERVICES } from '../../src/modules/catalogue/seed/sample-services';
import { startTestApi, type TestApi } from '../support/test-api';

describe('catalogue API', () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await startTestApi({ seed: true });
  });
  afterAll(() => api.close());

  it('lists the six sample properties, newest first, with card fields', async () => {
    const response = await api.http().get('/api/properties').expect(200);
    expect(response.body.total).toBe(6);
    expect(response.body.items).toHaveLength(6);
    const listed = response.body.items.map((item: { listedAt: string }) => item.listedAt);
    expect([...listed].sort().reverse()).toEqual(listed);
    const villa = response.body.items.find((item: { id: string }) => item.id === 'villa-sardinero-santander');
    expect(villa).toMatchObject({
      priceEur: 2_850_000,
      sizeBuiltM2: 450,
      bedrooms: 5,
      pricePerM2Eur: Math.round(2_850_000 / 450),
      status: 'active',
      featured: true,
      coverImage: { url: expect.stringMatching(/^\/media\/catalogue\/.+\.svg$/) },
    });
    expect(villa.title.es).toBeTruthy();
    expect(villa.title.mk).toBeTruthy();
  });

  it('returns one property with every field of the rich model', async () => {
    const response = await api
      .http()
      .get('/api/properties/apartamento-centro-historico-santander')
      .expect(200);
    const sample = SAMPLE_PROPERTIES.find((p) => p.id === 'apartamento-centro-historico-santander')!;
    // The owner's switch stays in the back office; the page says whether its point is approximate.
    const { hideExactLocation, ...address } = sample.details.address;
    expect(hideExactLocation).toBe(false);
    expect(response.body.address).not.toHaveProperty('hideExactLocation');
    expect(response.body).toMatchObject({
      id: sample.id,
      version: 1,
      status: 'active',
      reference: sample.details.reference,
      specifications: sample.details.specifications,
      address: { ...address, approximateLocation: false },
      agent: sample.details.agent,
      energyRating: sample.details.energyRating,
      fullDescription: sample.details.fullDescription,
    });
    expect(response.body.price.saleEur).toBe(485_000);
  });

  it("carries each text in the reader's language and Spanish only, when Accept-Language names one", async () => {
    const everything = await api.http().get('/api/properties?limit=12').expect(200);
    const forReader = await api
      .http()
      .get('/api/properties?limit=12')
      .set('Accept-Language', 'ru-RU,ru;q=0.9,en;q=0.8')
      .expect(200);
    expect(forReader.headers.vary).toMatch(/accept-language/i);
    const [full, narrowed] = [everything.body.items[0], forReader.body.items[0]];
    expect(narrowed.title).toEqual({ es: full.title.es, ru: full.title.ru });
    expect(narrowed.shortDescription).toEqual({ es: full.shortDescription.es, ru: full.shortDescription.ru });
    expect({
      ...narrowed,
      title: full.title,
      subtitle: full.subtitle,
      shortDescription: full.shortDescription,
      coverImage: full.coverImage,
    }).toEqual(full);
    expect(JSON.stringify(forReader.body).length).toBeLessThan(JSON.stringify(everything.body).length * 0.6);

    const page = await api
      .http()
      .get('/api/properties/apartamento-centro-historico-santander')
      .set('Accept-Language', 'en')
      .expect(200);
    expect(Object.keys(page.body.fullDescription).sort()).toEqual(['en', 'es']);
    const services = await api.http().get('/api/services').set('Accept-Language', 'es').expect(200);
    expect(Object.keys(services.body.items[0].title)).toEqual(['es']);
    // The back office's editors ask for no language in particular and get every translation.
    const editors = await api.http().get('/api/services').set('Accept-Language', '*').expect(200);
    expect(Object.keys(editors.body.items[0].title).sort()).toEqual(['de', 'en', 'es', 'mk', 'ru']);
  });

  it('answers 404 in the error shape for a property that does not exist', async () => {
    const response = await api.http().get('/api/properties/no-such-villa').expect(404);
    expect(response.body).toEqual({
      error: { code: 'property_not_found', message: expect.any(String) },
    });
  });

  it('serves the artwork a property card points to', async () => {
    const { body } = await api.http().get('/api/properties').expect(200);
    const image = await api.http().get(body.items[0].coverImage.url).expect(200);
    expect(image.headers['content-type']).toContain('image/svg+xml');
  });

  it('lists services, and premium or regular ones on request', async () => {
    const all = await api.http().get('/api/services').expect(200);
    expect(all.body.items).toHaveLength(SAMPLE_SERVICES.length);
    const premium = await api.http().get('/api/services?premium=true').expect(200);
    expect(premium.body.items.map((s: { id: string }) => s.id).sort()).toEqual([
      'personal-concierge',
      'premium-transport',
      'private-chef',
      'spa-wellness',
    ]);
    const regular = await api.http().get('/api/services?premium=false').expect(200);
    expect(regular.body.items).toHaveLength(6);
  });

  it('lists experiences and filters them by basic or VIP', async () => {
    const all = await api.http().get('/api/experiences').expect(200);
    expect(all.body.items).toHaveLength(SAMPLE_EXPERIENCES.length);
    for (const type of ['basic', 'vip']) {
      const filtered = await api.http().get(`/api/experiences?type=${type}`).expect(200);
      expect(filtered.body.items).toHaveLength(3);
      expect(filtered.body.items.every((e: { type: string }) => e.type === type)).toBe(true);
    }
  });

  it('rejects an unknown experience type with a 400 naming the field', async () => {
    const response = await api.http().get('/api/experiences?type=platinum').expect(400);
    expect(response.body).toEqual({
      error: {
        code: 'validation_failed',
        message: expect.any(String),
        details: [{ field: 'type', code: 'invalid_choice', message: 'type must be basic or vip' }],
      },
    });
  });

  it('rejects unknown query parameters', async () => {
    const response = await api.http().get('/api/services?colour=gold').expect(400);
    expect(response.body.error.details[0]).toMatchObject({ field: 'colour', code: 'unknown_field' });
  });

  it('answers an unknown API route with a JSON 404', async () => {
    const response = await api.http().get('/api/no/such/route').expect(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.body).toEqual({
      error: { code: 'not_found', message: 'No route GET /api/no/such/route' },
    });
  });

  it('seeding again adds nothing', async () => {
    expect(await seedCatalogue(api.app.get(CommandBus))).toBe(0);
    const response = await api.http().get('/api/properties').expect(200);
    expect(response.body.total).toBe(6);
  });
});
