import { randomUUID } from 'node:crypto';
import { CommandBus } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Job } from 'bullmq';
import { DEMO_ACCOUNTS } from '../../src/modules/identity/seed/demo-accounts';
import type { AccountMailJob } from '../../src/modules/identity/mail/account-mail.job';
import { AccountMailJobHandler } from '../../src/modules/identity/mail/account-mail.job-handler';
import { RequestBookingCommand } from '../../src/modules/bookings/commands/request-booking/request-booking.command';
import { RequestViewingCommand } from '../../src/modules/viewings/commands/request-viewing/request-viewing.command';
import { seedClientBookings } from '../../src/modules/bookings/seed/seed-client-bookings';
import { seedClientSpace } from '../../src/modules/engagement/seed/seed-client-space';
import { seedViewings } from '../../src/modules/viewings/seed/seed-viewings';
import { ALERTS_QUEUE } from '../../src/modules/engagement/alerts/alert-digest';
import { TRANSLATION_QUEUE } from '../../src/modules/catalogue/translation/translation-work';
import { EventStore } from '../../src/platform/event-store/event-store';
import { MAIL_QUEUE } from '../../src/platform/mail/mail-message';
import { JobWorkers } from '../../src/platform/jobs/job-workers';
import { ProjectionRebuilder } from '../../src/platform/projections/projection-rebuilder';
import {
  bearer,
  CSRF,
  linkToken,
  login,
  register,
  STRONG_PASSWORD,
  type SignedIn,
} from '../support/accounts';
import type { CapturedMail } from '../support/smtp-capture';
import { clearTextHits as clearTextHitsIn } from '../support/clear-text';
import { eventually } from '../support/eventually';
import { SmtpCapture } from '../support/smtp-capture';
import { signInStaff, type Staff } from '../support/staff';
import { workUntilSettled } from '../support/queues';
import { runWorkerSteps } from '../support/worker-steps';
import { startTestApi, type TestApi } from '../support/test-api';

const EMAIL = 'perpetua.borrado@example.com';
const NEW_EMAIL = 'perpetua.nueva@example.com';
const FIRST = 'Perpetua';
const LAST = 'Villaescusa';
const PHONE = '+34 611 987 654';
/** The phone the sample viewings and bookings of a client carry. */
const SEED_PHONE = '+34 600 123 456';
/** The names the client gives a saved search, then renames it to: their own words. */
const SEARCH_NAME = 'Casa para Ramiro y Eulalia';
const SEARCH_RENAMED = 'Refugio de Eulalia en Potes';
const NEEDLES = [
  EMAIL,
  NEW_EMAIL,
  FIRST,
  LAST,
  PHONE,
  SEED_PHONE,
  'perpetua.borrado',
  SEARCH_NAME,
  SEARCH_RENAMED,
];

/**
 * Erasure of an account (GDPR art. 17) by crypto-shredding: the client's personal data leaves every table of
 * the database, events included, while the events stay; through the client's password, their e-mail link,
 * or an owner on their request.
 */
describe('account erasure', () => {
  let api: TestApi;
  let smtp: SmtpCapture;
  let staff: Staff;

  beforeAll(async () => {
    smtp = await SmtpCapture.start();
    api = await startTestApi({ seed: true, env: { SMTP_PORT: String(smtp.port) } });
    staff = await signInStaff(api);
  });
  afterAll(async () => {
    await api.close();
    await smtp.stop();
  });

  const em = () => api.app.get(EntityManager).fork();

  const settle = () => runWorkerSteps(api);

  const mailsTo = (email: string) => smtp.mails.filter((mail) => mail.to === email);

  /** Runs the worker until a mail to `email` whose subject matches has arrived. */
  async function mailTo(email: string, subject: RegExp): Promise<CapturedMail> {
    const found = () => mailsTo(email).find((mail) => subject.test(mail.subject));
    const workers = api.app.get(JobWorkers);
    await workers.start();
    try {
      return await eventually(`a mail to ${email} about ${String(subject)}`, async () => {
        const mail = found();
        if (!mail) await settle();
        return mail;
      });
    } finally {
      await workers.stop();
    }
  }

  const clearTextHits = (needle: string) => clearTextHitsIn(em, needle);

  /** A stay the back office records for a guest by name and address (no account named). */
  const recordStay = async (guestEmail: string, checkIn: string, checkOut: string): Promise<string> =>
    (
      await api
        .http()
        .post('/api/admin/bookings')
        .set(staff.headers.admin)
        .send({
          propertyId: 'casona-montanesa-comillas',
          guestName: `${FIRST} ${LAST}`,
          guestEmail,
          checkIn,
          checkOut,
          guests: 2,
          totalPriceEur: 2400,
          paymentStatus: 'paid',
        })
        .expect(201)
    ).body.bookingId as string;

  const eventCount = async () =>
    Number((await em().execute<{ n: string }[]>('select count(*) as n from events'))[0].n);

  it('erases a client who used every feature: no clear text of them anywhere, the events kept', async () => {
    // A visitor's inquiry, from the address that registers afterwards.
    await api
      .http()
      .post('/api/inquiries')
      .send({
        name: `${FIRST} ${LAST}`,
        email: 'Perpetua.Borrado@Example.com',
        phone: PHONE,
        subject: 'Ático frente al mar',
        message: `Soy ${FIRST}; quisiera visitar el ático.`,
        propertyId: null,
        language: 'es',
      })
      .expect(202);
    // A stay the agency records for the guest before the address has an account: it joins when verified.
    const stayBefore = await recordStay('Perpetua.Borrado@Example.com', '2027-07-01', '2027-07-08');
    const client = await register(api, EMAIL, { firstName: FIRST, lastName: LAST, phone: PHONE });
    const welcome = await mailTo(EMAIL, /bienvenida/);
    await api
      .http()
      .post('/api/auth/verify-email')
      .send({ token: linkToken(welcome) })
      .expect(200);
    await settle(); // the visitor's inquiry joins the account
    await api
      .http()
      .patch('/api/account/profile')
      .set(bearer(client))
      .send({ displayName: `${FIRST} V.`, phone: PHONE })
      .expect(200);
    const commands = api.app.get(CommandBus);
    await seedClientSpace(commands, client.userId);
    const search = await api
      .http()
      .post('/api/me/saved-searches')
      .set(bearer(client))
      .send({ name: SEARCH_NAME, filters: { priceMax: 900000 }, frequency: 'daily' })
      .expect(201);
    await api
      .http()
      .patch(`/api/me/saved-searches/${search.body.id as string}`)
      .set(bearer(client))
      .send({ name: SEARCH_RENAMED })
      .expect(204);
    // An inquiry signed in, answered by the agency.
    const signedIn = await api
      .http()
      .post('/api/inquiries')
      .set(bearer(client))
      .send({
        name: `${FIRST} ${LAST}`,
        email: EMAIL,
        phone: PHONE,
        subject: 'Casona en Comillas',
        message: `Me llamo ${FIRST} ${LAST}: ¿podemos visitarla?`,
        propertyId: 'casona-montanesa-comillas',
        language: 'es',
      })
      .expect(202);
    await api
      .http()
      .post(`/api/admin/inquiries/${signedIn.body.id as string}/replies`)
      .set(staff.headers.admin)
      .send({ message: `Con mucho gusto, ${FIRST}.` })
      .expect(201);
    await seedViewings(commands, client.userId, staff.userIds.admin, new Date());
    await seedClientBookings(commands, client.userId, new Date());
    // An offer accepted and reserved whose deal fell through, for a reason that names the buyer.
    const validUntil = new Date(Date.now() + 10 * 24 * 3600_000).toISOString().slice(0, 10);
    const offer = await api
      .http()
      .post('/api/me/offers')
      .set(bearer(client))
      .send({
        propertyId: 'villa-sardinero-santander',
        amountEur: 2_400_000,
        financing: 'mortgage_pending',
        validUntil,
      })
      .expect(201);
    const sale = '/api/admin/properties/villa-sardinero-santander';
    await api
      .http()
      .post(`${sale}/offers/${offer.body.id as string}/seller-answer`)
      .set(staff.headers.admin)
      .send({ answer: 'accept' })
      .expect(200);
    await api
      .http()
      .post(`${sale}/sale/reserve`)
      .set(staff.headers.admin)
      .send({ depositDueOn: validUntil })
      .expect(200);
    await api
      .http()
      .post(`${sale}/sale/fall-through`)
      .set(staff.headers.admin)
      .send({ reason: `Denegaron la hipoteca a la señora ${LAST}.` })
      .expect(200);
    await api.http().post('/api/auth/password-reset').send({ email: EMAIL }).expect(202);
    await api
      .http()
      .post('/api/account/email')
      .set(bearer(client))
      .send({ newEmail: NEW_EMAIL, currentPassword: STRONG_PASSWORD })
      .expect(202);
    const change = await mailTo(NEW_EMAIL, /nueva dirección/);
    await api
      .http()
      .post('/api/auth/verify-email')
      .send({ token: linkToken(change) })
      .expect(200);
    await mailTo(EMAIL, /Restablezca su contraseña/);
    await settle();
    // A stay recorded for the verified address the account holds now joins it as it is recorded.
    const stayAfter = await recordStay(NEW_EMAIL.toUpperCase(), '2027-08-01', '2027-08-05');
    await settle();
    const guestAccounts = await em().execute<{ id: string; guest_account_id: string }[]>(
      'select id, guest_account_id from bookings where id in (?, ?) order by check_in',
      [stayBefore, stayAfter],
    );
    expect(guestAccounts).toEqual([
      { id: stayBefore, guest_account_id: client.userId },
      { id: stayAfter, guest_account_id: client.userId },
    ]);

    const mine = await api.http().get('/api/me/inquiries').set(bearer(client)).expect(200);
    expect(mine.body).toHaveLength(2);
    // The scan finds the person where the read models keep them, and never in the events: sealed at rest.
    expect(await clearTextHits(NEW_EMAIL)).toEqual(expect.arrayContaining(['identity_users.email']));
    expect(await clearTextHits(LAST)).toEqual(expect.arrayContaining(['engagement_inquiries.name']));
    expect(await clearTextHits(SEARCH_RENAMED)).toEqual(['engagement_saved_searches.name']);
    for (const needle of NEEDLES) {
      expect(await clearTextHits(needle)).not.toContain('events.data');
    }
    const before = await eventCount();

    // The wrong password erases nothing.
    const wrong = await api
      .http()
      .post('/api/me/erasure')
      .set(bearer(client))
      .send({ password: 'Not-The-Password-1' })
      .expect(422);
    expect(wrong.body.error.code).toBe('invalid_current_password');
    expect(wrong.body.error.details).toEqual([expect.objectContaining({ field: 'password' })]);
    expect(await eventCount()).toBe(before);

    const erased = await api
      .http()
      .post('/api/me/erasure')
      .set(bearer(client))
      .send({ password: STRONG_PASSWORD })
      .expect(204);
    expect(String(erased.headers['set-cookie'])).toMatch(/costa_refresh=;/);
    // Signed out everywhere, and no way back in.
    await api.http().get('/api/auth/me').set(bearer(client)).expect(401);
    await api.http().post('/api/auth/refresh').set(CSRF).set('Cookie', client.cookie).expect(401);
    await expect(login(api, NEW_EMAIL)).rejects.toThrow('login 401');
    // Whatever the worker still had queued about the person sends nothing and writes nothing back.
    const sent = smtp.mails.length;
    await settle();
    await workUntilSettled(api.app, [MAIL_QUEUE, ALERTS_QUEUE, TRANSLATION_QUEUE]);
    expect(smtp.mails.length).toBe(sent);

    for (const needle of NEEDLES) {
      expect({ needle, hits: await clearTextHits(needle) }).toEqual({ needle, hits: [] });
    }
    // A rebuild replays the client's saved searches with their names read as null, and their erasure after.
    await api.app.get(ProjectionRebuilder).rebuild();
    const [{ n: searches }] = await em().execute<{ n: string }[]>(
      'select count(*) as n from engagement_saved_searches where user_id = ?',
      [client.userId],
    );
    expect(Number(searches)).toBe(0);
    for (const needle of NEEDLES) {
      expect({ needle, hits: await clearTextHits(needle) }).toEqual({ needle, hits: [] });
    }

    // The events stay, one more: AccountErased, which holds no personal data.
    expect(await eventCount()).toBe(before + 1);
    const store = api.app.get(EventStore);
    const stream = await store.readStream(em(), `user-${client.userId}`);
    expect(stream[stream.length - 1]).toMatchObject({
      type: 'AccountErased',
      data: { userId: client.userId, by: 'client', erasedAt: expect.any(String) },
      metadata: expect.objectContaining({ actorId: client.userId }),
    });
    expect(stream[0]).toMatchObject({
      type: 'UserRegistered',
      data: { email: null, firstName: null, lastName: null, phone: null, language: 'es' },
      erasedPaths: expect.arrayContaining(['email', 'firstName', 'lastName', 'phone']),
    });
    const history = await api
      .http()
      .get('/api/admin/events')
      .query({ entity: `user:${client.userId}` })
      .set(staff.headers.owner)
      .expect(200);
    const changed = (history.body.items as { type: string; erasedPaths: string[] }[]).find(
      (item) => item.type === 'EmailChanged',
    );
    expect([...(changed?.erasedPaths ?? [])].sort()).toEqual(['email', 'previousEmail']);

    // The agency keeps the client's bookings (amounts, dates) and inquiries, without the person.
    const [{ n: bookings }] = await em().execute<{ n: string }[]>(
      'select count(*) as n from bookings where client_id = ? and phone is null and notes is null',
      [client.userId],
    );
    expect(Number(bookings)).toBeGreaterThan(0);
    // The stays recorded for the client as a guest stay too, their guest forgotten.
    const stays = await em().execute<Record<string, unknown>[]>(
      `select id, guest_name, guest_email, total_price_eur from bookings where guest_account_id = ?
        order by check_in`,
      [client.userId],
    );
    expect(stays).toEqual([
      { id: stayBefore, guest_name: null, guest_email: null, total_price_eur: 2400 },
      { id: stayAfter, guest_name: null, guest_email: null, total_price_eur: 2400 },
    ]);
    const stayRecorded = (await store.readStream(em(), `booking-${stayBefore}`))[0];
    expect(stayRecorded).toMatchObject({
      type: 'BookingRecorded',
      data: { guestName: null, guestEmail: null, checkIn: '2027-07-01' },
      erasedPaths: expect.arrayContaining(['guestName', 'guestEmail']),
    });
    const inquiries = await em().execute<Record<string, unknown>[]>(
      'select name, email, phone, message from engagement_inquiries where user_id = ?',
      [client.userId],
    );
    expect(inquiries).toEqual([
      { name: null, email: null, phone: null, message: null },
      { name: null, email: null, phone: null, message: null },
    ]);
    const [{ n: keys }] = await em().execute<{ n: string }[]>(
      'select count(*) as n from person_keys where account_id = ? and key is not null',
      [client.userId],
    );
    expect(Number(keys)).toBe(0);
  });

  it("keeps an erased client's inquiries, bookings and viewings readable to staff, their person null", async () => {
    const client = await register(api, 'fausta.borrada@example.com', {
      firstName: 'Fausta',
      lastName: 'Ríos',
    });
    const sent = await api
      .http()
      .post('/api/inquiries')
      .set(bearer(client))
      .send({
        name: 'Fausta Ríos',
        email: 'fausta.borrada@example.com',
        phone: PHONE,
        subject: 'Casona en Comillas',
        message: 'Quisiera visitarla.',
        propertyId: 'casona-montanesa-comillas',
        language: 'es',
      })
      .expect(202);
    const inquiryId = sent.body.id as string;
    await api
      .http()
      .post(`/api/admin/inquiries/${inquiryId}/replies`)
      .set(staff.headers.admin)
      .send({ message: 'Con mucho gusto.' })
      .expect(201);
    const commands = api.app.get(CommandBus);
    const inDays = (days: number) => new Date(Date.now() + days * 24 * 60 * 60 * 1000);
    const weekday = [15, 16, 17].map(inDays).find((day) => day.getUTCDay() >= 1 && day.getUTCDay() <= 5)!;
    const { viewingId } = await commands.execute(
      new RequestViewingCommand({
        clientId: client.userId,
        propertyId: 'casona-montanesa-comillas',
        slots: [{ date: weekday.toISOString().slice(0, 10), time: '12:00', mode: 'in_person' }],
        message: 'Con mi familia, si es posible.',
        phone: PHONE,
        language: 'es',
      }),
    );
    const date = inDays(30).toISOString().slice(0, 10);
    const { bookingId: repriced } = await commands.execute(
      new RequestBookingCommand(
        client.userId,
        {
          kind: 'service',
          itemId: 'private-chef',
          date,
          time: '20:30',
          guests: 2,
          phone: PHONE,
          notes: 'Sin gluten.',
        },
        'es',
        randomUUID(),
      ),
    );
    await api
      .http()
      .post(`/api/admin/bookings/${repriced as string}/adjust-price`)
      .set(staff.headers.admin)
      .send({ expectedVersion: 1, totalPriceEur: 380, note: 'Precio especial para doña Fausta.' })
      .expect(200);
    await settle();
    await api.http().post(`/api/admin/users/${client.userId}/erasure`).set(staff.headers.owner).expect(204);
    await settle();
    const admin = (path: string, query: Record<string, string> = {}) =>
      api.http().get(path).query(query).set(staff.headers.admin).expect(200);

    // The inbox, searched too: the inquiry stays, without its person.
    const inbox = await admin('/api/admin/inquiries', { pageSize: '100' });
    expect(inbox.body.items).toContainEqual(
      expect.objectContaining({ id: inquiryId, name: null, email: null, subject: null, excerpt: null }),
    );
    await admin('/api/admin/inquiries', { q: 'Fausta' }).then((found) => expect(found.body.total).toBe(0));
    const inquiry = await admin(`/api/admin/inquiries/${inquiryId}`);
    expect(inquiry.body).toMatchObject({
      name: null,
      email: null,
      phone: null,
      message: null,
      excerpt: null,
    });
    expect(inquiry.body.activity).toContainEqual(expect.objectContaining({ kind: 'reply', text: null }));

    // Bookings: listed, searched and opened, the guest null (the account is gone).
    const bookingIds = (
      await em().execute<{ id: string }[]>('select id from bookings where client_id = ?', [client.userId])
    ).map((row) => row.id);
    expect(bookingIds.length).toBeGreaterThan(0);
    const bookings = await admin('/api/admin/bookings', { pageSize: '100' });
    const listed = (bookings.body.items as { id: string; guestName: string | null }[]).filter((item) =>
      bookingIds.includes(item.id),
    );
    expect(listed.length).toBeGreaterThan(0);
    for (const item of listed) expect(item.guestName).toBeNull();
    await admin('/api/admin/bookings', { q: 'Fausta' });
    const booking = await admin(`/api/admin/bookings/${bookingIds[0]}`);
    expect(booking.body).toMatchObject({ guestName: null, guestEmail: null, phone: null, notes: null });
    // The amount stays; the note the client was sent with it goes.
    expect(
      await em().execute('select total_price_eur, price_notes from bookings where id = ?', [repriced]),
    ).toEqual([{ total_price_eur: 380, price_notes: [] }]);
    await admin('/api/admin/dashboard');

    // Viewings: the client null, no message or phone.
    const viewings = await admin('/api/admin/viewings', { propertyId: 'casona-montanesa-comillas' });
    expect(viewings.body.items).toContainEqual(
      expect.objectContaining({ id: viewingId, client: null, message: null, phone: null }),
    );
  });

  it('erases through the e-mail link, sent once in the client language, single use', async () => {
    const client: SignedIn = await register(api, 'enlace@example.de', { language: 'de' });
    await api.http().post('/api/me/erasure/link').set(bearer(client)).expect(202);
    const mail = await mailTo('enlace@example.de', /^Bestätigen Sie die Löschung Ihres Kontos$/);
    expect(mail.text).toContain('/de/account/erase#token=');

    // BullMQ delivers the same job again: nothing more goes out.
    const [requested] = await em().execute<{ event_id: string }[]>(
      `select event_id from events where type = 'AccountErasureRequested' and stream_id = ?`,
      [`user-${client.userId}`],
    );
    const count = smtp.mails.length;
    await api.app.get(AccountMailJobHandler).handle({
      id: `identity-account-erasure-mail-${requested.event_id}`,
      data: { kind: 'account_erasure', userId: client.userId },
    } as Job<AccountMailJob>);
    expect(smtp.mails.length).toBe(count);

    await api.http().post('/api/account/erasure/confirm').send({ token: 'not-a-token' }).expect(422);
    await api
      .http()
      .post('/api/account/erasure/confirm')
      .send({ token: linkToken(mail) })
      .expect(204);
    const again = await api
      .http()
      .post('/api/account/erasure/confirm')
      .send({ token: linkToken(mail) })
      .expect(422);
    expect(again.body.error.code).toBe('invalid_token');
    await api.http().get('/api/auth/me').set(bearer(client)).expect(401);
    expect(await clearTextHits('enlace@example.de')).toEqual([]);
  });

  it('lets an owner erase a client, never a staff account, so the last owner always stays', async () => {
    const client = await register(api, 'a-peticion@example.com');
    const erase = (userId: string, persona: keyof Staff['headers']) =>
      api.http().post(`/api/admin/users/${userId}/erasure`).set(staff.headers[persona]);
    await erase(client.userId, 'anonymous').expect(401);
    await erase(client.userId, 'user').expect(403);
    await erase(client.userId, 'admin').expect(403);
    await erase(client.userId, 'owner').expect(204);
    await erase(client.userId, 'owner').expect(404);
    const [event] = await api.app
      .get(EventStore)
      .readHistory(em(), { types: ['AccountErased'], streamId: `user-${client.userId}` }, 1);
    expect(event).toMatchObject({ data: { by: 'owner' }, metadata: { actorId: staff.userIds.owner } });
    expect(await clearTextHits('a-peticion@example.com')).toEqual([]);

    for (const userId of [staff.userIds.owner, staff.userIds.admin]) {
      const refused = await erase(userId, 'owner').expect(409);
      expect(refused.body.error.code).toBe('staff_account_not_erasable');
    }
    // Nor can staff erase themselves through the client's path: the owner stays.
    const owner = DEMO_ACCOUNTS.find((account) => account.role === 'owner')!;
    const own = await api
      .http()
      .post('/api/me/erasure')
      .set(staff.headers.owner)
      .send({ password: owner.password })
      .expect(409);
    expect(own.body.error.code).toBe('staff_account_not_erasable');
    await api.http().get('/api/auth/me').set(staff.headers.owner).expect(200);
    await api.http().post('/api/me/erasure/link').set(staff.headers.owner).expect(409);
  });
});
