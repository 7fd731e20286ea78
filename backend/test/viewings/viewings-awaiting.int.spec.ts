import { madridInstant, madridLocal } from '../../src/modules/viewings/domain/viewing-slots';
import { bearer, register } from '../support/accounts';
import { signInStaff, type Staff } from '../support/staff';
import { startTestApi, type TestApi } from '../support/test-api';

const DAY = 24 * 3600_000;

/** The Madrid date of the first weekday at least `daysAhead` days from now. */
function weekdayAhead(daysAhead: number): string {
  for (let day = daysAhead; ; day++) {
    const local = madridLocal(new Date(Date.now() + day * DAY));
    if (local.weekday >= 1 && local.weekday <= 5) return local.date;
  }
}

describe('viewing requests awaiting an answer (GET /api/admin/viewings/awaiting)', () => {
  let api: TestApi;
  let staff: Staff;
  let client: Record<string, string>;

  beforeAll(async () => {
    api = await startTestApi({ seed: true });
    staff = await signInStaff(api);
    client = bearer(await register(api, 'awaiting@example.com'));
  });
  afterAll(() => api.close());

  const awaiting = async () =>
    (await api.http().get('/api/admin/viewings/awaiting').set(staff.headers.admin).expect(200)).body as {
      count: number;
      next: { id: string; startsAt: string } | null;
    };

  async function request(date: string, time: string): Promise<string> {
    const response = await api
      .http()
      .post('/api/me/viewings')
      .set(client)
      .send({
        propertyId: 'villa-sardinero-santander',
        slots: [{ date, time, mode: 'in_person' }],
        phone: '+34 600 000 000',
        language: 'en',
      })
      .expect(201);
    return response.body.id as string;
  }

  it('counts the requests nobody has answered and names the one whose time comes next', async () => {
    expect(await awaiting()).toEqual({ count: 0, next: null });

    const later = weekdayAhead(30);
    const sooner = weekdayAhead(10);
    const laterId = await request(later, '10:00');
    const soonerId = await request(sooner, '16:30');
    expect(await awaiting()).toEqual({
      count: 2,
      next: { id: soonerId, startsAt: madridInstant(sooner, '16:30')!.toISOString() },
    });

    await api
      .http()
      .post(`/api/admin/viewings/${soonerId}/confirm`)
      .set(staff.headers.admin)
      .send({ slot: 0, agentId: staff.userIds.admin })
      .expect(200);
    expect(await awaiting()).toEqual({
      count: 1,
      next: { id: laterId, startsAt: madridInstant(later, '10:00')!.toISOString() },
    });
  });
});
