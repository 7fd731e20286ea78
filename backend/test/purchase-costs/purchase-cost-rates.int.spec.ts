import { EntityManager } from '@mikro-orm/postgresql';
import { PURCHASE_COST_RATES_STREAM } from '../../src/modules/purchase-costs/domain/purchase-cost-rates.events';
import { RATES_IN_FORCE } from '../../src/modules/purchase-costs/seed/rates-in-force';
import { EventStore } from '../../src/platform/event-store/event-store';
import { signInStaff, type Staff } from '../support/staff';
import { startTestApi, type TestApi } from '../support/test-api';

const RATES = '/api/purchase-costs/rates';
const OWNER_RATES = '/api/admin/purchase-costs/rates';

describe('purchase-cost rates', () => {
  let api: TestApi;
  let staff: Staff;

  beforeAll(async () => {
    api = await startTestApi({ seed: true });
    staff = await signInStaff(api);
  });
  afterAll(() => api.close());

  const withRate = (key: string, change: Record<string, unknown>) =>
    RATES_IN_FORCE.map((rate) => (rate.key === key ? { ...rate, ...change } : rate));

  it('answers anyone with the seeded rates in force, each with its source and dates, cacheable briefly', async () => {
    const response = await api.http().get(RATES).expect(200);
    expect(response.headers['cache-control']).toContain('s-maxage=60');
    expect(response.body.version).toBe(1);
    expect(response.body.rates).toEqual(RATES_IN_FORCE);
    const itp = response.body.rates.find((rate: { key: string }) => rate.key === 'itp_general');
    expect(itp).toMatchObject({ ratePct: 9, effectiveFrom: '2024-01-01' });
    expect(itp.source).toContain('Ley de Cantabria 3/2023');
  });

  it('lets the owner revise the table at the version they saw, recorded as PurchaseCostRatesRevised', async () => {
    const response = await api
      .http()
      .put(OWNER_RATES)
      .set(staff.headers.owner)
      .send({ expectedVersion: 1, rates: withRate('itp_general', { ratePct: 8.5 }) })
      .expect(200);
    expect(response.body.version).toBe(2);
    const publicRates = await api.http().get(RATES).expect(200);
    expect(publicRates.body.rates.find((rate: { key: string }) => rate.key === 'itp_general').ratePct).toBe(
      8.5,
    );
    const events = await api.app
      .get(EventStore)
      .readStream(api.app.get(EntityManager).fork(), PURCHASE_COST_RATES_STREAM);
    expect(events.map((event) => event.type)).toEqual([
      'PurchaseCostRatesRevised',
      'PurchaseCostRatesRevised',
    ]);
    expect(events[1].metadata.actorId).toBe(staff.userIds.owner);

    // The same form saved again from the stale version: 409, nothing recorded.
    const stale = await api
      .http()
      .put(OWNER_RATES)
      .set(staff.headers.owner)
      .send({ expectedVersion: 1, rates: RATES_IN_FORCE })
      .expect(409);
    expect(stale.body.error.code).toBe('version_conflict');
    expect((await api.http().get(RATES)).body.version).toBe(2);
  });

  it('refuses a table that breaks a rule with 422 and each field path, in the reader language', async () => {
    const { body } = await api.http().get(RATES);
    const notary = RATES_IN_FORCE.findIndex((rate) => rate.key === 'notary');
    const iva = RATES_IN_FORCE.findIndex((rate) => rate.key === 'iva_dwelling');
    const rates = body.rates.map((rate: { key: string }) =>
      rate.key === 'notary'
        ? { ...rate, minEur: 900, maxEur: 800 }
        : rate.key === 'iva_dwelling'
          ? { ...rate, ratePct: 120 }
          : rate,
    );
    const response = await api
      .http()
      .put(OWNER_RATES)
      .set(staff.headers.owner)
      .set('accept-language', 'en')
      .send({ expectedVersion: body.version, rates })
      .expect(422);
    expect(response.body.error.code).toBe('invalid_rates');
    expect(response.body.error.details).toEqual([
      {
        field: `rates.${iva}.ratePct`,
        code: 'invalid_rate',
        message: 'Please enter a percentage from 0 to 100',
      },
      {
        field: `rates.${notary}.maxEur`,
        code: 'range_not_ascending',
        message: 'The highest amount cannot be below the lowest',
      },
    ]);
    // A malformed body is a 400 of the shared shape.
    const malformed = await api
      .http()
      .put(OWNER_RATES)
      .set(staff.headers.owner)
      .send({ expectedVersion: body.version, rates: [{ ...RATES_IN_FORCE[0], ratePct: 'nine' }] })
      .expect(400);
    expect(malformed.body.error.details[0].field).toBe('rates.0.ratePct');
    expect((await api.http().get(RATES)).body.version).toBe(body.version);
  });

  it('lets only owners revise: 401 anonymous, 403 clients and admins', async () => {
    const send = (headers: Record<string, string>) =>
      api.http().put(OWNER_RATES).set(headers).send({ expectedVersion: 2, rates: RATES_IN_FORCE });
    await send(staff.headers.anonymous).expect(401);
    await send(staff.headers.user).expect(403);
    await send(staff.headers.admin).expect(403);
  });
});
