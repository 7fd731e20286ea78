import { CommandBus } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { DeletePropertyCommand } from '../../src/modules/catalogue/commands/delete-property/delete-property.command';
import { ChangePropertyStatusCommand } from '../../src/modules/catalogue/commands/change-property-status/change-property-status.command';
import { SAMPLE_PROPERTIES } from '../../src/modules/catalogue/seed/sample-properties';
import { SAVED_SEARCH_LIMIT } from '../../src/modules/engagement/domain/search-filters';
import { bearer, register } from '../support/accounts';
import { signInStaff, type Staff } from '../support/staff';
import { startTestApi, type TestApi } from '../support/test-api';

const [villa, apartment, casona] = SAMPLE_PROPERTIES;

/**
 * A client's own space through the API: favorites (with the visitor merge), saved searches with their counts,
 * alert settings, and what staff see of it. Every change is an event on the client's own stream that names
 * the account by its id only.
 */
describe('client space', () => {
  let api: TestApi;
  let staff: Staff;

  beforeAll(async () => {
    api = await startTestApi({ seed: true });
    staff = await signInStaff(api);
  });
  afterAll(() => api.close());

  const clientEvents = async (userId: string) =>
    api.app
      .get(EntityManager)
      .fork()
      .execute<{ type: string; data: Record<string, unknown> }[]>(
        'select type, data from events where stream_id = ? order by stream_version',
        [`client-${userId}`],
      );

  describe('favorites', () => {
    it('adds once, removes once, and lists them newest first with their current state', async () => {
      const client = await register(api, 'favoritas@example.com');
      const auth = bearer(client);
      await api.http().put(`/api/me/favorites/${villa.id}`).set(auth).expect(204);
      await api.http().put(`/api/me/favorites/${villa.id}`).set(auth).expect(204);
      await api.http().put(`/api/me/favorites/${apartment.id}`).set(auth).expect(204);
      await api.http().delete(`/api/me/favorites/${casona.id}`).set(auth).expect(204);

      const list = await api.http().get('/api/me/favorites').set(auth).expect(200);
      expect(list.body.items.map((f: { propertyId: string }) => f.propertyId)).toEqual([
        apartment.id,
        villa.id,
      ]);
      expect(list.body.items[1].property).toMatchObject({
        id: villa.id,
        reference: villa.details.reference,
        status: 'active',
        priceEur: villa.details.price.saleEur,
        title: { es: villa.details.title.es },
      });

      const events = await clientEvents(client.userId);
      expect(events.map((e) => e.type)).toEqual(['FavoriteAdded', 'FavoriteAdded']);
      // The account by its id only: no e-mail, no name.
      expect(JSON.stringify(events)).not.toContain('favoritas@example.com');
      expect(Object.keys(events[0].data).sort()).toEqual(['addedAt', 'propertyId', 'userId']);

      await api.http().delete(`/api/me/favorites/${villa.id}`).set(auth).expect(204);
      const after = await api.http().get('/api/me/favorites').set(auth).expect(200);
      expect(after.body.items).toHaveLength(1);
    });

    it('shows a sold or deleted favorite as such instead of dropping it', async () => {
      const client = await register(api, 'vendida@example.com');
      const auth = bearer(client);
      const doomed = SAMPLE_PROPERTIES.find((p) => p.id === 'adosado-playa-salve-laredo')!;
      const sold = SAMPLE_PROPERTIES.find((p) => p.id === 'apartamento-centro-historico-santander')!;
      await api.http().put(`/api/me/favorites/${doomed.id}`).set(auth).expect(204);
      await api.http().put(`/api/me/favorites/${sold.id}`).set(auth).expect(204);
      await api.app.get(CommandBus).execute(new DeletePropertyCommand(doomed.id));
      await api.app.get(CommandBus).execute(new ChangePropertyStatusCommand(sold.id, 'sold'));

      const list = await api.http().get('/api/me/favorites').set(auth).expect(200);
      const byId = Object.fromEntries(
        list.body.items.map((f: { propertyId: string; property: unknown }) => [f.propertyId, f.property]),
      );
      expect(byId[doomed.id]).toMatchObject({
        status: 'deleted',
        priceEur: null,
        reference: doomed.details.reference,
      });
      expect(byId[sold.id]).toMatchObject({ status: 'sold', priceEur: sold.details.price.saleEur });
      // A deleted property cannot be added again.
      const refused = await api.http().put(`/api/me/favorites/${doomed.id}`).set(auth).expect(404);
      expect(refused.body.error.code).toBe('property_not_found');
    });

    it("merges a visitor's browser favorites: new ones only, unknown ones skipped, twice adds nothing", async () => {
      const client = await register(api, 'visitante@example.com');
      const auth = bearer(client);
      await api.http().put(`/api/me/favorites/${villa.id}`).set(auth).expect(204);
      const body = { propertyIds: [villa.id, casona.id, 'no-existe-esta-casa', casona.id] };
      const first = await api.http().post('/api/me/favorites/merge').set(auth).send(body).expect(200);
      expect(first.body).toEqual({ added: 1 });
      const second = await api.http().post('/api/me/favorites/merge').set(auth).send(body).expect(200);
      expect(second.body).toEqual({ added: 0 });
      const list = await api.http().get('/api/me/favorites').set(auth).expect(200);
      expect(list.body.items.map((f: { propertyId: string }) => f.propertyId).sort()).toEqual(
        [villa.id, casona.id].sort(),
      );
    });

    it('refuses bad input with the field named', async () => {
      const client = await register(api, 'mala-entrada@example.com');
      const bad = await api
        .http()
        .post('/api/me/favorites/merge')
        .set(bearer(client))
        .send({ propertyIds: ['<script>'] })
        .expect(400);
      expect(bad.body.error.details[0].field).toBe('propertyIds');
      await api.http().put('/api/me/favorites/NOT%20AN%20ID').set(bearer(client)).expect(404);
    });

    it('tells staff how many follow each property, and only owners who', async () => {
      const counts = await api
        .http()
        .get('/api/admin/properties/follower-counts')
        .set(staff.headers.admin)
        .expect(200);
      const villaCount = counts.body.items.find((c: { propertyId: string }) => c.propertyId === villa.id);
      expect(villaCount.followers).toBeGreaterThanOrEqual(1);
      const top = await api
        .http()
        .get('/api/admin/properties/most-followed?limit=3')
        .set(staff.headers.admin)
        .expect(200);
      expect(top.body.items.length).toBeGreaterThan(0);
      expect(top.body.items[0]).toHaveProperty('reference');
      await api
        .http()
        .get(`/api/admin/properties/${casona.id}/followers`)
        .set(staff.headers.admin)
        .expect(403);
      const who = await api
        .http()
        .get(`/api/admin/properties/${casona.id}/followers`)
        .set(staff.headers.owner)
        .expect(200);
      expect(who.body.items.map((f: { email: string }) => f.email)).toContain('visitante@example.com');
    });
  });

  describe('saved searches', () => {
    const filters = { type: ['villa', 'house'], priceMax: 5_000_000, location: ['santander'] };

    it('saves the filters of /properties with their counts, renames, changes frequency and deletes', async () => {
      const client = await register(api, 'busquedas@example.com');
      const auth = bearer(client);
      const saved = await api
        .http()
        .post('/api/me/saved-searches')
        .set(auth)
        .send({ name: '  Villas en Santander ', filters, frequency: 'daily' })
        .expect(201);
      const search = await api
        .http()
        .get(`/api/properties?type=villa,house&priceMax=5000000&location=santander`);

      const list = await api.http().get('/api/me/saved-searches').set(auth).expect(200);
      expect(list.body.limit).toBe(SAVED_SEARCH_LIMIT);
      expect(list.body.items).toEqual([
        expect.objectContaining({
          id: saved.body.id,
          name: 'Villas en Santander',
          filters: { location: ['santander'], type: ['house', 'villa'], priceMax: 5_000_000 },
          frequency: 'daily',
          matchCount: search.body.total,
          newMatchCount: 0,
        }),
      ]);

      await api
        .http()
        .patch(`/api/me/saved-searches/${saved.body.id}`)
        .set(auth)
        .send({ name: 'Casas junto al mar', frequency: 'instant' })
        .expect(204);
      await api.http().post(`/api/me/saved-searches/${saved.body.id}/seen`).set(auth).expect(204);
      const renamed = await api.http().get('/api/me/saved-searches').set(auth).expect(200);
      expect(renamed.body.items[0]).toMatchObject({ name: 'Casas junto al mar', frequency: 'instant' });

      await api.http().delete(`/api/me/saved-searches/${saved.body.id}`).set(auth).expect(204);
      await api.http().delete(`/api/me/saved-searches/${saved.body.id}`).set(auth).expect(204);
      const gone = await api
        .http()
        .patch(`/api/me/saved-searches/${saved.body.id}`)
        .set(auth)
        .send({ name: 'x' });
      expect([gone.status, gone.body.error.code]).toEqual([404, 'saved_search_not_found']);
      const events = await clientEvents(client.userId);
      expect(events.map((e) => e.type)).toEqual([
        'SearchSaved',
        'SavedSearchRenamed',
        'SavedSearchFrequencyChanged',
        'SavedSearchSeen',
        'SavedSearchDeleted',
      ]);
    });

    it(`keeps at most ${SAVED_SEARCH_LIMIT} searches, with a clear 409`, async () => {
      const client = await register(api, 'limite@example.com');
      const auth = bearer(client);
      for (let i = 0; i < SAVED_SEARCH_LIMIT; i++) {
        await api
          .http()
          .post('/api/me/saved-searches')
          .set(auth)
          .send({ name: `Búsqueda ${i}`, filters: { bedroomsMin: i }, frequency: 'none' })
          .expect(201);
      }
      const refused = await api
        .http()
        .post('/api/me/saved-searches')
        .set(auth)
        .set('Accept-Language', 'de')
        .send({ name: 'Eine zu viel', filters: {}, frequency: 'weekly' })
        .expect(409);
      expect(refused.body.error.code).toBe('saved_searches_limit');
      expect(refused.body.error.message).toContain('20');
    });

    it('validates every field with the rules of the catalogue search', async () => {
      const client = await register(api, 'validacion@example.com');
      const response = await api
        .http()
        .post('/api/me/saved-searches')
        .set(bearer(client))
        .send({ name: '', filters: { type: ['castle'], priceMin: 10, priceMax: 5 }, frequency: 'hourly' })
        .expect(400);
      const fields = response.body.error.details.map((d: { field: string }) => d.field).sort();
      expect(fields).toEqual(['filters.priceMax', 'filters.type', 'frequency', 'name']);
    });
  });

  it('keeps the price-drop e-mails on by default and lets the client turn them off', async () => {
    const client = await register(api, 'ajustes@example.com');
    const auth = bearer(client);
    expect((await api.http().get('/api/me/alert-settings').set(auth).expect(200)).body).toEqual({
      priceDropAlerts: true,
    });
    await api.http().put('/api/me/alert-settings').set(auth).send({ priceDropAlerts: false }).expect(204);
    expect((await api.http().get('/api/me/alert-settings').set(auth).expect(200)).body).toEqual({
      priceDropAlerts: false,
    });
    await api.http().put('/api/me/alert-settings').set(auth).send({ priceDropAlerts: 'no' }).expect(400);
  });
});
