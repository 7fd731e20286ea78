import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { seedSampleBuyers } from '../../src/modules/identity/seed/sample-buyers';
import { seedMandates } from '../../src/modules/mandates/seed/seed-mandates';
import { addDays, madridDate } from '../../src/platform/time/madrid-calendar';
import { SALES_QUEUE } from '../../src/modules/sales/jobs/sale-jobs';
import { seedSales } from '../../src/modules/sales/seed/seed-sales';
import { JobReactor } from '../../src/platform/jobs/job-reactor';
import { MAIL_QUEUE } from '../../src/platform/mail/mail-message';
import { ProcessorRunner } from '../../src/platform/projections/processor-runner';
import { register } from '../support/accounts';
import { eventually } from '../support/eventually';
import { workUntilSettled } from '../support/queues';
import { signInStaff, type Staff } from '../support/staff';
import { startTestApi, type TestApi } from '../support/test-api';

const CASONA = 'casona-montanesa-comillas';
const ATTIC = 'atico-puerto-castro-urdiales';

interface Sale {
  stage: string;
  offers: { status: string; buyer: { email: string } | null; rounds: { by: string; amountEur: number }[] }[];
  deal: { acceptedAmountEur: number; depositEur: number | null; depositDueOn: string | null } | null;
}

describe('sample sales', () => {
  let api: TestApi;
  let staff: Staff;

  beforeAll(async () => {
    api = await startTestApi({ seed: true });
    staff = await signInStaff(api);
  });
  afterAll(() => api.close());

  const sale = async (propertyId: string): Promise<Sale> =>
    (await api.http().get(`/api/admin/properties/${propertyId}/sale`).set(staff.headers.admin).expect(200))
      .body as Sale;

  it('records competing offers and a reservation once, through the commands, and keeps every property listed', async () => {
    const commands = api.app.get(CommandBus);
    const client = await register(api, 'demo-buyer@example.com');
    await seedMandates(commands, api.app.get(QueryBus), new Date());
    const seed = async () => {
      const [buyer, otherBuyer] = await seedSampleBuyers(commands, api.app.get(EntityManager));
      await seedSales(commands, { client: client.userId, others: [buyer, otherBuyer] }, new Date());
    };
    await seed();
    await seed();

    const casona = await sale(CASONA);
    expect(casona.stage).toBe('open');
    expect(
      casona.offers.map((offer) => [offer.buyer?.email, offer.status, offer.rounds.map((round) => round.by)]),
    ).toEqual(
      expect.arrayContaining([
        ['demo-buyer@example.com', 'awaiting_seller', ['buyer']],
        ['eleanor.whitfield@example.com', 'awaiting_buyer', ['buyer', 'seller']],
      ]),
    );
    expect(casona.offers).toHaveLength(2);

    const attic = await sale(ATTIC);
    expect(attic.stage).toBe('reserved');
    expect(attic.deal).toMatchObject({
      acceptedAmountEur: 680_000,
      depositEur: 68_000,
      depositDueOn: addDays(madridDate(new Date()), 12),
    });
    expect(attic.offers.map((offer) => offer.buyer?.email)).toEqual(['dmitri.sokolov@example.com']);

    // The worker hands the reservation to the catalogue: the ático reads as reserved, all six stay listed.
    await eventually('the ático to be reserved', async () => {
      await api.app.get(ProcessorRunner).drain(api.app.get(JobReactor));
      await workUntilSettled(api.app, [SALES_QUEUE, MAIL_QUEUE]);
      const listed = await api.http().get(`/api/properties/${ATTIC}`).expect(200);
      return listed.body.status === 'reserved';
    });
    const listing = await api.http().get('/api/properties').expect(200);
    const statuses = (listing.body.items as { id: string; status: string }[]).map((item) => item.status);
    expect(statuses).toHaveLength(6);
    expect(statuses.filter((status) => status === 'reserved')).toEqual(['reserved']);
    expect(statuses.filter((status) => status === 'sold')).toEqual([]);
  });
});
