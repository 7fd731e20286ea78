import { EntityManager } from '@mikro-orm/postgresql';
import { EventStore } from '../../src/platform/event-store/event-store';
import { startTestApi, type TestApi } from '../support/test-api';
import { signInStaff, type Staff } from '../support/staff';

describe('back office: bookings', () => {
  let api: TestApi;
  let staff: Staff;

  beforeAll(async () => {
    api = await startTestApi({ seed: true });
    staff = await signInStaff(api);
  });
  afterAll(() => api.close());

  const stay = (overrides: Record<string, unknown> = {}) => ({
    propertyId: 'villa-sardinero-santander',
    guestName: '  Charlotte Hughes ',
    guestEmail: 'Charlotte.Hughes@Example.com',
    checkIn: '2027-07-03',
    checkOut: '2027-07-10',
    guests: 4,
    totalPriceEur: 14_000,
    paymentStatus: 'pending',
    ...overrides,
  });

  const sql = <T extends object>(query: string) =>
    api.app.get(EntityManager).fork().getConnection().execute<T[]>(query);
  const counts = async () => {
    const [row] = await sql<{ events: number; rows: number }>(
      `select (select count(*)::int from events where type = 'BookingRecorded') as events,
              (select count(*)::int from bookings) as rows`,
    );
    return row;
  };

  it('records a stay as BookingRecorded by the acting admin, with the property as it was booked', async () => {
    const response = await api
      .http()
      .post('/api/admin/bookings')
      .set(staff.headers.admin)
      .send(stay())
      .expect(201);
    const bookingId = response.body.bookingId as string;
    expect(bookingId).toMatch(/^[0-9a-f-]{36}$/);

    // Read through the store: the table holds the guest's name and e-mail sealed (crypto-shredding).
    const [event] = (await api.app
      .get(EventStore)
      .readStream(api.app.get(EntityManager).fork(), `booking-${bookingId}`)) as unknown as {
      data: Record<string, unknown>;
      metadata: Record<string, unknown>;
    }[];
    expect(event.data).toMatchObject({
      bookingId,
      propertyId: 'villa-sardinero-santander',
      propertyReference: expect.any(String),
      propertyTitle: expect.objectContaining({ es: expect.any(String) }),
      guestName: 'Charlotte Hughes',
      guestEmail: 'charlotte.hughes@example.com',
      checkIn: '2027-07-03',
      checkOut: '2027-07-10',
      paymentStatus: 'pending',
    });
    expect(event.metadata.actorId).toBe(staff.userIds.admin);

    const dashboard = await api.http().get('/api/admin/dashboard').set(staff.headers.admin).expect(200);
    expect(dashboard.body.latestBookings[0]).toMatchObject({
      id: bookingId,
      guestName: 'Charlotte Hughes',
      checkIn: '2027-07-03',
      checkOut: '2027-07-10',
      totalPriceEur: 14_000,
    });
  });

  it('names each bad field and writes nothing', async () => {
    const before = await counts();
    const response = await api
      .http()
      .post('/api/admin/bookings')
      .set(staff.headers.owner)
      .send(
        stay({
          guestName: 'A',
          guestEmail: 'not-an-email',
          checkIn: '03/07/2027',
          guests: 0,
          totalPriceEur: 10.5,
          paymentStatus: 'maybe',
        }),
      )
      .expect(400);
    expect(response.body.error.code).toBe('validation_failed');
    const fields = (response.body.error.details as { field: string }[]).map((d) => d.field).sort();
    expect(fields).toEqual([
      'checkIn',
      'guestEmail',
      'guestName',
      'guests',
      'paymentStatus',
      'totalPriceEur',
    ]);
    expect(await counts()).toEqual(before);
  });

  it('refuses a check-out before check-in on that field, in the visitor’s language', async () => {
    const before = await counts();
    const response = await api
      .http()
      .post('/api/admin/bookings')
      .set({ ...staff.headers.admin, 'Accept-Language': 'en' })
      .send(stay({ checkIn: '2027-07-10', checkOut: '2027-07-10' }))
      .expect(422);
    expect(response.body.error).toMatchObject({
      code: 'invalid_stay',
      message: 'Check-out must be after check-in and a stay cannot exceed one year',
      details: [{ field: 'checkOut', code: 'invalid_stay' }],
    });
    expect(await counts()).toEqual(before);
  });

  it('answers 404 for a property that does not exist', async () => {
    const before = await counts();
    const response = await api
      .http()
      .post('/api/admin/bookings')
      .set(staff.headers.admin)
      .send(stay({ propertyId: 'no-such-villa' }))
      .expect(404);
    expect(response.body.error.code).toBe('property_not_found');
    expect(await counts()).toEqual(before);
  });

  it('lets only staff record bookings', async () => {
    await api.http().post('/api/admin/bookings').set(staff.headers.user).send(stay()).expect(403);
    await api.http().post('/api/admin/bookings').send(stay()).expect(401);
  });
});
