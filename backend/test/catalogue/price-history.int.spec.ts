import { EntityManager } from '@mikro-orm/postgresql';
import { CommandBus } from '@nestjs/cqrs';
import { PriceHistory } from '../../src/modules/catalogue';
import {
  SAMPLE_PRICE_REDUCTION,
  seedPriceReductions,
} from '../../src/modules/catalogue/seed/seed-price-reductions';
import { ProjectionRebuilder } from '../../src/platform/projections/projection-rebuilder';
import { startTestApi, type TestApi } from '../support/test-api';
import { signInStaff, type Staff } from '../support/staff';
import { propertyInput } from './property-fixtures';

describe('price history', () => {
  let api: TestApi;
  let staff: Staff;

  beforeAll(async () => {
    api = await startTestApi({ seed: true });
    staff = await signInStaff(api);
  });
  afterAll(() => api.close());

  async function create(reference: string, saleEur: number): Promise<string> {
    const details = propertyInput({
      reference,
      price: { saleEur, communityFeesEur: null, propertyTaxEur: 3900 },
    });
    const response = await api
      .http()
      .post('/api/admin/properties')
      .set(staff.headers.admin)
      .send({ details })
      .expect(201);
    return response.body.id as string;
  }

  /** Saves the edit form with a new price, at the version the page reads. */
  async function reprice(id: string, reference: string, saleEur: number): Promise<void> {
    const current = await api.http().get(`/api/admin/properties/${id}`).set(staff.headers.admin).expect(200);
    await api
      .http()
      .put(`/api/admin/properties/${id}`)
      .set(staff.headers.admin)
      .send({
        expectedVersion: current.body.version,
        details: propertyInput({
          reference,
          price: { saleEur, communityFeesEur: null, propertyTaxEur: 3900 },
        }),
      })
      .expect(200);
  }

  const changes = async (id: string) =>
    api.app
      .get(EntityManager)
      .fork()
      .execute<{ previous_price_eur: number | null; price_eur: number }[]>(
        'select previous_price_eur, price_eur from catalogue_price_changes where property_id = ? order by changed_at',
        [id],
      );

  it('records the first price and each change, and offers the reductions of a period, the latest per property', async () => {
    const start = new Date();
    const reduced = await create('CC-PH-001', 500_000);
    await reprice(reduced, 'CC-PH-001', 480_000);
    await reprice(reduced, 'CC-PH-001', 470_000);
    const raisedAgain = await create('CC-PH-002', 300_000);
    await reprice(raisedAgain, 'CC-PH-002', 280_000);
    await reprice(raisedAgain, 'CC-PH-002', 310_000);
    const raised = await create('CC-PH-003', 200_000);
    await reprice(raised, 'CC-PH-003', 210_000);

    expect(await changes(reduced)).toEqual([
      { previous_price_eur: null, price_eur: 500_000 },
      { previous_price_eur: 500_000, price_eur: 480_000 },
      { previous_price_eur: 480_000, price_eur: 470_000 },
    ]);

    const end = new Date(Date.now() + 1000);
    const reductions = await api.app.get(PriceHistory).reductionsBetween(start, end);
    // The latest reduction of the first; the second's was taken back, the third's price only went up.
    expect(reductions).toEqual([
      {
        propertyId: reduced,
        previousPriceEur: 480_000,
        priceEur: 470_000,
        percent: 2,
        changedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
    ]);
    expect(new Date(reductions[0].changedAt).getTime()).toBeGreaterThanOrEqual(start.getTime());
    // [from, to): a period that ends before the reductions holds none.
    expect(await api.app.get(PriceHistory).reductionsBetween(new Date(0), start)).toEqual([]);
  });

  it('shows a recent reduction on the card and the page, and the page lists the prices newest first', async () => {
    const id = await create('CC-PH-010', 1_000_000);
    await reprice(id, 'CC-PH-010', 1_050_000);
    await reprice(id, 'CC-PH-010', 940_000);

    const page = await api.http().get(`/api/properties/${id}`).expect(200);
    expect(page.body.reduction).toEqual({ percent: 10, previousPriceEur: 1_050_000, at: expect.any(String) });
    expect(page.body.priceHistory).toEqual([
      { at: page.body.reduction.at, priceEur: 940_000, changePercent: -10 },
      { at: expect.any(String), priceEur: 1_050_000, changePercent: 5 },
      { at: page.body.listedAt, priceEur: 1_000_000, changePercent: null },
    ]);
    const search = await api.http().get('/api/properties?sort=recently_reduced').expect(200);
    const card = search.body.items.find((item: { id: string }) => item.id === id);
    expect(card.reduction).toEqual(page.body.reduction);

    // A rise ends the reduction: the page no longer calls the price reduced, the history keeps every step.
    await reprice(id, 'CC-PH-010', 960_000);
    const raised = await api.http().get(`/api/properties/${id}`).expect(200);
    expect(raised.body.reduction).toBeNull();
    expect(
      raised.body.priceHistory.map((entry: { changePercent: number | null }) => entry.changePercent),
    ).toEqual([2, -10, 5, null]);
    // The back office's edit form carries no public history.
    const admin = await api.http().get(`/api/admin/properties/${id}`).set(staff.headers.admin).expect(200);
    expect(admin.body).not.toHaveProperty('priceHistory');
  });

  it('sorts recently reduced listings first, the latest reduction first, then the rest newest first', async () => {
    const older = await create('CC-PH-020', 700_000);
    const newer = await create('CC-PH-021', 800_000);
    const unreduced = await create('CC-PH-022', 900_000);
    await reprice(older, 'CC-PH-020', 650_000);
    await reprice(newer, 'CC-PH-021', 760_000);
    const sorted = await api.http().get('/api/properties?sort=recently_reduced&limit=48').expect(200);
    const ids: string[] = sorted.body.items.map((item: { id: string }) => item.id);
    const reduced = sorted.body.items.filter((item: { reduction: unknown }) => item.reduction !== null);
    // Every reduced card comes before every other, the latest reduction first.
    expect(ids.slice(0, reduced.length)).toEqual(reduced.map((item: { id: string }) => item.id));
    expect(ids.indexOf(newer)).toBeLessThan(ids.indexOf(older));
    expect(ids.indexOf(older)).toBeLessThan(reduced.length);
    expect(ids.indexOf(unreduced)).toBeGreaterThanOrEqual(reduced.length);
    const dates = reduced.map((item: { reduction: { at: string } }) => item.reduction.at);
    expect(dates).toEqual([...dates].sort().reverse());
    // An unknown sort is a 400 in the shared shape.
    const bad = await api.http().get('/api/properties?sort=reduced').expect(400);
    expect(bad.body.error.code).toBe('validation_failed');
  });

  it("seeds the demo's reduction once, through the command path", async () => {
    const { propertyId } = SAMPLE_PRICE_REDUCTION;
    const seed = () => seedPriceReductions(api.app.get(CommandBus), api.app.get(EntityManager));
    await seed();
    await seed();
    const page = await api.http().get(`/api/properties/${propertyId}`).expect(200);
    expect(page.body.price.saleEur).toBe(372_000);
    expect(page.body.reduction).toMatchObject({ percent: 6, previousPriceEur: 395_000 });
    expect(page.body.priceHistory).toHaveLength(2);
  });

  it('rebuilds the history and the reductions in force from the log row for row', async () => {
    const snapshot = async () => {
      const em = api.app.get(EntityManager).fork();
      return {
        changes: await em.execute('select * from catalogue_price_changes t order by t::text'),
        reduced: await em.execute(
          'select id, reduced_at, reduced_from_eur from catalogue_properties order by id',
        ),
      };
    };
    const live = await snapshot();
    expect(live.changes.length).toBeGreaterThan(6);
    await api.app.get(ProjectionRebuilder).rebuild({ batchSize: 5 });
    expect(await snapshot()).toEqual(live);
  });
});
