import { randomUUID } from 'node:crypto';
import { CommandBus } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { RequestBookingCommand } from '../../src/modules/bookings/commands/request-booking/request-booking.command';
import { ChangeViewingCommand } from '../../src/modules/viewings/commands/change-viewing/change-viewing.command';
import { RequestViewingCommand } from '../../src/modules/viewings/commands/request-viewing/request-viewing.command';
import { EventStore } from '../../src/platform/event-store/event-store';
import type { StoredEvent } from '../../src/platform/event-store/stored-event';
import { JobWorkers } from '../../src/platform/jobs/job-workers';
import { PersonalData } from '../../src/platform/privacy/personal-data';
import { Clock } from '../../src/platform/time/clock';
import { EVENT_PERSONAL_DATA } from '../../src/platform/privacy/personal-fields';
import { bearer, linkToken, register, STRONG_PASSWORD } from '../support/accounts';
import { eventually } from '../support/eventually';
import { SmtpCapture, type CapturedMail } from '../support/smtp-capture';
import { signInStaff, type Staff } from '../support/staff';
import { runWorkerSteps } from '../support/worker-steps';
import { startTestApi, type TestApi } from '../support/test-api';

/**
 * Register fields the copy leaves out on purpose, each with its reason. The agency's internal notes on an
 * inquiry are sealed with the inquiry's person and erased with them, but the product hands over the
 * agency's replies, never its internal notes (docs/security-and-personal-data.md, "Export").
 */
const NOT_EXPORTED: Readonly<Record<string, string>> = {
  'InquiryNoteAdded.text': "the agency's internal note, never part of the copy",
};

/**
 * Register types whose person is never an account's, so no client's copy can hold them: each has a copy of
 * its own, proved by its own test.
 */
const OTHER_PERSONS: Readonly<Record<string, string>> = {
  SellerAdded: "a property's seller: GET /api/owner/sellers/:id/export (test/mandates)",
  SellerUpdated: "a property's seller: GET /api/owner/sellers/:id/export (test/mandates)",
};

function valueAt(data: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((value, field) => (value as Record<string, unknown> | null)?.[field], data);
}

/**
 * The copy of a person's data holds every personal value the event log keeps about them: a walk over the
 * register (platform/privacy/personal-fields.ts) finds each field in the events of a client who used every
 * feature, and each value in their export, earlier values included.
 */
describe('personal data export against the register', () => {
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

  /** Runs the worker until a mail to `email` whose subject matches has arrived. */
  async function mailTo(email: string, subject: RegExp): Promise<CapturedMail> {
    const found = () => smtp.mails.find((mail) => mail.to === email && subject.test(mail.subject));
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

  /** Every event whose personal data belongs to the account or a person linked to it, opened. */
  async function eventsOfAccount(userId: string): Promise<StoredEvent[]> {
    const persons = await api.app.get(PersonalData).personsOfAccount(em(), userId);
    // A sealed value names its person in clear text (`k`): the streams that hold one of theirs.
    const streams = new Set<string>();
    for (const person of persons) {
      const rows = await em().execute<{ stream_id: string }[]>(
        'select distinct stream_id from events where strpos(data::text, ?) > 0',
        [`"k": "${person}"`],
      );
      for (const row of rows) streams.add(row.stream_id);
    }
    const all: StoredEvent[] = [];
    const store = api.app.get(EventStore);
    for (const streamId of streams) {
      const events = await em().transactional((tx) => store.readStream(tx, streamId));
      all.push(
        ...events.filter((event) => {
          const entry = EVENT_PERSONAL_DATA[event.type];
          return entry && persons.has(entry.subject(event.data as Record<string, unknown>, event.metadata));
        }),
      );
    }
    return all;
  }

  it('holds every personal value of the log about a client who used every feature', async () => {
    const email = 'registro.completo@example.com';
    const newEmail = 'registro.nuevo@example.com';
    // A visitor's inquiry from the address that registers afterwards, and a stay recorded for it.
    await api
      .http()
      .post('/api/inquiries')
      .send({
        name: 'Olvido Sainz',
        email: 'Registro.Completo@Example.com',
        phone: '+34 633 100 200',
        subject: 'Piso en el centro',
        message: 'Busco piso en Santander para Olvido.',
        propertyId: null,
        language: 'es',
      })
      .expect(202);
    await api
      .http()
      .post('/api/admin/bookings')
      .set(staff.headers.admin)
      .send({
        propertyId: 'casona-montanesa-comillas',
        guestName: 'Olvido Sainz de la Cuesta',
        guestEmail: email,
        checkIn: '2027-07-01',
        checkOut: '2027-07-08',
        guests: 2,
        totalPriceEur: 2400,
        paymentStatus: 'paid',
      })
      .expect(201);
    const client = await register(api, email, {
      firstName: 'Olvido',
      lastName: 'Sainz',
      displayName: 'Olvi',
      phone: '+34 633 100 201',
    });
    const welcome = await mailTo(email, /bienvenida/);
    await api
      .http()
      .post('/api/auth/verify-email')
      .send({ token: linkToken(welcome) })
      .expect(200);
    await api
      .http()
      .patch('/api/account/profile')
      .set(bearer(client))
      .send({
        firstName: 'Olvido María',
        lastName: 'Sainz Ruiz',
        displayName: 'Olvido S.',
        phone: '+34 633 100 202',
      })
      .expect(200);
    const search = await api
      .http()
      .post('/api/me/saved-searches')
      .set(bearer(client))
      .send({ name: 'Casa de Olvido en Comillas', filters: { priceMax: 900000 }, frequency: 'daily' })
      .expect(201);
    await api
      .http()
      .patch(`/api/me/saved-searches/${search.body.id as string}`)
      .set(bearer(client))
      .send({ name: 'Refugio de Olvido' })
      .expect(204);
    const deleted = await api
      .http()
      .post('/api/me/saved-searches')
      .set(bearer(client))
      .send({ name: 'Áticos para Olvido', filters: { priceMax: 700000 }, frequency: 'weekly' })
      .expect(201);
    await api
      .http()
      .delete(`/api/me/saved-searches/${deleted.body.id as string}`)
      .set(bearer(client))
      .expect(204);
    const inquiry = await api
      .http()
      .post('/api/inquiries')
      .set(bearer(client))
      .send({
        name: 'Olvido María Sainz',
        email,
        phone: '+34 633 100 202',
        subject: 'Casona en Comillas',
        message: 'Olvido quisiera visitar la casona.',
        propertyId: 'casona-montanesa-comillas',
        language: 'es',
      })
      .expect(202);
    const inquiryId = inquiry.body.id as string;
    await api
      .http()
      .post(`/api/admin/inquiries/${inquiryId}/replies`)
      .set(staff.headers.admin)
      .send({ message: 'Con mucho gusto, doña Olvido.' })
      .expect(201);
    await api
      .http()
      .post(`/api/admin/inquiries/${inquiryId}/notes`)
      .set(staff.headers.admin)
      .send({ text: 'Olvido prefiere llamadas por la tarde.' })
      .expect(201);

    const commands = api.app.get(CommandBus);
    const book = async (notes: string) =>
      (
        await commands.execute(
          new RequestBookingCommand(
            client.userId,
            {
              kind: 'service',
              itemId: 'private-chef',
              date: new Date(Date.now() + 30 * 24 * 3600_000).toISOString().slice(0, 10),
              time: '20:30',
              guests: 2,
              phone: '+34 633 100 203',
              notes,
            },
            'es',
            randomUUID(),
          ),
        )
      ).bookingId as string;
    const declinedBooking = await book('Menú sin gluten para Olvido.');
    await api
      .http()
      .post(`/api/admin/bookings/${declinedBooking}/decline`)
      .set(staff.headers.admin)
      .send({ expectedVersion: 1, reason: 'El chef no está disponible esa noche, doña Olvido.' })
      .expect(200);
    const cancelledBooking = await book('Cena de aniversario de Olvido.');
    await api
      .http()
      .post(`/api/admin/bookings/${cancelledBooking}/adjust-price`)
      .set(staff.headers.admin)
      .send({
        expectedVersion: 1,
        totalPriceEur: 540,
        note: 'Menú degustación para doña Olvido y su esposo.',
      })
      .expect(200);
    await api
      .http()
      .post(`/api/admin/bookings/${cancelledBooking}/adjust-price`)
      .set(staff.headers.admin)
      .send({ expectedVersion: 2, totalPriceEur: 480, note: 'Descuento por el aniversario de Olvido.' })
      .expect(200);
    await api
      .http()
      .post(`/api/admin/bookings/${cancelledBooking}/cancel`)
      .set(staff.headers.admin)
      .send({ expectedVersion: 3, reason: 'Temporal en la costa: cancelamos por seguridad.' })
      .expect(200);
    const inDays = (days: number) => new Date(Date.now() + days * 24 * 3600_000);
    const weekdays = [15, 16, 17, 18, 19, 20, 21]
      .map(inDays)
      .filter((day) => day.getUTCDay() >= 1 && day.getUTCDay() <= 5);
    const view = async (day: Date, message: string) =>
      (
        await commands.execute(
          new RequestViewingCommand({
            clientId: client.userId,
            propertyId: 'casona-montanesa-comillas',
            slots: [{ date: day.toISOString().slice(0, 10), time: '12:00', mode: 'in_person' }],
            message,
            phone: '+34 633 100 204',
            language: 'es',
          }),
        )
      ).viewingId as string;
    const declinedViewing = await view(weekdays[0], 'Iré con mi madre, Olvido.');
    await api
      .http()
      .post(`/api/admin/viewings/${declinedViewing}/decline`)
      .set(staff.headers.admin)
      .send({ reason: 'La casona se ha reservado, doña Olvido.' })
      .expect(200);
    const cancelledViewing = await view(weekdays[1], 'Llegaré en tren, Olvido.');
    await api
      .http()
      .post(`/api/me/viewings/${cancelledViewing}/cancel`)
      .set(bearer(client))
      .send({ reason: 'Olvido no puede viajar esa semana.' })
      .expect(200);
    const visitedViewing = await view(weekdays[2], 'Veré la casona con mi arquitecto.');
    await api
      .http()
      .post(`/api/admin/viewings/${visitedViewing}/confirm`)
      .set(staff.headers.admin)
      .send({ slot: 0, agentId: staff.userIds.admin })
      .expect(200);
    // The agent's feedback once the visit took place: the clock moves to the day after it.
    const clock = api.app.get(Clock);
    const realNow = clock.now;
    clock.now = () => new Date(weekdays[2].getTime() + 24 * 3600_000);
    try {
      await commands.execute(
        new ChangeViewingCommand({ type: 'CompleteViewing', viewingId: visitedViewing }),
      );
      await commands.execute(
        new ChangeViewingCommand({
          type: 'RecordViewingFeedback',
          viewingId: visitedViewing,
          interest: 'very_interested',
          remarks: 'A Olvido le encantó el jardín; duda por la reforma.',
        }),
      );
    } finally {
      clock.now = realNow;
    }

    const validUntil = new Date(Date.now() + 10 * 24 * 3600_000).toISOString().slice(0, 10);
    const madeOffer = await api
      .http()
      .post('/api/me/offers')
      .set(bearer(client))
      .send({
        propertyId: 'villa-sardinero-santander',
        amountEur: 2_400_000,
        financing: 'cash',
        conditions: 'Olvido desea conservar los muebles del salón.',
        validUntil,
      })
      .expect(201);
    await api
      .http()
      .post(`/api/admin/properties/villa-sardinero-santander/offers/${madeOffer.body.id}/seller-answer`)
      .set(staff.headers.admin)
      .send({ answer: 'counter', amountEur: 2_500_000, conditions: 'Sin muebles, doña Olvido.', validUntil })
      .expect(200);
    // The buyer takes the counter-offer, the property is reserved, and the deal falls through for her reasons.
    await api
      .http()
      .post(`/api/me/offers/${madeOffer.body.id}/accept`)
      .set(bearer(client))
      .send({})
      .expect(200);
    const sale = '/api/admin/properties/villa-sardinero-santander/sale';
    await api
      .http()
      .post(`${sale}/reserve`)
      .set(staff.headers.admin)
      .send({ depositDueOn: validUntil })
      .expect(200);
    await api
      .http()
      .post(`${sale}/fall-through`)
      .set(staff.headers.admin)
      .send({ reason: 'A doña Olvido le denegaron la hipoteca.' })
      .expect(200);

    await api.http().post('/api/auth/password-reset').send({ email }).expect(202);
    await api
      .http()
      .post('/api/account/email')
      .set(bearer(client))
      .send({ newEmail, currentPassword: STRONG_PASSWORD })
      .expect(202);
    const change = await mailTo(newEmail, /nueva dirección/);
    await api
      .http()
      .post('/api/auth/verify-email')
      .send({ token: linkToken(change) })
      .expect(200);
    await settle();

    const copy = JSON.stringify(
      (await api.http().get('/api/me/export').set(bearer(client)).expect(200)).body,
    );
    const held = (value: string) =>
      copy.toLowerCase().includes(JSON.stringify(value).slice(1, -1).toLowerCase());
    const covered = new Set<string>();
    const missing: string[] = [];
    for (const event of await eventsOfAccount(client.userId)) {
      for (const path of EVENT_PERSONAL_DATA[event.type].fields) {
        const value = valueAt(event.data, path);
        if (typeof value !== 'string') continue;
        const field = `${event.type}.${path}`;
        covered.add(field);
        if (!held(value) && !NOT_EXPORTED[field]) missing.push(`${field}: ${value}`);
      }
    }
    expect(missing).toEqual([]);
    // The client had a value for every field of the register.
    const registerFields = Object.entries(EVENT_PERSONAL_DATA)
      .filter(([type]) => !OTHER_PERSONS[type])
      .flatMap(([type, entry]) => entry.fields.map((path) => `${type}.${path}`));
    expect(registerFields.filter((field) => !covered.has(field))).toEqual([]);
    // What the copy leaves out on purpose is really left out.
    expect(held('Olvido prefiere llamadas por la tarde.')).toBe(false);
  });
});
