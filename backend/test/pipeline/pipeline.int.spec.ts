import { EntityManager } from '@mikro-orm/postgresql';
import { addDays, madridDate } from '../../src/platform/time/madrid-calendar';
import { madridLocal } from '../../src/modules/viewings/domain/viewing-slots';
import { SAMPLE_PROPERTIES } from '../../src/modules/catalogue/seed/sample-properties';
import { FUNNEL_REACHED_SQL } from '../../src/modules/pipeline/read-models/pipeline.projection';
import { ProjectionRebuilder } from '../../src/platform/projections/projection-rebuilder';
import { bearer, register } from '../support/accounts';
import { signInStaff, type Staff } from '../support/staff';
import { startTestApi, type TestApi } from '../support/test-api';

const DAY = 24 * 3600_000;
const VILLA = 'villa-sardinero-santander';
const APARTMENT = 'apartamento-centro-historico-santander';
const PIPELINE_TABLES = [
  'pipeline_deals',
  'pipeline_listings',
  'pipeline_viewings',
  'pipeline_offers',
  'pipeline_stage_counts',
  'pipeline_stage_months',
];

/** The Madrid date of the first weekday at least `daysAhead` days from now. */
function weekdayAhead(daysAhead: number): string {
  for (let day = daysAhead; ; day++) {
    const local = madridLocal(new Date(Date.now() + day * DAY));
    if (local.weekday >= 1 && local.weekday <= 5) return local.date;
  }
}

interface Deal {
  propertyId: string;
  clientId: string;
  clientName: string | null;
  area: string | null;
  agentId: string | null;
  stage: string;
  amountEur: number | null;
  reservedAt: string | null;
  completedAt: string | null;
  lostAt: string | null;
}
interface Board {
  columns: { stage: string; count: number; deals: Deal[] }[];
  agents: { id: string; name: string }[];
  areas: string[];
}

describe('deal pipeline', () => {
  let api: TestApi;
  let staff: Staff;
  let oliver: Record<string, string>;
  let oliverId: string;
  let greta: Record<string, string>;
  let gretaId: string;
  const today = madridDate(new Date());

  beforeAll(async () => {
    api = await startTestApi({ seed: true });
    staff = await signInStaff(api);
    const first = await register(api, 'oliver.pipeline@example.co.uk', {
      language: 'en',
      firstName: 'Oliver',
      lastName: 'Hughes',
    });
    const second = await register(api, 'greta.pipeline@example.de', {
      language: 'de',
      firstName: 'Greta',
      lastName: 'Vogel',
    });
    oliver = bearer(first);
    oliverId = first.userId;
    greta = bearer(second);
    gretaId = second.userId;
  });
  afterAll(() => api.close());

  const admin = () => staff.headers.admin;
  const board = async (query = '', headers = admin()): Promise<Board> =>
    (await api.http().get(`/api/admin/pipeline${query}`).set(headers).expect(200)).body as Board;
  /** The client's deal of the property as the board shows it, in whichever column it stands. */
  const dealOf = async (propertyId: string, clientId: string): Promise<Deal | undefined> =>
    (await board()).columns
      .flatMap((column) => column.deals)
      .find((deal) => deal.propertyId === propertyId && deal.clientId === clientId);
  const staffStep = (propertyId: string, path: string, body: object = {}) =>
    api.http().post(`/api/admin/properties/${propertyId}/${path}`).set(admin()).send(body);
  const requestViewing = async (headers: Record<string, string>, propertyId: string): Promise<string> =>
    (
      await api
        .http()
        .post('/api/me/viewings')
        .set(headers)
        .send({
          propertyId,
          slots: [{ date: weekdayAhead(10), time: '10:00', mode: 'in_person' }],
          phone: '+34 600 000 000',
          language: 'en',
        })
        .expect(201)
    ).body.id as string;
  const offer = async (headers: Record<string, string>, propertyId: string, amountEur: number) =>
    (
      await api
        .http()
        .post('/api/me/offers')
        .set(headers)
        .send({
          propertyId,
          amountEur,
          financing: 'cash',
          conditions: '',
          validUntil: addDays(today, 10),
        })
        .expect(201)
    ).body as { id: string };

  it('follows a client from inquiry through viewing, offer and reservation to the deed', async () => {
    await api
      .http()
      .put(`/api/admin/properties/${VILLA}/mandate`)
      .set(admin())
      .send({
        exclusive: true,
        commissionPercent: 3,
        startsOn: addDays(today, -30),
        endsOn: addDays(today, 300),
        askingPriceEur: 950_000,
      })
      .expect(200);
    // A visitor's inquiry names no account: it opens no deal.
    await api
      .http()
      .post('/api/inquiries')
      .send({
        name: 'Ana',
        email: 'ana@example.com',
        message: 'Información, por favor.',
        propertyId: VILLA,
        language: 'es',
      })
      .expect(202);
    await api
      .http()
      .post('/api/inquiries')
      .set(oliver)
      .send({
        name: 'Oliver',
        email: 'oliver.pipeline@example.co.uk',
        message: 'Is it still available?',
        propertyId: VILLA,
        language: 'en',
      })
      .expect(202);
    expect(await dealOf(VILLA, oliverId)).toMatchObject({
      stage: 'inquiry',
      clientName: 'Oliver Hughes',
      area: 'El Sardinero',
      agentId: null,
    });

    const viewingId = await requestViewing(oliver, VILLA);
    expect((await dealOf(VILLA, oliverId))?.stage).toBe('viewing');
    await api
      .http()
      .post(`/api/admin/viewings/${viewingId}/confirm`)
      .set(admin())
      .send({ slot: 0, agentId: staff.userIds.admin })
      .expect(200);
    expect(await dealOf(VILLA, oliverId)).toMatchObject({ stage: 'viewing', agentId: staff.userIds.admin });

    const made = await offer(oliver, VILLA, 900_000);
    expect(await dealOf(VILLA, oliverId)).toMatchObject({ stage: 'offer', amountEur: 900_000 });
    await staffStep(VILLA, `offers/${made.id}/present`).expect(200);
    await staffStep(VILLA, `offers/${made.id}/seller-answer`, {
      answer: 'counter',
      amountEur: 940_000,
      validUntil: addDays(today, 5),
    }).expect(200);
    await api.http().post(`/api/me/offers/${made.id}/accept`).set(oliver).send({}).expect(200);
    expect(await dealOf(VILLA, oliverId)).toMatchObject({ stage: 'offer', amountEur: 940_000 });

    await staffStep(VILLA, 'sale/reserve', { depositDueOn: addDays(today, 3) }).expect(200);
    expect(await dealOf(VILLA, oliverId)).toMatchObject({
      stage: 'reserved',
      reservedAt: expect.any(String),
    });
    await staffStep(VILLA, 'sale/complete', { deedDate: today, finalPriceEur: 930_000 }).expect(200);
    expect(await dealOf(VILLA, oliverId)).toMatchObject({
      stage: 'completed',
      completedAt: expect.any(String),
      agentId: staff.userIds.admin,
    });
  });

  it('loses a deal whose viewing is declined or whose last offer is withdrawn, and re-opens it when the client acts again', async () => {
    const viewingId = await requestViewing(greta, APARTMENT);
    await api
      .http()
      .post(`/api/admin/viewings/${viewingId}/decline`)
      .set(admin())
      .send({ reason: 'El propietario no está disponible' })
      .expect(200);
    expect(await dealOf(APARTMENT, gretaId)).toMatchObject({ stage: 'lost', lostAt: expect.any(String) });

    const first = await offer(greta, APARTMENT, 400_000);
    expect(await dealOf(APARTMENT, gretaId)).toMatchObject({
      stage: 'offer',
      lostAt: null,
      amountEur: 400_000,
    });
    await api.http().post(`/api/me/offers/${first.id}/withdraw`).set(greta).send({}).expect(200);
    expect((await dealOf(APARTMENT, gretaId))?.stage).toBe('lost');
  });

  it('names each deal’s client as identity knows them now, and an erased client by no name', async () => {
    const ingrid = await register(api, 'ingrid.pipeline@example.no', {
      firstName: 'Ingrid',
      lastName: 'Berg',
    });
    await offer(bearer(ingrid), APARTMENT, 380_000);
    expect(await dealOf(APARTMENT, ingrid.userId)).toMatchObject({
      stage: 'offer',
      clientName: 'Ingrid Berg',
    });
    expect(await dealOf(APARTMENT, gretaId)).toMatchObject({ clientName: 'Greta Vogel' });

    await api.http().post(`/api/admin/users/${ingrid.userId}/erasure`).set(staff.headers.owner).expect(204);
    expect(await dealOf(APARTMENT, ingrid.userId)).toMatchObject({ stage: 'offer', clientName: null });
  });

  it('filters the board by agent, area and stage, and lists the agents and areas to filter by', async () => {
    const all = await board();
    expect(all.columns.map((column) => column.stage)).toEqual([
      'inquiry',
      'viewing',
      'offer',
      'reserved',
      'completed',
      'lost',
    ]);
    for (const column of all.columns) expect(column.deals.length).toBeLessThanOrEqual(column.count);
    expect(all.agents.map((agent) => agent.id)).toEqual(
      expect.arrayContaining([staff.userIds.admin, staff.userIds.owner]),
    );
    expect(all.areas).toEqual(expect.arrayContaining(['El Sardinero', 'Paseo de Pereda - Centro histórico']));

    const mine = await board(`?agent=${staff.userIds.admin}`);
    const completed = mine.columns.find((column) => column.stage === 'completed')!;
    expect(completed.deals.map((deal) => deal.clientId)).toEqual([oliverId]);
    expect(
      mine.columns.flatMap((column) => column.deals).every((d) => d.agentId === staff.userIds.admin),
    ).toBe(true);

    const unassigned = await board('?agent=none');
    expect(unassigned.columns.flatMap((column) => column.deals).every((d) => d.agentId === null)).toBe(true);

    const area = await board(`?area=${encodeURIComponent('Paseo de Pereda - Centro histórico')}`);
    expect(area.columns.flatMap((column) => column.deals).map((d) => d.propertyId)).toEqual(
      expect.arrayContaining([APARTMENT]),
    );
    expect(area.columns.flatMap((column) => column.deals).every((d) => d.propertyId === APARTMENT)).toBe(
      true,
    );

    const lost = await board('?stage=lost');
    expect(lost.columns).toEqual([expect.objectContaining({ stage: 'lost', count: 1 })]);
  });

  it('reports the owner’s sales, commission, funnel and days on market, filtered like the board', async () => {
    const report = (
      await api.http().get('/api/admin/sales-report?months=3').set(staff.headers.owner).expect(200)
    ).body;
    expect(report.months).toBe(3);
    expect(report.monthly).toHaveLength(3);
    expect(report.to).toBe(today);
    expect(report.monthly[2]).toEqual({
      month: today.slice(0, 7),
      sales: 1,
      totalPriceEur: 930_000,
      commissionEur: 27_900,
      commissionVatEur: 5_859,
    });
    // Cumulative: Ingrid went straight to an offer and counts as having passed the inquiry and the viewing.
    const [inquiry, viewing, offered, reserved, completed] = report.funnel.map(
      (step: { deals: number }) => step.deals,
    );
    expect(report.funnel.map((step: { stage: string }) => step.stage)).toEqual([
      'inquiry',
      'viewing',
      'offer',
      'reserved',
      'completed',
    ]);
    expect([reserved, completed]).toEqual([1, 1]);
    expect(offered).toBeGreaterThanOrEqual(3);
    expect(viewing).toBeGreaterThanOrEqual(offered);
    expect(inquiry).toBeGreaterThanOrEqual(viewing);
    expect(report.reservations).toBe(1);
    expect(report.medianDaysOnMarket).toEqual(expect.any(Number));

    const elsewhere = (
      await api
        .http()
        .get(`/api/admin/sales-report?area=${encodeURIComponent('Paseo de Pereda - Centro histórico')}`)
        .set(staff.headers.owner)
        .expect(200)
    ).body;
    expect(elsewhere.monthly).toHaveLength(12);
    expect(elsewhere.monthly.every((month: { sales: number }) => month.sales === 0)).toBe(true);
    expect(elsewhere.reservations).toBe(0);
    expect(elsewhere.medianDaysOnMarket).toBeNull();
    const byOwner = (
      await api
        .http()
        .get(`/api/admin/sales-report?agent=${staff.userIds.owner}`)
        .set(staff.headers.owner)
        .expect(200)
    ).body;
    expect(byOwner.monthly.every((month: { sales: number }) => month.sales === 0)).toBe(true);
  });

  it('is for staff, the report for owners only, and refuses bad filters with field errors', async () => {
    await api.http().get('/api/admin/pipeline').expect(401);
    await api.http().get('/api/admin/pipeline').set(staff.headers.user).expect(403);
    await api.http().get('/api/admin/pipeline').set(staff.headers.owner).expect(200);
    await api.http().get('/api/admin/sales-report').expect(401);
    await api.http().get('/api/admin/sales-report').set(staff.headers.user).expect(403);
    await api.http().get('/api/admin/sales-report').set(admin()).expect(403);

    for (const [path, field] of [
      ['/api/admin/pipeline?stage=won', 'stage'],
      ['/api/admin/pipeline?agent=someone', 'agent'],
      [`/api/admin/pipeline?area=${'x'.repeat(101)}`, 'area'],
      ['/api/admin/sales-report?months=0', 'months'],
      ['/api/admin/sales-report?months=abc', 'months'],
      ['/api/admin/sales-report?agent=1', 'agent'],
    ]) {
      const bad = await api.http().get(path).set(staff.headers.owner).expect(400);
      expect(bad.body.error).toMatchObject({
        code: 'validation_failed',
        details: [expect.objectContaining({ field })],
      });
    }
  });

  it('moves the deals of a property whose area is revised, with their board and funnel counts', async () => {
    const sample = SAMPLE_PROPERTIES.find((property) => property.id === VILLA)!;
    const [oldArea, newArea] = [sample.details.address.area, 'El Sardinero - Primera línea'];
    const total = (found: Board) => found.columns.reduce((sum, column) => sum + column.count, 0);
    const inArea = async (area: string) => total(await board(`?area=${encodeURIComponent(area)}`));
    const funnelIn = async (area: string): Promise<number[]> =>
      (
        await api
          .http()
          .get(`/api/admin/sales-report?area=${encodeURIComponent(area)}`)
          .set(staff.headers.owner)
          .expect(200)
      ).body.funnel.map((step: { deals: number }) => step.deals);
    const villaDeals = (await board()).columns
      .flatMap((column) => column.deals)
      .filter((deal) => deal.propertyId === VILLA);
    expect(villaDeals.length).toBeGreaterThan(0);
    const [oldBefore, oldFunnelBefore] = [await inArea(oldArea), await funnelIn(oldArea)];

    const { version } = (await api.http().get(`/api/admin/properties/${VILLA}`).set(admin()).expect(200))
      .body;
    const details = { ...sample.details, address: { ...sample.details.address, area: newArea } };
    await api
      .http()
      .put(`/api/admin/properties/${VILLA}`)
      .set(admin())
      .send({ expectedVersion: version, details })
      .expect(200);

    expect(await inArea(newArea)).toBe(villaDeals.length);
    expect(await inArea(oldArea)).toBe(oldBefore - villaDeals.length);
    const [oldFunnel, newFunnel] = [await funnelIn(oldArea), await funnelIn(newArea)];
    expect(newFunnel[0]).toBe(villaDeals.length);
    expect(oldFunnel.map((deals, stage) => deals + newFunnel[stage])).toEqual(oldFunnelBefore);
  });

  it('rebuilds its tables from the log row for row', async () => {
    const snapshot = async () => {
      const em = api.app.get(EntityManager).fork();
      const tables: Record<string, unknown[]> = {};
      for (const table of PIPELINE_TABLES)
        tables[table] = await em.execute(`select * from ${table} t order by t::text`);
      return tables;
    };
    const live = await snapshot();
    expect(live.pipeline_deals.length).toBeGreaterThanOrEqual(2);
    // The funnel's counts, moved step by step as deals advanced and changed agent, are what the deals say.
    const em = api.app.get(EntityManager).fork();
    const funnelRows = `select month, stage, agent_id, area, deals from pipeline_stage_months t where deals <> 0`;
    expect(await em.execute(`${funnelRows} order by t::text`)).toEqual(
      await em.execute(
        `select * from (
           select date_trunc('month', reached.at at time zone 'Europe/Madrid')::date as month, reached.stage,
             d.agent_id, d.area, count(*)::int as deals
           from pipeline_deals d, lateral ${FUNNEL_REACHED_SQL}
           where reached.at is not null group by 1, 2, 3, 4) t
         order by t::text`,
      ),
    );
    await api.app.get(ProjectionRebuilder).rebuild({ batchSize: 5 });
    expect(await snapshot()).toEqual(live);
  });
});
