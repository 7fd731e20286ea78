import { randomUUID } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandBus } from '@nestjs/cqrs';
import IORedis from 'ioredis';
import { RequestBookingCommand } from '../../src/modules/bookings/commands/request-booking/request-booking.command';
import { RequestViewingCommand } from '../../src/modules/viewings/commands/request-viewing/request-viewing.command';
import { JobQueues } from '../../src/platform/jobs/job-queues';
import { JobWorkers } from '../../src/platform/jobs/job-workers';
import { withDataSubject } from '../../src/platform/jobs/job-data-subject';
import { mailLog } from '../../src/platform/mail/mail-log';
import { MAIL_QUEUE, SEND_MAIL_JOB } from '../../src/platform/mail/mail-message';
import { accountPerson } from '../../src/platform/privacy/personal-fields';
import { bearer, register, STRONG_PASSWORD, type SignedIn } from '../support/accounts';
import { eventually } from '../support/eventually';
import { SmtpCapture } from '../support/smtp-capture';
import { signInStaff, type Staff } from '../support/staff';
import { runWorkerSteps } from '../support/worker-steps';
import { startTestApi, type TestApi } from '../support/test-api';

const EMAIL = 'remedios.redis@example.com';
const FIRST = 'Remedios';
const LAST = 'Quintanilla';
const PHONE = '+34 622 345 678';
const NOTES = 'Alergia a los frutos secos de Remedios';
const BOOKING_REASON = 'Cocinero ocupado con la boda Quintanilla';
const PRICE_NOTE = 'Descuento por la boda de Remedios';
const VIEWING_MESSAGE = 'Iré con mi hermana Eulogia';
const VIEWING_REASON = 'Propiedad reservada para la familia Quintanilla';
const NEEDLES = [
  EMAIL,
  FIRST,
  LAST,
  PHONE,
  NOTES,
  BOOKING_REASON,
  PRICE_NOTE,
  VIEWING_MESSAGE,
  VIEWING_REASON,
];
/** Another client, whose jobs erasure leaves alone. */
const OTHER_EMAIL = 'casimira.queda@example.com';

/**
 * Erasure reaches Redis: the BullMQ jobs that carried the client's name, address, phone, notes and the reasons
 * told to them (waiting, delayed, failed; completed ones never stay) are gone with the account, and the
 * jobs of everyone else stay.
 */
describe('account erasure in Redis', () => {
  let api: TestApi;
  let smtp: SmtpCapture;
  let staff: Staff;
  let redis: IORedis;

  beforeAll(async () => {
    smtp = await SmtpCapture.start();
    api = await startTestApi({
      seed: true,
      // A job gives up after two quick attempts: the failed ones are part of the story.
      env: { SMTP_PORT: String(smtp.port), MAIL_ATTEMPTS: '2', MAIL_BACKOFF_MS: '20' },
    });
    staff = await signInStaff(api);
    redis = new IORedis(api.config.redisUrl);
  });
  afterAll(async () => {
    redis.disconnect();
    await api.close();
    await smtp.stop();
  });

  const mailQueue = () => api.app.get(JobQueues).get(MAIL_QUEUE);
  const em = () => api.app.get(EntityManager).fork();
  const mailStatuses = async (jobIds: string[]) =>
    (
      await em().execute<{ status: string }[]>(
        `select status from mail_log where job_id in (${jobIds.map(() => '?').join(', ')})`,
        jobIds,
      )
    ).map((row) => row.status);

  /** What the worker process does but the BullMQ workers: deferred requests, the processors, the reactor. */
  const settle = () => runWorkerSteps(api);

  /** Runs the BullMQ workers until `done`, then stops them. */
  async function work(what: string, done: () => Promise<boolean>): Promise<void> {
    const workers = api.app.get(JobWorkers);
    await workers.start();
    try {
      await eventually(what, done);
    } finally {
      await workers.stop();
    }
  }

  /** Every value of every Redis key of this file's prefix, whatever its type, as text. */
  async function redisContents(): Promise<Map<string, string>> {
    const contents = new Map<string, string>();
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${api.config.redisPrefix}:*`, 'COUNT', 500);
      for (const key of keys) {
        const type = await redis.type(key);
        const value =
          type === 'string'
            ? await redis.get(key)
            : type === 'hash'
              ? await redis.hgetall(key)
              : type === 'list'
                ? await redis.lrange(key, 0, -1)
                : type === 'set'
                  ? await redis.smembers(key)
                  : type === 'zset'
                    ? await redis.zrange(key, 0, -1)
                    : type === 'stream'
                      ? await redis.xrange(key, '-', '+')
                      : `unread type ${type}`;
        contents.set(key, JSON.stringify(value));
      }
      cursor = next;
    } while (cursor !== '0');
    return contents;
  }

  /** The keys whose content holds `needle`, however it is cased or escaped in JSON. */
  const keysHolding = (contents: Map<string, string>, needle: string): string[] =>
    [...contents]
      .filter(([, text]) => text.toLowerCase().includes(JSON.stringify(needle).slice(1, -1).toLowerCase()))
      .map(([key]) => key);

  const inDays = (days: number) => new Date(Date.now() + days * 24 * 3600_000);

  it('removes the queued and failed jobs of the erased client from every queue, and keeps none completed', async () => {
    const commands = api.app.get(CommandBus);
    const client: SignedIn = await register(api, EMAIL, { firstName: FIRST, lastName: LAST, phone: PHONE });
    // Completed: the welcome mail goes out, and its job leaves Redis at once.
    await settle();
    await work('the welcome mail', async () => smtp.mails.some((mail) => mail.to === EMAIL));
    await work(
      'the welcome job to leave',
      async () => (await mailQueue().getJobCounts('active'))['active'] === 0,
    );
    expect(await mailQueue().getJobCounts('completed')).toEqual({ completed: 0 });

    // Failed: the mail server refuses the inquiry's mails until the jobs give up.
    await api
      .http()
      .post('/api/inquiries')
      .set(bearer(client))
      .send({
        name: `${FIRST} ${LAST}`,
        email: EMAIL,
        phone: PHONE,
        subject: 'Casona en Comillas',
        message: `Soy ${FIRST} ${LAST}, ¿podemos visitarla?`,
        propertyId: 'casona-montanesa-comillas',
        language: 'es',
      })
      .expect(202);
    await settle();
    smtp.refusals = 1_000;
    await work('the inquiry mails to fail', async () => (await mailQueue().getFailedCount()) >= 2);
    smtp.refusals = 0;

    // Waiting: a booking with notes declined with a reason, one repriced with a note and cancelled with a
    // reason, a viewing declined.
    const book = async () =>
      (
        await commands.execute(
          new RequestBookingCommand(
            client.userId,
            {
              kind: 'service',
              itemId: 'private-chef',
              date: inDays(30).toISOString().slice(0, 10),
              time: '20:30',
              guests: 2,
              phone: PHONE,
              notes: NOTES,
            },
            'es',
            randomUUID(),
          ),
        )
      ).bookingId as string;
    const declined = await book();
    await api
      .http()
      .post(`/api/admin/bookings/${declined}/decline`)
      .set(staff.headers.admin)
      .send({ expectedVersion: 1, reason: BOOKING_REASON })
      .expect(200);
    const cancelled = await book();
    await api
      .http()
      .post(`/api/admin/bookings/${cancelled}/adjust-price`)
      .set(staff.headers.admin)
      .send({ expectedVersion: 1, totalPriceEur: 450, note: PRICE_NOTE })
      .expect(200);
    await api
      .http()
      .post(`/api/admin/bookings/${cancelled}/cancel`)
      .set(staff.headers.admin)
      .send({ expectedVersion: 2, reason: BOOKING_REASON })
      .expect(200);
    const weekday = [15, 16, 17].map(inDays).find((day) => day.getUTCDay() >= 1 && day.getUTCDay() <= 5)!;
    const viewing = (date: Date) =>
      commands.execute(
        new RequestViewingCommand({
          clientId: client.userId,
          propertyId: 'casona-montanesa-comillas',
          slots: [{ date: date.toISOString().slice(0, 10), time: '12:00', mode: 'in_person' }],
          message: VIEWING_MESSAGE,
          phone: PHONE,
          language: 'es',
        }),
      );
    const { viewingId } = await viewing(weekday);
    await api
      .http()
      .post(`/api/admin/viewings/${viewingId}/decline`)
      .set(staff.headers.admin)
      .send({ reason: VIEWING_REASON })
      .expect(200);
    // Delayed: the reminder of a confirmed viewing waits until the day before.
    const confirmed = await viewing(new Date(weekday.getTime() + 7 * 24 * 3600_000));
    await api
      .http()
      .post(`/api/admin/viewings/${confirmed.viewingId}/confirm`)
      .set(staff.headers.admin)
      .send({ slot: 0, agentId: staff.userIds.admin })
      .expect(200);
    // Another client's inquiry waits too.
    const other = await register(api, OTHER_EMAIL, { firstName: 'Casimira', lastName: 'Arce' });
    await api
      .http()
      .post('/api/inquiries')
      .set(bearer(other))
      .send({
        name: 'Casimira Arce',
        email: OTHER_EMAIL,
        phone: null,
        subject: 'Villa',
        message: 'Quisiera más fotos.',
        propertyId: 'villa-sardinero-santander',
        language: 'es',
      })
      .expect(202);
    await settle();

    const counts = await mailQueue().getJobCounts('waiting', 'delayed', 'failed', 'completed');
    expect(counts).toMatchObject({ failed: 2, completed: 0 });
    expect(counts.waiting).toBeGreaterThan(5);
    expect(counts.delayed).toBeGreaterThan(0);
    const failedMails = (await mailQueue().getJobs(['failed'])).map((job) => job.id!);
    expect(await mailStatuses(failedMails)).toEqual(['sending', 'sending']);
    // The scan finds the client in Redis now: their jobs hold them (a viewing's mail reads its message when
    // it is sent, so that one is not there).
    const before = await redisContents();
    for (const needle of NEEDLES.filter((text) => text !== VIEWING_MESSAGE))
      expect({ needle, found: keysHolding(before, needle).length > 0 }).toEqual({ needle, found: true });

    await api
      .http()
      .post('/api/me/erasure')
      .set(bearer(client))
      .send({ password: STRONG_PASSWORD })
      .expect(204);
    await settle();

    const after = await redisContents();
    for (const needle of NEEDLES) {
      expect({ needle, keys: keysHolding(after, needle) }).toEqual({ needle, keys: [] });
    }
    // The mails that were retrying are withdrawn with the person: neither lost (the sweep would give them up
    // and the health check report mail failing for a day) nor for an operator to send again.
    expect(await mailStatuses(failedMails)).toEqual(['withdrawn', 'withdrawn']);
    expect(await mailLog.undelivered(em())).toEqual([]);
    // The other client's jobs stay, as do the jobs of the client's without personal data.
    expect(keysHolding(after, OTHER_EMAIL).length).toBeGreaterThan(0);

    // A job that was running as the erasure happened and is delivered again (its attempt failed) is not run.
    await api.app.get(JobQueues).addMany(MAIL_QUEUE, [
      {
        name: SEND_MAIL_JOB,
        jobId: 'inquiry-acknowledgement-mail-running-at-erasure',
        data: withDataSubject(
          { to: EMAIL, content: { language: 'es', subject: `Hola, ${FIRST}`, paragraphs: [PHONE] } },
          accountPerson(client.userId),
        ),
      },
    ]);
    // The workers then run what is left; nothing goes to the erased client, and Redis stays clean.
    const sent = smtp.mails.length;
    await work('the queue to empty', async () => {
      const left = await mailQueue().getJobCounts('waiting', 'active', 'prioritized');
      return Object.values(left).every((n) => n === 0);
    });
    expect(smtp.mails.slice(sent).filter((mail) => mail.to.toLowerCase() === EMAIL)).toEqual([]);
    const finally_ = await redisContents();
    for (const needle of NEEDLES) {
      expect({ needle, keys: keysHolding(finally_, needle) }).toEqual({ needle, keys: [] });
    }
  });
});
