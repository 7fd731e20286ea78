import { EntityManager } from '@mikro-orm/postgresql';
import { EventStore } from '../../src/platform/event-store/event-store';
import type { Job } from 'bullmq';
import type { EntityHistoryDto } from '../../src/modules/history/queries/get-entity-history/entity-history.dto';
import { BookingMailJobHandler } from '../../src/modules/bookings/mail/booking-mail.job-handler';
import { JobQueues } from '../../src/platform/jobs/job-queues';
import { MAIL_QUEUE } from '../../src/platform/mail/mail-message';
import { bearer, deliverMails, register } from '../support/accounts';
import { SmtpCapture } from '../support/smtp-capture';
import { signInStaff, type Staff } from '../support/staff';
import { startTestApi, type TestApi } from '../support/test-api';

const PUBLIC_URL = 'https://costa.example';
const AGENCY = 'reservas@costa.example';
// Sample experiences: the helicopter flight is priced per group for at most 5 guests a date; the yacht is
// priced per group too, the chef's table per person (see seed/sample-experiences.ts).
const HELICOPTER = 'helicopter-picos-de-europa';
const CHEFS_TABLE = 'michelin-chefs-table';

/** A date n days from today (UTC), as the form sends it. */
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

describe('bookings of services and experiences', () => {
  let api: TestApi;
  let smtp: SmtpCapture;
  let staff: Staff;
  let lucia: { userId: string; auth: Record<string, string> };
  let peter: { userId: string; auth: Record<string, string> };

  beforeAll(async () => {
    smtp = await SmtpCapture.start();
    api = await startTestApi({
      seed: true,
      env: { SMTP_PORT: String(smtp.port), PUBLIC_URL, AGENCY_EMAIL: AGENCY },
    });
    staff = await signInStaff(api);
    const client = async (email: string, language: string) => {
      const session = await register(api, email, { language, firstName: 'Lucía', lastName: 'Ortega' });
      return { userId: session.userId, auth: bearer(session) };
    };
    lucia = await client('lucia@example.com', 'es');
    peter = await client('peter@example.com', 'en');
    // The welcome mails of the three registrations (the staff's visitor, Lucía and Peter).
    await newMails(3);
  });
  afterAll(async () => {
    await api.close();
    await smtp.stop();
  });

  let mailsSent = 0;
  /** Waits for the next `count` e-mails and returns them: what each step sends, and nothing else. */
  async function newMails(count: number) {
    mailsSent += count;
    await deliverMails(api, smtp, mailsSent);
    return smtp.mails.slice(mailsSent - count);
  }

  const stream = (streamId: string) =>
    api.app.get(EventStore).readStream(api.app.get(EntityManager).fork(), streamId);
  const sql = <T extends object>(query: string, params: unknown[] = []) =>
    api.app.get(EntityManager).fork().getConnection().execute<T[]>(query, params);
  const book = (auth: Record<string, string>, body: Record<string, unknown>, language = 'es') =>
    api
      .http()
      .post('/api/me/bookings')
      .set(auth)
      .set('Accept-Language', language)
      .send({ kind: 'experience', time: '10:30', guests: 2, phone: '+34 600 111 222', ...body });
  const staffAction = (id: string, action: string, body: Record<string, unknown>) =>
    api.http().post(`/api/admin/bookings/${id}/${action}`).set(staff.headers.admin).send(body);
  const detail = async (id: string) =>
    (await api.http().get(`/api/admin/bookings/${id}`).set(staff.headers.admin).expect(200)).body;

  it('records a request with the catalogue’s quote; the client and the agency are told once each', async () => {
    const date = inDays(30);
    const created = await book(lucia.auth, {
      itemId: CHEFS_TABLE,
      date,
      guests: 3,
      notes: '  Una alergia al marisco  ',
    }).expect(201);
    const bookingId = created.body.bookingId as string;

    // Read through the store: the table holds the phone and the notes sealed (crypto-shredding).
    const [event] = (await stream(`booking-${bookingId}`)) as {
      type: string;
      data: Record<string, unknown>;
      metadata: { actorId: string };
    }[];
    expect(event.type).toBe('BookingRequested');
    expect(event.metadata.actorId).toBe(lucia.userId);
    // Minimal personal data: the account, a phone and the notes; never a name or an e-mail.
    expect(event.data).toEqual({
      bookingId,
      clientId: lucia.userId,
      item: { kind: 'experience', id: CHEFS_TABLE, title: expect.any(Object), image: expect.any(Object) },
      date,
      time: '10:30',
      guests: 3,
      phone: '+34 600 111 222',
      notes: 'Una alergia al marisco',
      quote: { priceEur: 390, basis: 'per_person' },
      totalPriceEur: 1170,
      paymentStatus: 'pending',
      requestedAt: expect.any(String),
    });

    const mine = await api.http().get('/api/me/bookings').set(lucia.auth).expect(200);
    expect(mine.body.past).toEqual([]);
    expect(mine.body.upcoming).toEqual([
      expect.objectContaining({
        id: bookingId,
        kind: 'experience',
        status: 'requested',
        paymentStatus: 'pending',
        date,
        time: '10:30',
        guests: 3,
        quoteEur: 390,
        priceBasis: 'per_person',
        totalPriceEur: 1170,
        canCancel: true,
      }),
    ]);
    expect((await api.http().get('/api/me/bookings').set(peter.auth).expect(200)).body.upcoming).toEqual([]);

    const mails = await newMails(2);
    const client = mails.find((mail) => mail.to.includes('lucia@example.com'))!;
    expect(client.subject).toMatch(/^Hemos recibido su solicitud de reserva: /);
    expect(client.text).toContain('3 personas');
    // As the site writes it (es-ES leaves four digits ungrouped).
    expect(client.text).toContain('1170\u00a0€');
    expect(client.text).toContain(`${PUBLIC_URL}/dashboard?tab=bookings`);
    const agency = mails.find((mail) => mail.to.includes(AGENCY))!;
    expect(agency.subject).toMatch(/^Nueva solicitud de reserva: /);
    expect(agency.text).toContain('Email: lucia@example.com');
    expect(agency.text).toContain('Una alergia al marisco');
    expect(agency.headers['reply-to']).toContain('lucia@example.com');

    // BullMQ delivers the client's job again (a worker died after sending): still one e-mail. So does the
    // agency's. The jobs are made again as the reactor made them: BullMQ keeps no completed job.
    const [requested] = await api.app
      .get(EntityManager)
      .fork()
      .transactional((tx) => api.app.get(EventStore).readStream(tx, `booking-${bookingId}`));
    for (const audience of ['client', 'agency']) {
      const job = {
        id: `booking-${audience}-mail-${requested.eventId}`,
        data: { audience, bookingId, event: { type: requested.type, data: requested.data } },
      };
      expect(await api.app.get(JobQueues).get(MAIL_QUEUE).getJob(job.id)).toBeUndefined();
      await api.app.get(BookingMailJobHandler).handle(job as Job);
    }
    expect(smtp.mails.filter((mail) => mail.subject === client.subject)).toHaveLength(1);
    expect(smtp.mails.filter((mail) => mail.subject === agency.subject)).toHaveLength(1);
    expect(smtp.mails).toHaveLength(mailsSent);
  });

  it('quotes a service’s from-price with the total on request', async () => {
    const created = await book(peter.auth, {
      kind: 'service',
      itemId: 'private-chef',
      date: inDays(20),
    }).expect(201);
    const [row] = await sql<{ quote_eur: number; price_basis: string; total_price_eur: number | null }>(
      'select quote_eur, price_basis, total_price_eur from bookings where id = ?',
      [created.body.bookingId],
    );
    expect(row).toEqual({ quote_eur: expect.any(Number), price_basis: 'from', total_price_eur: null });
    const mails = await newMails(2);
    expect(mails.find((mail) => mail.to.includes('peter@example.com'))!.text).toMatch(
      /Price: from .* we will let you know the final amount/,
    );
  });

  it('refuses bad input next to the field, and unknown items', async () => {
    const invalid = await book(lucia.auth, {
      itemId: CHEFS_TABLE,
      date: '2027-02-30',
      time: '25:00',
      guests: 0,
      phone: 'x',
    });
    expect(invalid.status).toBe(400);
    expect((invalid.body.error.details as { field: string }[]).map((d) => d.field).sort()).toEqual([
      'date',
      'guests',
      'phone',
      'time',
    ]);
    const past = await book(lucia.auth, { itemId: CHEFS_TABLE, date: inDays(-1) }).expect(422);
    expect(past.body.error).toMatchObject({ code: 'booking_date_past', details: [{ field: 'date' }] });
    await book(lucia.auth, { itemId: 'no-such-experience', date: inDays(5) }).expect(404);
    await book(staff.headers.anonymous, { itemId: CHEFS_TABLE, date: inDays(5) }).expect(401);
  });

  it('gives the last places of a date to exactly one of 20 concurrent requests, and frees them again', async () => {
    const date = inDays(40);
    const first = await book(lucia.auth, { itemId: HELICOPTER, date, guests: 4 }).expect(201);

    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        book(i % 2 ? lucia.auth : peter.auth, { itemId: HELICOPTER, date, guests: 1 }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, ...Array(19).fill(409)]);
    const refused = answers.find((answer) => answer.status === 409)!;
    expect(refused.body.error).toMatchObject({
      code: 'experience_places_left',
      message: 'Lo sentimos: no quedan plazas para esta fecha. Le invitamos a elegir otro día.',
      details: [{ field: 'guests' }],
    });
    const places = () =>
      sql<{ guests: number }>(
        'select guests from booking_experience_places where experience_id = ? and date = ?',
        [HELICOPTER, date],
      );
    expect(await places()).toEqual([{ guests: 5 }]);
    expect(
      (
        await sql<{ n: number }>(
          `select count(*)::int as n from bookings where item_id = ? and check_in = ?`,
          [HELICOPTER, date],
        )
      )[0].n,
    ).toBe(2);

    // Cancelling the four places frees them: two guests fit, five do not, and the refusal counts what is left.
    await staffAction(first.body.bookingId, 'cancel', { expectedVersion: 1, reason: 'Meteorología' }).expect(
      200,
    );
    expect(await places()).toEqual([{ guests: 1 }]);
    await book(peter.auth, { itemId: HELICOPTER, date, guests: 2 }).expect(201);
    const tooMany = await book(peter.auth, { itemId: HELICOPTER, date, guests: 3 }, 'en').expect(409);
    expect(tooMany.body.error.message).toBe(
      'Only 2 places are left on this date. Please reduce the number of guests or choose another day.',
    );
    // Two requests with their two mails each, the cancellation's mail, the last request's two.
    const mails = await newMails(7);
    const cancelled = mails.find((mail) => mail.subject.startsWith('Reserva cancelada'))!;
    expect(cancelled.text).toContain('hemos tenido que cancelar su reserva');
    expect(cancelled.text).toContain('Motivo: Meteorología');
  });

  it('lets a client cancel until 48 hours before the start, and only their own booking', async () => {
    const later = await book(lucia.auth, { itemId: CHEFS_TABLE, date: inDays(10) }).expect(201);
    const tomorrow = await book(lucia.auth, { itemId: CHEFS_TABLE, date: inDays(1), time: '23:30' }).expect(
      201,
    );
    const cancel = (id: string, auth: Record<string, string>) =>
      api.http().post(`/api/me/bookings/${id}/cancel`).set(auth);

    await cancel(later.body.bookingId, peter.auth).expect(404);
    const closed = await cancel(tomorrow.body.bookingId, lucia.auth).set('Accept-Language', 'de').expect(409);
    expect(closed.body.error.code).toBe('booking_cancellation_window_closed');
    expect(closed.body.error.message).toMatch(/^Buchungen können bis 48 Stunden vor Beginn online storniert/);
    const mine = (await api.http().get('/api/me/bookings').set(lucia.auth).expect(200)).body.upcoming as {
      id: string;
      canCancel: boolean;
    }[];
    expect(mine.find((b) => b.id === tomorrow.body.bookingId)!.canCancel).toBe(false);

    expect((await cancel(later.body.bookingId, lucia.auth).expect(200)).body).toEqual({
      id: later.body.bookingId,
      version: 2,
    });
    expect((await cancel(later.body.bookingId, lucia.auth).expect(409)).body.error.code).toBe(
      'booking_status_transition_not_allowed',
    );
    await cancel('not-a-uuid', lucia.auth).expect(404);
    const [event] = (await stream(`booking-${later.body.bookingId as string}`)).filter(
      (stored) => stored.type === 'BookingCancelled',
    ) as { data: Record<string, unknown> }[];
    expect(event.data).toMatchObject({ by: 'client', reason: null });
    const mails = await newMails(5);
    expect(mails.find((mail) => mail.subject.startsWith('Reserva cancelada'))!.text).toContain(
      'Le confirmamos que su reserva ha quedado cancelada.',
    );
  });

  it('lets staff confirm, adjust the price and complete, and shows who did what, when', async () => {
    const { bookingId } = (
      await book(peter.auth, { itemId: CHEFS_TABLE, date: inDays(50), guests: 2 }).expect(201)
    ).body as { bookingId: string };

    expect(
      (await staffAction(bookingId, 'complete', { expectedVersion: 1 }).expect(409)).body.error.code,
    ).toBe('booking_status_transition_not_allowed');
    await staffAction(bookingId, 'confirm', { expectedVersion: 2 }).expect(409);
    await staffAction(bookingId, 'confirm', { expectedVersion: 1 }).expect(200);
    await staffAction(bookingId, 'decline', { expectedVersion: 2, reason: 'Completo' }).expect(409);
    await staffAction(bookingId, 'adjust-price', { expectedVersion: 2, totalPriceEur: -1, note: '' }).expect(
      400,
    );
    await staffAction(bookingId, 'adjust-price', {
      expectedVersion: 2,
      totalPriceEur: 700,
      note: 'Cortesía de la casa',
    }).expect(200);
    await staffAction(bookingId, 'complete', { expectedVersion: 3 }).expect(200);
    await api
      .http()
      .post(`/api/admin/bookings/${bookingId}/confirm`)
      .set(staff.headers.user)
      .send({ expectedVersion: 4 })
      .expect(403);

    const booking = await detail(bookingId);
    expect(booking).toMatchObject({
      id: bookingId,
      kind: 'experience',
      status: 'completed',
      guestName: 'Lucía Ortega',
      guestEmail: 'peter@example.com',
      phone: '+34 600 111 222',
      totalPriceEur: 700,
      version: 4,
      nextStatuses: [],
    });
    // Its history, field by field (GET /api/admin/history/booking/:id), oldest event first here.
    const { body: history } = await api
      .http()
      .get(`/api/admin/history/booking/${bookingId}`)
      .set(staff.headers.admin)
      .expect(200);
    const entries = [...(history as EntityHistoryDto).entries].reverse();
    expect(entries.map((entry) => entry.type)).toEqual([
      'BookingRequested',
      'BookingConfirmed',
      'BookingPriceAdjusted',
      'BookingCompleted',
    ]);
    expect(entries[0].actor).toMatchObject({ name: 'Lucía Ortega', role: 'user' });
    expect(entries[0].changes).toEqual(
      expect.arrayContaining([expect.objectContaining({ path: 'totalPriceEur', before: null, after: 780 })]),
    );
    expect(entries[2].actor).toMatchObject({ role: 'admin' });
    // The note to the client is their personal data: masked for an admin, read by an owner.
    expect(entries[2].changes).toEqual([
      expect.objectContaining({ path: 'totalPriceEur', before: 780, after: 700 }),
      expect.objectContaining({ path: 'note', before: null, after: '•••' }),
    ]);
    const { body: ownersHistory } = await api
      .http()
      .get(`/api/admin/history/booking/${bookingId}`)
      .set(staff.headers.owner)
      .expect(200);
    expect((ownersHistory as EntityHistoryDto).entries[1].changes).toContainEqual(
      expect.objectContaining({ path: 'note', after: 'Cortesía de la casa' }),
    );

    // The client hears of the request, the confirmation and the new price in English; completion is silent.
    const mails = (await newMails(4)).filter((mail) => mail.to.includes('peter@example.com'));
    expect(mails.map((mail) => mail.subject.split(':')[0]).sort()).toEqual([
      'New amount for your booking',
      'We have received your booking request',
      'Your booking is confirmed',
    ]);
    expect(mails.find((mail) => mail.subject.startsWith('New amount'))!.text).toContain(
      'Note: Cortesía de la casa',
    );
  });

  it('declines with a reason the client reads, frees the places, and lists and counts by status and kind', async () => {
    const date = inDays(60);
    const { bookingId } = (await book(lucia.auth, { itemId: HELICOPTER, date, guests: 5 }).expect(201)).body;
    await staffAction(bookingId, 'decline', {
      expectedVersion: 1,
      reason: 'El helicóptero está en revisión',
    }).expect(200);
    await book(peter.auth, { itemId: HELICOPTER, date, guests: 5 }).expect(201);
    const mails = await newMails(5);
    const declined = mails.find(
      (mail) => mail.to.includes('lucia@example.com') && mail.subject.startsWith('Su solicitud'),
    )!;
    expect(declined.text).toContain('Motivo: El helicóptero está en revisión');

    const list = (query: Record<string, string>) =>
      api.http().get('/api/admin/bookings').query(query).set(staff.headers.admin).expect(200);
    const requested = (await list({ status: 'requested', kind: 'experience' })).body;
    expect(
      requested.items.every(
        (item: { status: string; kind: string }) => item.status === 'requested' && item.kind === 'experience',
      ),
    ).toBe(true);
    expect((await list({ status: 'declined' })).body.items.map((item: { id: string }) => item.id)).toEqual([
      bookingId,
    ]);
    expect((await list({ kind: 'service' })).body.items[0]).toMatchObject({
      guestName: 'Lucía Ortega',
      totalPriceEur: null,
    });
    await api
      .http()
      .get('/api/admin/bookings')
      .query({ status: 'maybe' })
      .set(staff.headers.admin)
      .expect(400);
    // A client is found by their e-mail (or name) as identity knows it, though the bookings hold neither.
    const [{ n: peters }] = await sql<{ n: number }>(
      'select count(*)::int as n from bookings where client_id = ?',
      [peter.userId],
    );
    expect(peters).toBeGreaterThan(2);
    expect((await list({ q: 'PETER@example' })).body.total).toBe(peters);

    const dashboard = (await api.http().get('/api/admin/dashboard').set(staff.headers.admin).expect(200))
      .body;
    expect(dashboard.bookings.byStatus.requested).toBe((await list({ status: 'requested' })).body.total);
    expect(requested.total).toBeLessThan(dashboard.bookings.byStatus.requested);
    expect(dashboard.bookings.byStatus.declined).toBe(1);
  });
});
