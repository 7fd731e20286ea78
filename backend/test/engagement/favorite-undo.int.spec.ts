import { bearer, controlClock, register } from '../support/accounts';
import { startTestApi, type TestApi } from '../support/test-api';

const PROPERTY = 'villa-sardinero-santander';

describe("undoing a favorite's removal (POST /api/me/favorites/:propertyId/restore)", () => {
  let api: TestApi;
  let client: Record<string, string>;

  beforeAll(async () => {
    api = await startTestApi({ seed: true });
    client = bearer(await register(api, 'undo@example.com'));
  });
  afterEach(() => jest.restoreAllMocks());
  afterAll(() => api.close());

  const savedOn = async () => {
    const list = await api.http().get('/api/me/favorites').set(client).expect(200);
    const items = list.body.items as Array<{ propertyId: string; addedAt: string }>;
    return items.find((item) => item.propertyId === PROPERTY)?.addedAt;
  };

  it('brings the favorite back with the date it was saved on, not the moment of the undo', async () => {
    const clock = controlClock(api);
    await api.http().put(`/api/me/favorites/${PROPERTY}`).set(client).expect(204);
    const original = await savedOn();
    expect(original).toEqual(expect.any(String));

    // Minutes later (an hour would outlive the access token).
    clock.advance(5 * 60);
    await api.http().delete(`/api/me/favorites/${PROPERTY}`).set(client).expect(204);
    expect(await savedOn()).toBeUndefined();
    await api.http().post(`/api/me/favorites/${PROPERTY}/restore`).set(client).expect(204);
    expect(await savedOn()).toBe(original);

    // Restoring what is already back records nothing.
    await api.http().post(`/api/me/favorites/${PROPERTY}/restore`).set(client).expect(204);
    expect(await savedOn()).toBe(original);
  });

  it('refuses to restore a property that was never a favorite of the account, in the shared shape', async () => {
    const response = await api
      .http()
      .post('/api/me/favorites/casona-montanesa-comillas/restore')
      .set(client)
      .expect(404);
    expect(response.body.error.code).toBe('favorite_not_removed');
  });
});
