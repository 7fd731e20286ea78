import { EntityManager } from '@mikro-orm/postgresql';
import { CommandBus } from '@nestjs/cqrs';
import { seedBookings } from '../../src/modules/bookings/seed/seed-bookings';
import { SAMPLE_BOOKINGS } from '../../src/modules/bookings/seed/sample-bookings';
import { startTestApi, type TestApi } from '../support/test-api';
import { signInStaff, type Staff } from '../support/staff';

const id = (n: number) => SAMPLE_BOOKINGS[n - 1].id;
// Sample 2: Markus Weber, pending; 5: Stefan Trajkovski, pending; 1: Charlotte Hughes, paid.

describe('back office: the bookings list and payment status', () => {
  let api: TestApi;
  let staff: Staff;

  beforeAll(async () => {
    api = await startTestApi({ seed: true });
    staff = await signInStaff(api);
    await seedBookings(api.app.get(CommandBus));
  });
  afterAll(() => api.close());

  const sql = <T extends object>(query: string, params: unknown[] = []) =>
    api.app.get(EntityManager).fork().getConnection().execute<T[]>(query, params);
  const eventCount = async () => (await sql<{ n: number }>('select count(*)::int as n from events'))[0].n;
  const list = (query: Record<string, string> = {}, headers = staff.headers.admin) =>
    api.http().get('/api/admin/bookings').query(query).set(headers);
  const change = (bookingId: string, body: Record<string, unknown>, headers = staff.headers.admin) =>
    api.http().put(`/api/admin/bookings/${bookingId}/payment-status`).set(headers).send(body);
  const guestsOf = (body: { items: { guestName: string }[] }) => body.items.map((b) => b.guestName);

  describe('GET /api/admin/bookings', () => {
    it('lists every booking newest first, with its version, in pages of 25', async () => {
      const response = await list().expect(200);
      expect(response.body).toMatchObject({ total: SAMPLE_BOOKINGS.length, page: 1, pageSize: 25 });
      expect(guestsOf(response.body)).toEqual(
        [...SAMPLE_BOOKINGS]
          .sort((a, b) => b.recordedAt.localeCompare(a.recordedAt))
          .map((b) => b.entry.guestName),
      );
      expect(response.body.items[0]).toEqual({
        id: id(6),
        kind: 'stay',
        status: 'confirmed',
        itemId: 'villa-sardinero-santander',
        itemTitle: expect.objectContaining({ es: expect.any(String) }),
        itemReference: expect.any(String),
        itemImage: null,
        guestName: 'Javier Ruiz Cobo',
        checkIn: '2027-09-05',
        checkOut: '2027-09-12',
        startTime: null,
        guests: 5,
        quoteEur: null,
        priceBasis: null,
        totalPriceEur: 14_000,
        paymentStatus: 'refunded',
        createdAt: '2026-11-20T08:45:00.000Z',
        version: 1,
        nextPaymentStatuses: [],
        nextStatuses: ['completed', 'cancelled'],
      });
    });

    it('pages with page and pageSize', async () => {
      const second = await list({ page: '2', pageSize: '4' }).expect(200);
      expect(second.body).toMatchObject({ total: 6, page: 2, pageSize: 4 });
      expect(guestsOf(second.body)).toEqual(['Markus Weber', 'Charlotte Hughes']);
    });

    it('filters by payment status', async () => {
      const pending = await list({ paymentStatus: 'pending' }).expect(200);
      expect(guestsOf(pending.body)).toEqual(['Stefan Trajkovski', 'Markus Weber']);
      // Each row says where its payment may go next, so the screen offers only what the API allows.
      for (const item of pending.body.items) expect(item.nextPaymentStatuses).toEqual(['paid', 'cancelled']);
      const cancelled = await list({ paymentStatus: 'cancelled' }).expect(200);
      expect(guestsOf(cancelled.body)).toEqual(['Anna Petrova']);
    });

    it('searches the guest, the property title and the reference, case-insensitively', async () => {
      expect(guestsOf((await list({ q: '  pEtRoVa ' }).expect(200)).body)).toEqual(['Anna Petrova']);
      const villa = await list({ q: 'sardinero' }).expect(200);
      expect(guestsOf(villa.body)).toEqual(['Javier Ruiz Cobo', 'Charlotte Hughes']);
      const reference = villa.body.items[0].itemReference as string;
      const byReference = await list({ q: reference.toLowerCase() }).expect(200);
      expect(guestsOf(byReference.body)).toEqual(expect.arrayContaining(['Javier Ruiz Cobo']));
      const combined = await list({ q: 'sardinero', paymentStatus: 'paid' }).expect(200);
      expect(guestsOf(combined.body)).toEqual(['Charlotte Hughes']);
    });

    it('reads % and _ as letters', async () => {
      expect((await list({ q: '%' }).expect(200)).body).toMatchObject({ total: 0, items: [] });
      expect((await list({ q: '_' }).expect(200)).body.total).toBe(0);
    });

    it('names each bad parameter', async () => {
      const response = await list({ paymentStatus: 'maybe', page: '0', pageSize: '500', sort: 'x' }).expect(
        400,
      );
      expect(response.body.error.code).toBe('validation_failed');
      const details = response.body.error.details as { field: string; code: string }[];
      expect(details.map((d) => d.field).sort()).toEqual(['page', 'pageSize', 'paymentStatus', 'sort']);
      expect(details.find((d) => d.field === 'paymentStatus')?.code).toBe('invalid_choice');
      await list({ page: 'two' }).expect(400);
    });

    it('is for staff only', async () => {
      await list({}, staff.headers.owner).expect(200);
      expect((await list({}, staff.headers.user).expect(403)).body.error.code).toBe('forbidden');
      expect((await list({}, staff.headers.anonymous).expect(401)).body.error.code).toBe('unauthenticated');
    });
  });

  describe('PUT /api/admin/bookings/:id/payment-status', () => {
    it('marks a pending booking paid: one event by the acting user, the list and the counts follow', async () => {
      const before = (await api.http().get('/api/admin/dashboard').set(staff.headers.admin).expect(200)).body;
      const response = await change(id(2), { paymentStatus: 'paid', expectedVersion: 1 }).expect(200);
      expect(response.body).toEqual({ id: id(2), version: 2 });

      const events = await sql<{ type: string; data: unknown; metadata: Record<string, unknown> }>(
        'select type, data, metadata from events where stream_id = ? order by stream_version',
        [`booking-${id(2)}`],
      );
      expect(events.map((e) => e.type)).toEqual(['BookingRecorded', 'BookingPaymentStatusChanged']);
      expect(events[1].data).toEqual({
        bookingId: id(2),
        from: 'pending',
        to: 'paid',
        changedAt: expect.any(String),
      });
      expect(events[1].metadata).toMatchObject({
        actorId: staff.userIds.admin,
        requestId: expect.any(String),
      });

      const row = (await list({ q: 'Markus' }).expect(200)).body.items[0];
      expect(row).toMatchObject({ paymentStatus: 'paid', version: 2, nextPaymentStatuses: ['refunded'] });
      const after = (await api.http().get('/api/admin/dashboard').set(staff.headers.admin).expect(200)).body;
      expect(after.bookings.byPaymentStatus.pending).toBe(before.bookings.byPaymentStatus.pending - 1);
      expect(after.bookings.byPaymentStatus.paid).toBe(before.bookings.byPaymentStatus.paid + 1);
    });

    it('then refunds it as the owner, on the new version', async () => {
      await change(id(2), { paymentStatus: 'refunded', expectedVersion: 2 }, staff.headers.owner).expect(200);
      const [event] = await sql<{ metadata: Record<string, unknown> }>(
        'select metadata from events where stream_id = ? and stream_version = 3',
        [`booking-${id(2)}`],
      );
      expect(event.metadata.actorId).toBe(staff.userIds.owner);
    });

    it('answers 409 version_conflict on a stale version and changes nothing', async () => {
      const before = await eventCount();
      const response = await change(id(5), { paymentStatus: 'cancelled', expectedVersion: 3 }).expect(409);
      expect(response.body.error.code).toBe('version_conflict');
      expect(await eventCount()).toBe(before);
      expect((await list({ q: 'Trajkovski' })).body.items[0].paymentStatus).toBe('pending');
    });

    it('refuses a forbidden transition with 422 payment_status_transition_not_allowed', async () => {
      const before = await eventCount();
      const response = await change(id(4), { paymentStatus: 'paid', expectedVersion: 1 })
        .set('Accept-Language', 'en')
        .expect(422);
      expect(response.body.error).toMatchObject({
        code: 'payment_status_transition_not_allowed',
        message: 'This payment status change is not allowed',
        details: [{ field: 'paymentStatus', code: 'payment_status_transition_not_allowed' }],
      });
      await change(id(1), { paymentStatus: 'pending', expectedVersion: 1 }).expect(422);
      expect(await eventCount()).toBe(before);
    });

    it('records nothing when the status is the current one', async () => {
      const before = await eventCount();
      const response = await change(id(1), { paymentStatus: 'paid', expectedVersion: 1 }).expect(200);
      expect(response.body).toEqual({ id: id(1), version: 1 });
      expect(await eventCount()).toBe(before);
    });

    it('answers 404 booking_not_found for an unknown id', async () => {
      const unknown = '00000000-0000-4000-8000-000000000000';
      const response = await change(unknown, { paymentStatus: 'paid', expectedVersion: 1 }).expect(404);
      expect(response.body.error.code).toBe('booking_not_found');
      await change('not-a-uuid', { paymentStatus: 'paid', expectedVersion: 1 }).expect(404);
    });

    it('names each bad field', async () => {
      const response = await change(id(5), { paymentStatus: 'free', expectedVersion: 0 }).expect(400);
      expect(response.body.error.code).toBe('validation_failed');
      expect((response.body.error.details as { field: string }[]).map((d) => d.field).sort()).toEqual([
        'expectedVersion',
        'paymentStatus',
      ]);
      await change(id(5), { paymentStatus: 'paid' }).expect(400);
    });

    it('is for staff only', async () => {
      const body = { paymentStatus: 'cancelled', expectedVersion: 1 };
      expect((await change(id(5), body, staff.headers.user).expect(403)).body.error.code).toBe('forbidden');
      expect((await change(id(5), body, staff.headers.anonymous).expect(401)).body.error.code).toBe(
        'unauthenticated',
      );
      expect((await list({ q: 'Trajkovski' })).body.items[0].paymentStatus).toBe('pending');
    });
  });
});
