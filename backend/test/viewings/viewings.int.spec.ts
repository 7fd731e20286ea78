import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Job } from 'bullmq';
import { DEMO_ACCOUNTS } from '../../src/modules/identity/seed/demo-accounts';
import { ExportViewingsQuery } from '../../src/modules/viewings/queries/export-viewings/export-viewings.query';
import { RequestViewingCommand } from '../../src/modules/viewings/commands/request-viewing/request-viewing.command';
import { madridLocal } from '../../src/modules/viewings/domain/viewing-slots';
import { seedViewings } from '../../src/modules/viewings/seed/seed-viewings';
import { ViewingMailJobHandler } from '../../src/modules/viewings/mail/viewing-mail.job-handler';
import { reminderJobId } from '../../src/modules/viewings/mail/viewing-mails';
import { GetNextViewingQuery } from '../../src/modules/viewings/queries/get-next-viewing/get-next-viewing.query';
import { CountViewingsAwaitingQuery } from '../../src/modules/viewings/queries/count-viewings-awaiting/count-viewings-awaiting.query';
import { EventStore } from '../../src/platform/event-store/event-store';
import { Clock } from '../../src/platform/time/clock';
import { JobQueues } from '../../src/platform/jobs/job-queues';
import { JobReactor } from '../../src/platform/jobs/job-reactor';
import { JobWorkers } from '../../src/platform/jobs/job-workers';
import { MAIL_QUEUE } from '../../src/platform/mail/mail-message';
import { ProcessorRunner } from '../../src/platform/projections/processor-runner';
import { bearer, deliverMails, login, register } from '../support/accounts';
import { eventually } from '../support/eventually';
import { SmtpCapture, type CapturedMail } from '../support/smtp-capture';
import { signInStaff, type Staff } from '../support/staff';
import { startTestApi, type TestApi } from '../support/test-api';

const PUBLIC_URL = 'https://costa.example';
const AGENCY = 'agencia@costa.example';
const DAY = 24 * 3600_000;

/** The Madrid dates of the next weekdays from `daysAhead` days on. */
function weekdays(daysAhead: number, count: number): string[] {
  const dates: string[] = [];
  for (let day = daysAhead; dates.length < count; day++) {
    const local = madridLocal(new Date(Date.now() + day * DAY));
    if (local.weekday >= 1 && local.weekday <= 5) dates.push(local.date);
  }
  return dates;
}

function saturdayAhead(): string {
  for (let day = 3; ; day++) {
    const local = madridLocal(new Date(Date.now() + day * DAY));
    if (local.weekday === 6) return local.date;
  }
}

/** ical.js is an ES module; the tests run as CommonJS and load it once. */
let ICAL: typeof import('ical.js', { with: { 'resolution-mode': 'import' } }).default;

function calendarOf(mail: CapturedMail) {
  const part = mail.attachments.find((attachment) => attachment.contentType.startsWith('text/calendar'));
  if (!part) throw new Error(`No calendar in "${mail.subject}"`);
  const calendar = new ICAL.Component(ICAL.parse(part.content));
  const event = calendar.getFirstSubcomponent('vevent')!;
  return {
    contentType: part.contentType,
    method: calendar.getFirstPropertyValue('method'),
    uid: event.getFirstPropertyValue('uid'),
    sequence: event.getFirstPropertyValue('sequence'),
    start: (event.getFirstPropertyValue('dtstart') as InstanceType<typeof ICAL.Time>)
      .toJSDate()
      .toISOString(),
    organizer: String(event.getFirstPropertyValue('organizer')),
  };
}

describe('viewings', () => {
  let api: TestApi;
  let smtp: SmtpCapture;
  let staff: Staff;
  let client: Record<string, string>;
  let clientId: string;
  const [first, second] = weekdays(3, 2);

  beforeAll(async () => {
    ICAL = (await import('ical.js')).default;
    smtp = await SmtpCapture.start();
    api = await startTestApi({
      seed: true,
      env: { SMTP_PORT: String(smtp.port), PUBLIC_URL, AGENCY_EMAIL: AGENCY },
    });
    staff = await signInStaff(api);
    const session = await register(api, 'visitante@example.de', { language: 'de', firstName: 'Klaus' });
    client = bearer(session);
    clientId = session.userId;
    // The two welcome e-mails go out first, so each test counts only its own.
    await deliverMails(api, smtp, 2);
  });
  afterAll(async () => {
    await api.close();
    await smtp.stop();
  });

  const to = (email: string) => smtp.mails.filter((mail) => mail.to.includes(email));
  const react = () => api.app.get(ProcessorRunner).drain(api.app.get(JobReactor));
  const mailQueue = () => api.app.get(JobQueues).get(MAIL_QUEUE);

  /**
   * Reacts until `done` holds: the log is read below the cluster's oldest running transaction, so another
   * test file's open transaction can hide a committed event for a moment (as the worker's loop would retry).
   */
  async function reactUntil(done: () => Promise<boolean>): Promise<void> {
    await eventually('the reactor to get there', async () => {
      await react();
      return done();
    });
  }

  async function requestViewing(propertyId = 'villa-sardinero-santander') {
    return api
      .http()
      .post('/api/me/viewings')
      .set(client)
      .send({
        propertyId,
        slots: [
          { date: first, time: '10:30', mode: 'in_person' },
          { date: second, time: '17:00', mode: 'video' },
        ],
        message: 'Ich komme mit meiner Frau.',
        phone: '+49 30 1234567',
        language: 'de',
      });
  }

  it('takes a request, lets staff confirm it with an invitation and a reminder, and the client cancel it', async () => {
    const requested = await requestViewing();
    expect(requested.status).toBe(201);
    const id = requested.body.id as string;

    const mine = await api.http().get('/api/me/viewings').set(client).expect(200);
    expect(mine.body.upcoming).toEqual([
      expect.objectContaining({
        id,
        status: 'requested',
        property: expect.objectContaining({ id: 'villa-sardinero-santander', reference: expect.any(String) }),
        appointment: null,
      }),
    ]);
    expect(await api.app.get(QueryBus).execute(new CountViewingsAwaitingQuery())).toBe(1);
    const listed = await api
      .http()
      .get('/api/admin/viewings?status=requested')
      .set(staff.headers.admin)
      .expect(200);
    expect(listed.body.items).toEqual([
      expect.objectContaining({ id, client: expect.objectContaining({ email: 'visitante@example.de' }) }),
    ]);
    await deliverMails(api, smtp, smtp.mails.length + 2);
    expect(
      to('visitante@example.de')
        .map((mail) => mail.subject)
        .filter((subject) => subject.includes('Besichtigung')),
    ).toEqual([expect.stringContaining('Wir haben Ihre Besichtigungsanfrage erhalten')]);
    const [agency] = to(AGENCY);
    expect(agency.subject).toContain('Nueva solicitud de visita');
    expect(agency.text).toContain('+49 30 1234567');
    expect(agency.headers['reply-to']).toContain('visitante@example.de');

    await api
      .http()
      .post(`/api/admin/viewings/${id}/confirm`)
      .set(staff.headers.admin)
      .send({ slot: 1, agentId: staff.userIds.admin })
      .expect(200);
    const confirmedAt = Date.now();
    const mails = await deliverMails(api, smtp, smtp.mails.length + 1);
    const confirmation = mails.at(-1)!;
    expect(confirmation.subject).toContain('Ihre Besichtigung ist bestätigt');
    const slotStart = (await api.http().get('/api/me/viewings').set(client)).body.upcoming[0].appointment
      .start;
    const invitation = calendarOf(confirmation);
    expect(invitation).toMatchObject({
      method: 'REQUEST',
      uid: `viewing-${id}@costa.example`,
      sequence: 0,
      start: slotStart,
    });
    expect(invitation.contentType).toMatch(/^text\/calendar/);
    expect(invitation.organizer).toContain(AGENCY);
    expect(madridLocal(slotStart)).toMatchObject({ date: second, time: '17:00' });

    const download = await api.http().get(`/api/me/viewings/${id}/calendar.ics`).set(client).expect(200);
    expect(download.headers['content-type']).toMatch(/^text\/calendar/);
    expect(download.text).toContain('METHOD:PUBLISH');
    expect(download.text).toContain(`UID:viewing-${id}@costa.example`);
    await api.http().get(`/api/me/viewings/${id}/calendar.ics`).set(staff.headers.user).expect(404);

    // The reminder waits in Redis until a day before, once, however often the reactor meets the event.
    await reactUntil(async () => (await mailQueue().getJob(reminderJobId(id, 0))) !== undefined);
    const reminder = await mailQueue().getJob(reminderJobId(id, 0));
    expect(await reminder!.getState()).toBe('delayed');
    const runsAt = reminder!.timestamp + (reminder!.opts.delay ?? 0);
    expect(Math.abs(runsAt - (Date.parse(slotStart) - DAY))).toBeLessThan(Date.now() - confirmedAt + 5000);
    // The reactor meets the confirmation again (a restart before its checkpoint): still one reminder.
    const history = await api.app
      .get(EntityManager)
      .fork()
      .transactional((tx) => api.app.get(EventStore).readStream(tx, `viewing-${id}`));
    await api.app.get(JobReactor).handle(api.app.get(EntityManager).fork(), history);
    const delayed = await mailQueue().getDelayed();
    expect(delayed.filter((job) => job.id === reminderJobId(id, 0))).toHaveLength(1);
    expect((await mailQueue().getJob(reminderJobId(id, 0)))!.timestamp).toBe(reminder!.timestamp);

    // Its handler checks the viewing at sending time: while it stands, it sends; a second delivery does not.
    const reminders = smtp.mails.length;
    const handler = api.app.get(ViewingMailJobHandler);
    await handler.handle(reminder as Job);
    await handler.handle(reminder as Job);
    expect(smtp.mails.slice(reminders).map((mail) => mail.subject)).toEqual([
      expect.stringContaining('Erinnerung'),
    ]);

    // The same mail job delivered again sends nothing new (BullMQ keeps no completed job: it is rebuilt).
    const confirmed = history.find((event) => event.type === 'ViewingConfirmed')!;
    const confirmationJob = {
      id: `viewing-confirmed-mail-${confirmed.eventId}`,
      data: { ...reminder!.data, kind: 'confirmed' },
    };
    const before = smtp.mails.length;
    await handler.handle(confirmationJob as Job);
    expect(smtp.mails.length).toBe(before);

    expect((await api.app.get(QueryBus).execute(new GetNextViewingQuery(clientId)))?.id).toBe(id);

    await api.http().post(`/api/me/viewings/${id}/cancel`).set(staff.headers.user).send({}).expect(404);
    await api.http().post(`/api/me/viewings/${id}/cancel`).set(client).send({ reason: 'Krank' }).expect(200);
    await reactUntil(async () => (await mailQueue().getJob(reminderJobId(id, 0))) === undefined);
    const cancellation = (await deliverMails(api, smtp, smtp.mails.length + 1)).at(-1)!;
    expect(cancellation.subject).toContain('Besichtigung abgesagt');
    expect(calendarOf(cancellation)).toMatchObject({
      method: 'CANCEL',
      uid: `viewing-${id}@costa.example`,
      sequence: 1,
      start: slotStart,
    });
    const after = await api.http().get('/api/me/viewings').set(client).expect(200);
    expect(after.body.past).toEqual([
      expect.objectContaining({ id, status: 'cancelled', cancelledBy: 'client' }),
    ]);
    expect(await api.app.get(QueryBus).execute(new GetNextViewingQuery(clientId))).toBeNull();
  });

  it('answers times outside the rules with a 422 naming each slot, in the reader’s language', async () => {
    const response = await api
      .http()
      .post('/api/me/viewings')
      .set(client)
      .set('Accept-Language', 'en')
      .send({
        propertyId: 'villa-sardinero-santander',
        slots: [
          { date: saturdayAhead(), time: '10:00', mode: 'in_person' },
          { date: first, time: '08:30', mode: 'in_person' },
          { date: madridLocal(new Date(Date.now() + 90 * DAY)).date, time: '10:00', mode: 'video' },
        ],
        phone: '+49 30 1234567',
        language: 'de',
      });
    expect(response.status).toBe(422);
    expect(response.body.error.code).toBe('invalid_viewing_slots');
    expect(response.body.error.details).toEqual([
      expect.objectContaining({ field: 'slots.0.date', code: 'slot_outside_office_hours' }),
      expect.objectContaining({ field: 'slots.1.time', code: 'slot_outside_office_hours' }),
      expect.objectContaining({
        field: 'slots.2.date',
        code: 'slot_too_far',
        message: 'Please choose a date within the next 60 days.',
      }),
    ]);
    const tomorrow = madridLocal(new Date(Date.now() + 3600_000)).date;
    const soon = await api
      .http()
      .post('/api/me/viewings')
      .set(client)
      .send({
        propertyId: 'villa-sardinero-santander',
        slots: [{ date: tomorrow, time: '12:00', mode: 'in_person' }],
        phone: '+49 30 1234567',
        language: 'de',
      });
    expect(soon.status).toBe(422);
    expect(soon.body.error.details[0].code).toMatch(/slot_too_soon|slot_outside_office_hours/);
    const bad = await api
      .http()
      .post('/api/me/viewings')
      .set(client)
      .send({ propertyId: 'villa-sardinero-santander', slots: [], phone: 'x', language: 'de' });
    expect(bad.status).toBe(400);
    await api.http().post('/api/me/viewings').send({}).expect(401);
  });

  it('confirms one agent’s hour once: of 50 concurrent confirmations exactly one succeeds', async () => {
    const commands = api.app.get(CommandBus);
    const ids: string[] = [];
    for (let index = 0; index < 50; index++) {
      const { viewingId } = await commands.execute(
        new RequestViewingCommand({
          clientId,
          propertyId: 'villa-sardinero-santander',
          slots: [{ date: second, time: '12:00', mode: 'in_person' }],
          message: '',
          phone: '+34 600 000 000',
          language: 'es',
        }),
      );
      ids.push(viewingId);
    }
    const responses = await Promise.all(
      ids.map((id) =>
        api
          .http()
          .post(`/api/admin/viewings/${id}/confirm`)
          .set(staff.headers.owner)
          .set('Accept-Language', 'es')
          .send({ slot: 0, agentId: staff.userIds.owner }),
      ),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    const refused = responses.find((response) => response.status === 409)!;
    expect(refused.body.error).toMatchObject({
      code: 'agent_slot_taken',
      message: 'Este agente ya tiene una visita a esa hora. Elija otro agente u otro horario.',
    });
    const em = api.app.get(EntityManager).fork();
    const rows = await em.execute<{ n: number }[]>(
      'select count(*)::int as n from viewing_agent_bookings where agent_id = ?',
      [staff.userIds.owner],
    );
    expect(rows[0].n).toBe(1);
    const confirmed = await em.execute<{ n: number }[]>(
      `select count(*)::int as n from viewings where id = any(?::uuid[]) and status = 'confirmed'`,
      [`{${ids.join(',')}}`],
    );
    expect(confirmed[0].n).toBe(1);
    // Another agent may take the same hour.
    const other = ids.find((id) => id !== ids[statuses.indexOf(200)])!;
    await api
      .http()
      .post(`/api/admin/viewings/${other}/confirm`)
      .set(staff.headers.admin)
      .send({ slot: 0, agentId: staff.userIds.admin })
      .expect(200);
  });

  it('lets staff propose another time, which the client accepts or answers with new times', async () => {
    const id = (await requestViewing('casona-montanesa-comillas')).body.id as string;
    await api
      .http()
      .post(`/api/admin/viewings/${id}/decline`)
      .set(staff.headers.user)
      .send({ reason: 'x' })
      .expect(403);
    await api
      .http()
      .post(`/api/admin/viewings/${id}/propose`)
      .set(staff.headers.admin)
      .send({ slot: { date: first, time: '16:00', mode: 'video' }, agentId: staff.userIds.admin })
      .expect(200);
    await api
      .http()
      .post(`/api/me/viewings/${id}/move`)
      .set(client)
      .send({ slots: [{ date: second, time: '09:00', mode: 'in_person' }] })
      .expect(200);
    await api
      .http()
      .post(`/api/admin/viewings/${id}/propose`)
      .set(staff.headers.admin)
      .send({ slot: { date: first, time: '15:00', mode: 'in_person' }, agentId: staff.userIds.admin })
      .expect(200);
    await api.http().post(`/api/me/viewings/${id}/accept`).set(client).expect(200);
    const mine = await api.http().get('/api/me/viewings').set(client).expect(200);
    const viewing = mine.body.upcoming.find((item: { id: string }) => item.id === id);
    expect(viewing).toMatchObject({ status: 'confirmed', appointment: { mode: 'in_person' } });
    expect(madridLocal(viewing.appointment.start)).toMatchObject({ date: first, time: '15:00' });
    await api.http().post(`/api/admin/viewings/${id}/complete`).set(staff.headers.admin).expect(409);
    const declined = await api
      .http()
      .post(`/api/admin/viewings/${id}/decline`)
      .set(staff.headers.admin)
      .send({ reason: 'Vendida' });
    expect(declined.body.error.code).toBe('viewing_status_conflict');
  });

  it('sends each kind of viewing mail once, however often its job is delivered', async () => {
    const id = (await requestViewing('casona-montanesa-comillas')).body.id as string;
    await api
      .http()
      .post(`/api/admin/viewings/${id}/decline`)
      .set(staff.headers.admin)
      .send({ reason: 'Reservada' })
      .expect(200);
    const cancelled = (await requestViewing('casona-montanesa-comillas')).body.id as string;
    await api
      .http()
      .post(`/api/me/viewings/${cancelled}/cancel`)
      .set(client)
      .send({ reason: 'Verhindert' })
      .expect(200);
    const viewingJobs = async () =>
      (await mailQueue().getJobs(['completed', 'waiting', 'active', 'delayed', 'prioritized'])).filter(
        (job) => job.name === 'send-viewing-mail',
      );
    // Every job of this file's viewings not sent yet is enqueued (the cancellation's last), then runs.
    await reactUntil(async () =>
      (await viewingJobs()).some((job) => (job.data as { kind: string }).kind === 'cancelled'),
    );
    // Taken before they run (BullMQ keeps no completed job), the reminders waiting for their day left out.
    const jobs = (await mailQueue().getJobs(['waiting', 'prioritized'])).filter(
      (job) => job.name === 'send-viewing-mail',
    );
    const workers = api.app.get(JobWorkers);
    await workers.start();
    try {
      await eventually(
        'the mail queue to settle',
        () => mailQueue().getJobCounts('waiting', 'active', 'prioritized'),
        { until: (counts) => Object.values(counts).every((n) => n === 0) },
      );
    } finally {
      await workers.stop();
    }
    expect(jobs.length).toBeGreaterThan(0);
    expect([...new Set(jobs.map((job) => (job.data as { kind: string }).kind))]).toEqual(
      expect.arrayContaining(['received', 'agency', 'confirmed', 'proposed', 'declined', 'cancelled']),
    );
    const before = smtp.mails.length;
    const handler = api.app.get(ViewingMailJobHandler);
    for (const job of jobs) await handler.handle(job as Job);
    expect(smtp.mails.length).toBe(before);
  });

  it('seeds the demo client one confirmed viewing ahead and one request, once', async () => {
    const demoClient = '0d5c1b2a-3e4f-4a5b-8c6d-7e8f9a0b1c2d';
    for (let run = 0; run < 2; run++) {
      await seedViewings(api.app.get(CommandBus), demoClient, staff.userIds.admin, new Date());
    }
    const rows = await api.app
      .get(EntityManager)
      .fork()
      .execute<{ status: string }[]>('select status from viewings where client_id = ? order by status', [
        demoClient,
      ]);
    expect(rows.map((row) => row.status)).toEqual(['confirmed', 'requested']);
  });

  it('takes the agent’s feedback once the visit took place, sealed in the log and shown to staff', async () => {
    // Last of the file: it signs the staff in again a week ahead.
    const id = (await requestViewing('duplex-acantilado-suances')).body.id as string;
    const feedback = (body: object, headers = staff.headers.admin) =>
      api.http().post(`/api/admin/viewings/${id}/feedback`).set(headers).send(body);
    const remarks = 'Le encanta la terraza; duda por la hipoteca.';
    await api
      .http()
      .post(`/api/admin/viewings/${id}/confirm`)
      .set(staff.headers.admin)
      .send({ slot: 1, agentId: staff.userIds.owner })
      .expect(200);
    expect((await feedback({ interest: 'interested', remarks })).body.error.code).toBe(
      'viewing_status_conflict',
    );

    const clock = api.app.get(Clock);
    const realNow = clock.now;
    clock.now = () => new Date(Date.now() + 8 * DAY);
    try {
      // A week on, with sessions of that day.
      const demoAdmin = DEMO_ACCOUNTS.find((demo) => demo.role === 'admin')!;
      const later = {
        headers: {
          admin: bearer(await login(api, demoAdmin.email, demoAdmin.password)),
          user: bearer(await login(api, 'visitante@example.de')),
        },
      };
      await api.http().post(`/api/admin/viewings/${id}/complete`).set(later.headers.admin).expect(200);
      const bad = await feedback(
        { interest: 'loves_it', remarks: 'x'.repeat(2001) },
        later.headers.admin,
      ).expect(400);
      expect(bad.body.error.details.map((detail: { field: string }) => detail.field).sort()).toEqual([
        'interest',
        'remarks',
      ]);
      await api
        .http()
        .post(`/api/admin/viewings/${id}/feedback`)
        .set(later.headers.user)
        .send({ interest: 'interested', remarks })
        .expect(403);
      await feedback({ interest: 'undecided', remarks: 'Primera impresión' }, later.headers.admin).expect(
        200,
      );
      await feedback({ interest: 'interested', remarks: `  ${remarks}  ` }, later.headers.admin).expect(200);

      const listed = await api
        .http()
        .get('/api/admin/viewings')
        .query({ propertyId: 'duplex-acantilado-suances', status: 'done' })
        .set(later.headers.admin)
        .expect(200);
      const viewing = listed.body.items.find((item: { id: string }) => item.id === id);
      expect(viewing.feedback).toEqual({ interest: 'interested', remarks, recordedAt: expect.any(String) });
      // The client's own view does not carry the agent's notes.
      const mine = await api.http().get('/api/me/viewings').set(later.headers.user).expect(200);
      expect(JSON.stringify(mine.body)).not.toContain('feedback');
    } finally {
      clock.now = realNow;
    }
    const stored = await api.app
      .get(EntityManager)
      .fork()
      .execute<{ data: string }[]>(
        `select data::text as data from events where type = 'ViewingFeedbackRecorded' and stream_id = ?`,
        [`viewing-${id}`],
      );
    expect(stored).toHaveLength(2);
    for (const row of stored) expect(row.data).not.toContain('terraza');
    // What the agent wrote of the client is in the client's copy of their data.
    const exported = await api.app.get(QueryBus).execute(new ExportViewingsQuery(clientId));
    expect(exported.find((item) => item.id === id)?.feedback).toMatchObject({
      interest: 'interested',
      remarks,
    });
  });
});
