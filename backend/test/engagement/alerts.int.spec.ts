import { CommandBus } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { Queue, type Job } from 'bullmq';
import { ChangePropertyStatusCommand } from '../../src/modules/catalogue/commands/change-property-status/change-property-status.command';
import { ListPropertyCommand } from '../../src/modules/catalogue/commands/list-property/list-property.command';
import { RevisePropertyCommand } from '../../src/modules/catalogue/commands/revise-property/revise-property.command';
import { SetPropertySaleStatusCommand } from '../../src/modules/catalogue/commands/set-property-sale-status/set-property-sale-status.command';
import type { PropertyDetails } from '../../src/modules/catalogue/domain/property';
import type { PropertyEvent } from '../../src/modules/catalogue/domain/property.events';
import { SAMPLE_PROPERTIES } from '../../src/modules/catalogue/seed/sample-properties';
import { scheduledTime } from '../../src/platform/jobs/scheduled-time';
import { DIGEST_SCHEDULES, digestJobId } from '../../src/modules/engagement/alerts/alert-digest';
import { AlertMailJobHandler } from '../../src/modules/engagement/alerts/alert-mail.job-handler';
import { AlertMatcher } from '../../src/modules/engagement/alerts/alert-matcher';
import { RunAlertDigestJobHandler } from '../../src/modules/engagement/alerts/run-alert-digest.job-handler';
import { DisableUserCommand } from '../../src/modules/identity/commands/disable-user/disable-user.command';
import { redisOptions } from '../../src/platform/jobs/redis-connection';
import { JobQueues } from '../../src/platform/jobs/job-queues';
import { JobReactor } from '../../src/platform/jobs/job-reactor';
import { JobWorkers } from '../../src/platform/jobs/job-workers';
import { EventStore } from '../../src/platform/event-store/event-store';
import { MAIL_QUEUE } from '../../src/platform/mail/mail-message';
import { ProcessorRunner } from '../../src/platform/projections/processor-runner';
import { bearer, controlClock, register, verifiedClient } from '../support/accounts';
import { SmtpCapture, type CapturedMail } from '../support/smtp-capture';
import { queueSettled } from '../support/queues';
import { startTestApi, type TestApi } from '../support/test-api';

const PUBLIC_URL = 'https://costa.example';
const base = SAMPLE_PROPERTIES[0].details;

/** A listing with exactly the values the filters are tested against. */
function details(reference: string, overrides: Partial<PropertyDetails> = {}): PropertyDetails {
  return {
    ...structuredClone(base),
    reference,
    type: 'villa',
    location: 'santander',
    title: {
      es: `Villa del Faro ${reference}`,
      en: `Lighthouse villa ${reference}`,
      de: `Leuchtturmvilla ${reference}`,
    },
    price: { ...base.price, saleEur: 1_200_000 },
    specifications: { ...base.specifications, bedrooms: 4, bathrooms: 3, sizeBuiltM2: 300 },
    amenities: ['pool', 'garden'],
    ...overrides,
  };
}

/**
 * Saved-search and price-drop alerts, end to end in the test's process: the catalogue's events, the alert
 * processor's SQL matching, the BullMQ mail jobs, the SMTP capture; and the digests, their schedule and the
 * one-click unsubscribe links.
 */
describe('alerts', () => {
  let api: TestApi;
  let smtp: SmtpCapture;
  let commands: CommandBus;
  let sequence = 0;

  beforeAll(async () => {
    smtp = await SmtpCapture.start();
    api = await startTestApi({ seed: true, env: { SMTP_PORT: String(smtp.port), PUBLIC_URL } });
    commands = api.app.get(CommandBus);
  });
  afterAll(async () => {
    await api.close();
    await smtp.stop();
  });

  const client = (email: string, language = 'es') => verifiedClient(api, email, { language });

  async function saveSearch(
    auth: Record<string, string>,
    filters: object,
    frequency = 'none',
    name = 'Búsqueda',
  ): Promise<string> {
    const response = await api
      .http()
      .post('/api/me/saved-searches')
      .set(auth)
      .send({ name, filters, frequency });
    expect(response.status).toBe(201);
    return response.body.id as string;
  }

  async function list(overrides: Partial<PropertyDetails> = {}, status: 'active' | 'draft' = 'active') {
    const id = `alerta-${++sequence}`;
    await commands.execute(
      new ListPropertyCommand(id, details(`CC-AL-${sequence}`, overrides), null, status),
    );
    return id;
  }

  async function reprice(id: string, saleEur: number) {
    const em = api.app.get(EntityManager).fork();
    const [row] = await em.execute<{ details: PropertyDetails; version: number }[]>(
      'select details, version from catalogue_properties where id = ?',
      [id],
    );
    await commands.execute(
      new RevisePropertyCommand(
        id,
        { ...row.details, price: { ...row.details.price, saleEur } },
        row.version,
      ),
    );
  }

  const match = () => api.app.get(ProcessorRunner).drain(api.app.get(AlertMatcher));

  async function alertsFor(propertyId: string) {
    return api.app
      .get(EntityManager)
      .fork()
      .execute<
        { search_id: string | null; user_id: string; reason: string; delivery: string; price_eur: number }[]
      >(
        'select search_id, user_id, reason, delivery, price_eur from engagement_alert_log where property_id = ?',
        [propertyId],
      );
  }

  /** Runs the mail workers until the mail queue is empty; returns the mails that arrived meanwhile. */
  async function settleMail(): Promise<CapturedMail[]> {
    const before = smtp.mails.length;
    await match();
    await api.app.get(ProcessorRunner).drain(api.app.get(JobReactor));
    const queue = api.app.get(JobQueues).get(MAIL_QUEUE);
    const workers = api.app.get(JobWorkers);
    await workers.start();
    try {
      await queueSettled(queue);
    } finally {
      await workers.stop();
    }
    return smtp.mails.slice(before);
  }

  const to = (mails: CapturedMail[], email: string) => mails.filter((mail) => mail.to.includes(email));

  it('matches each filter alone and combined at its boundaries, exactly as the catalogue search does', async () => {
    const a = await client('filtros-a@example.com');
    const b = await client('filtros-b@example.com');
    const cases: [object, boolean][] = [
      [{}, true],
      [{ priceMax: 1_200_000 }, true],
      [{ priceMax: 1_199_999 }, false],
      [{ priceMin: 1_200_000 }, true],
      [{ priceMin: 1_200_001 }, false],
      [{ bedroomsMin: 4 }, true],
      [{ bedroomsMin: 5 }, false],
      [{ bathroomsMin: 3 }, true],
      [{ bathroomsMin: 4 }, false],
      [{ sizeMin: 300, sizeMax: 300 }, true],
      [{ sizeMin: 301 }, false],
      [{ sizeMax: 299 }, false],
      [{ type: ['house', 'villa'] }, true],
      [{ type: ['apartment'] }, false],
      [{ location: ['laredo', 'santander'] }, true],
      [{ location: ['laredo'] }, false],
      [{ features: ['pool', 'garden'] }, true],
      [{ features: ['pool', 'sea_view'] }, false],
      [{ q: 'leuchtturm' }, true],
      [{ q: 'faro%' }, false],
      [
        { type: ['villa'], location: ['santander'], priceMax: 1_200_000, features: ['pool'], q: 'faro' },
        true,
      ],
      [
        { type: ['villa'], location: ['santander'], priceMax: 1_200_000, features: ['pool'], q: 'casona' },
        false,
      ],
    ];
    const ids: string[] = [];
    for (const [index, [filters]] of cases.entries())
      ids.push(await saveSearch(index < 15 ? a.auth : b.auth, filters));

    const property = await list();
    await match();
    const matched = new Set((await alertsFor(property)).map((row) => row.search_id));
    for (const [index, [filters, expected]] of cases.entries()) {
      expect([filters, matched.has(ids[index])]).toEqual([filters, expected]);
      // The same filters through the public search: the alert agrees with what /properties shows.
      const query = new URLSearchParams(
        Object.entries(filters).map(([key, value]) => [
          key,
          Array.isArray(value) ? value.join(',') : String(value),
        ]),
      );
      query.set('limit', '48');
      const found = await api.http().get(`/api/properties?${query}`).expect(200);
      expect([filters, found.body.items.some((p: { id: string }) => p.id === property)]).toEqual([
        filters,
        expected,
      ]);
    }
  });

  it('sends one instant e-mail per alert, in the client language, under a replayed event and a retried job', async () => {
    const klaus = await client('klaus@example.de', 'de');
    await saveSearch(
      klaus.auth,
      { location: ['santander'], priceMax: 1_500_000 },
      'instant',
      'Santander bis 1,5 Mio.',
    );
    const property = await list();
    await match();
    // The processor reads the same event again (a restart before its checkpoint): nothing new is recorded.
    const em = api.app.get(EntityManager).fork();
    const [event] = await em.execute<{ event_id: string }[]>(
      `select event_id from events where stream_id = ? and type = 'PropertyListed'`,
      [`property-${property}`],
    );
    const replayed = await em.transactional(async (tx) => {
      const count = async () =>
        (await tx.execute<{ n: number }[]>('select count(*)::int as n from engagement_alert_log'))[0].n;
      const before = await count();
      const events = await api.app.get(EventStore).readStream<PropertyEvent>(tx, `property-${property}`);
      await api.app.get(AlertMatcher).handle(tx, events);
      return (await count()) - before;
    });
    expect(replayed).toBe(0);
    // Taken before it runs: BullMQ keeps no completed job.
    const jobId = `search-alert-${event.event_id}-${(await alertsFor(property)).find((a) => a.user_id === klaus.userId)!.search_id}`;
    const job = await api.app.get(JobQueues).get(MAIL_QUEUE).getJob(jobId);
    expect(job).toBeDefined();

    const mails = to(await settleMail(), 'klaus@example.de');
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail.subject).toBe('Eine neue Immobilie für Ihre Suche „Santander bis 1,5 Mio.“');
    expect(mail.text).toContain(`${PUBLIC_URL}/de/property/${property}`);
    expect(mail.text).toContain('1.200.000\u00a0€');
    expect(mail.html).toContain(`href="${PUBLIC_URL}/de/property/${property}"`);
    expect(mail.headers['list-unsubscribe']).toMatch(
      new RegExp(`^<${PUBLIC_URL}/api/alerts/unsubscribe\\?token=[\\w.%-]+>$`),
    );
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');

    // BullMQ delivers the job again (a worker died after sending): the sent-log keeps it at one e-mail.
    await api.app.get(AlertMailJobHandler).handle(job as Job);
    expect(to(smtp.mails, 'klaus@example.de')).toHaveLength(1);
  });

  it('sends an instant alert whose job runs before the processor has committed', async () => {
    const person = await client('pronto@example.com');
    const searchId = await saveSearch(
      person.auth,
      { location: ['santander'], bedroomsMin: 4 },
      'instant',
      'Ya',
    );
    const property = await list();
    await api.app
      .get(EntityManager)
      .fork()
      .transactional(async (tx) => {
        const events = await api.app.get(EventStore).readStream<PropertyEvent>(tx, `property-${property}`);
        await api.app.get(AlertMatcher).handle(tx, events);
        // A worker takes the job at once, while the processor's transaction is still open.
        const job = await api.app
          .get(JobQueues)
          .get(MAIL_QUEUE)
          .getJob(`search-alert-${events[0].eventId}-${searchId}`);
        await api.app.get(AlertMailJobHandler).handle(job as Job);
      });
    const mails = to(smtp.mails, 'pronto@example.com');
    expect(mails.map((mail) => mail.subject)).toEqual(['Nueva propiedad para su búsqueda «Ya»']);
    expect(to(await settleMail(), 'pronto@example.com')).toEqual([]);
  });

  it('mails a price drop to the followers who want it, with the old and new price, and only once', async () => {
    const property = await list({ price: { ...base.price, saleEur: 2_000_000 } });
    const ana = await client('ana@example.com');
    const bruno = await client('bruno@example.com', 'en');
    const carla = await client('carla@example.com');
    for (const person of [ana, bruno, carla]) {
      await api.http().put(`/api/me/favorites/${property}`).set(person.auth).expect(204);
    }
    await api.http().put('/api/me/alert-settings').set(ana.auth).send({ priceDropAlerts: false }).expect(204);
    // Carla's matching instant search gives way to her favorite's own e-mail.
    await saveSearch(carla.auth, { priceMax: 5_000_000, location: ['santander'] }, 'instant');
    await settleMail();

    await reprice(property, 2_100_000);
    expect(await settleMail()).toEqual([]);
    await reprice(property, 1_850_000);
    const mails = await settleMail();
    expect(to(mails, 'ana@example.com')).toHaveLength(0);
    const [english] = to(mails, 'bruno@example.com');
    expect(english.subject).toBe(`The price of Lighthouse villa CC-AL-${sequence} has been reduced`);
    expect(english.text).toContain('formerly 2.100.000\u00a0€, now 1.850.000\u00a0€');
    expect(to(mails, 'carla@example.com')).toHaveLength(1);
    expect(to(mails, 'carla@example.com')[0].subject).toContain('Ha bajado el precio de');
    expect(await settleMail()).toEqual([]);
  });

  it('tells followers and matching searches once that a property is available again when its sale falls through', async () => {
    const property = await list({ price: { ...base.price, saleEur: 1_350_000 } });
    const title = `Lighthouse villa CC-AL-${sequence}`;
    await settleMail();
    const follower = await client('vuelve-seguidor@example.com', 'en');
    const owner = await client('vuelve-busqueda@example.de', 'de');
    await api.http().put(`/api/me/favorites/${property}`).set(follower.auth).expect(204);
    // The follower's own e-mail replaces the alert of their matching search.
    await saveSearch(follower.auth, { location: ['santander'] }, 'instant', 'Santander');
    const searchId = await saveSearch(owner.auth, { priceMax: 1_400_000 }, 'instant', 'Bis 1,4 Mio.');

    // An offer is accepted (the property reserved), then the reservation falls through.
    await commands.execute(new SetPropertySaleStatusCommand(property, 'reserved', true));
    const reserved = await settleMail();
    expect([
      ...to(reserved, 'vuelve-seguidor@example.com'),
      ...to(reserved, 'vuelve-busqueda@example.de'),
    ]).toEqual([]);
    await commands.execute(new SetPropertySaleStatusCommand(property, 'active', false));
    await match();
    expect(
      (await alertsFor(property))
        .filter((alert) => [follower.userId, owner.userId].includes(alert.user_id))
        .map(({ user_id, search_id, reason }) => [user_id, search_id, reason])
        .sort(),
    ).toEqual(
      [
        [follower.userId, null, 'back_on_market'],
        [owner.userId, searchId, 'back_on_market'],
      ].sort(),
    );

    const em = api.app.get(EntityManager).fork();
    const [event] = await em.execute<{ event_id: string }[]>(
      `select event_id from events where stream_id = ? and type = 'PropertyStatusChanged'
       order by global_position desc limit 1`,
      [`property-${property}`],
    );
    // Taken before they run: BullMQ keeps no completed job.
    const queue = api.app.get(JobQueues).get(MAIL_QUEUE);
    const jobs = [
      await queue.getJob(`back-on-market-alert-${event.event_id}-${follower.userId}`),
      await queue.getJob(`search-alert-${event.event_id}-${searchId}`),
    ];
    expect(jobs.every(Boolean)).toBe(true);

    const mails = await settleMail();
    const followed = to(mails, 'vuelve-seguidor@example.com');
    expect(followed.map((mail) => mail.subject)).toEqual([`${title} is available again`]);
    expect(followed[0].text).toContain('one of your favourite properties, which had been reserved');
    expect(followed[0].text).toContain(`${title} (Available again)`);
    const searched = to(mails, 'vuelve-busqueda@example.de');
    expect(searched.map((mail) => mail.subject)).toEqual(['Wieder verfügbar in Ihrer Suche „Bis 1,4 Mio.“']);
    expect(searched[0].text).toContain(`(Wieder verfügbar)`);
    expect(searched[0].text).toContain(`${PUBLIC_URL}/de/property/${property}`);

    // The processor reads the event again, and BullMQ delivers both jobs again: nothing more is sent.
    const replayed = await em.transactional(async (tx) => {
      const count = async () =>
        (await tx.execute<{ n: number }[]>('select count(*)::int as n from engagement_alert_log'))[0].n;
      const before = await count();
      const events = await api.app.get(EventStore).readStream<PropertyEvent>(tx, `property-${property}`);
      await api.app.get(AlertMatcher).handle(
        tx,
        events.filter((stored) => stored.eventId === event.event_id),
      );
      return (await count()) - before;
    });
    expect(replayed).toBe(0);
    for (const job of jobs) await api.app.get(AlertMailJobHandler).handle(job as Job);
    expect(await settleMail()).toEqual([]);
    expect(to(smtp.mails, 'vuelve-seguidor@example.com')).toHaveLength(1);
    expect(to(smtp.mails, 'vuelve-busqueda@example.de')).toHaveLength(1);
  });

  it('tells followers and searches again when a later reservation falls through, a replay of it never', async () => {
    const property = await list({ price: { ...base.price, saleEur: 1_250_000 } });
    await settleMail();
    const follower = await client('otra-vez-seguidor@example.com', 'en');
    const owner = await client('otra-vez-busqueda@example.de', 'de');
    await api.http().put(`/api/me/favorites/${property}`).set(follower.auth).expect(204);
    await saveSearch(owner.auth, { priceMax: 1_300_000 }, 'instant', 'Bis 1,3 Mio.');
    const fallThrough = async () => {
      await commands.execute(new SetPropertySaleStatusCommand(property, 'reserved', true));
      await commands.execute(new SetPropertySaleStatusCommand(property, 'active', false));
      return settleMail();
    };
    const heard = (mails: CapturedMail[]) => [
      to(mails, 'otra-vez-seguidor@example.com').length,
      to(mails, 'otra-vez-busqueda@example.de').length,
    ];

    expect(heard(await fallThrough())).toEqual([1, 1]);
    // Months later, at the same price, another buyer's reservation falls through: news again.
    expect(heard(await fallThrough())).toEqual([1, 1]);
    expect(
      (await alertsFor(property)).filter((alert) => [follower.userId, owner.userId].includes(alert.user_id)),
    ).toHaveLength(4);

    // The second fall-through's event read again records and sends nothing.
    const em = api.app.get(EntityManager).fork();
    await em.transactional(async (tx) => {
      const events = await api.app.get(EventStore).readStream<PropertyEvent>(tx, `property-${property}`);
      const backOnMarket = events.filter((stored) => stored.type === 'PropertyStatusChanged');
      await api.app.get(AlertMatcher).handle(tx, backOnMarket.slice(-1));
    });
    expect(heard(await settleMail())).toEqual([0, 0]);
    expect(
      (await alertsFor(property)).filter((alert) => [follower.userId, owner.userId].includes(alert.user_id)),
    ).toHaveLength(4);
  });

  it('does not alert a property that stopped matching after a revision', async () => {
    const diego = await client('diego@example.com');
    await saveSearch(diego.auth, { type: ['villa'] }, 'instant');
    const property = await list({}, 'draft');
    const em = api.app.get(EntityManager).fork();
    const [row] = await em.execute<{ details: PropertyDetails; version: number }[]>(
      'select details, version from catalogue_properties where id = ?',
      [property],
    );
    await commands.execute(
      new RevisePropertyCommand(property, { ...row.details, type: 'apartment' }, row.version),
    );
    await commands.execute(new ChangePropertyStatusCommand(property, 'active'));
    expect(to(await settleMail(), 'diego@example.com')).toEqual([]);
    expect((await alertsFor(property)).filter((alert) => alert.user_id === diego.userId)).toEqual([]);
  });

  it('gathers a daily digest per client, checks each alert again, and sends nothing when nothing is new', async () => {
    const elena = await client('elena@example.com', 'en');
    await saveSearch(elena.auth, { location: ['santander'] }, 'daily', 'Santander');
    await saveSearch(elena.auth, { type: ['villa'], bedroomsMin: 4 }, 'daily', 'Large villas');
    const first = await list();
    const second = await list({ location: 'laredo' });
    const third = await list();
    await match();
    await reprice(third, 1_100_000);
    // The third one leaves the market before the digest: it is left out.
    const fourth = await list();
    await match();
    await commands.execute(new ChangePropertyStatusCommand(fourth, 'withdrawn'));
    expect(to(await settleMail(), 'elena@example.com')).toEqual([]);

    const run = async (cutoff: Date) => {
      await api.app
        .get(RunAlertDigestJobHandler)
        .handle({ id: 'by-hand', timestamp: cutoff.getTime(), data: { frequency: 'daily' } } as Job);
      return to(await settleMail(), 'elena@example.com');
    };
    const [digest, ...more] = await run(new Date(Date.now() + 1000));
    expect(more).toEqual([]);
    expect(digest.subject).toBe("Today's news for your searches");
    expect(digest.text).toContain('Your search “Santander”');
    expect(digest.text).toContain('Your search “Large villas”');
    for (const id of [first, second, third]) expect(digest.text).toContain(`${PUBLIC_URL}/en/property/${id}`);
    expect(digest.text).not.toContain(`/property/${fourth}`);
    expect(digest.text).toContain('1.100.000\u00a0€');
    expect(digest.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    // The next run finds nothing new for her.
    expect(await run(new Date(Date.now() + 2000))).toEqual([]);
  });

  it('schedules the digests at 08:00 Madrid time, on the days the clocks change too', async () => {
    const daily = DIGEST_SCHEDULES.find((s) => s.schedulerId === 'alert-digest-daily')!;
    const queue = new Queue('digest-schedule-test', {
      connection: redisOptions(api.config.redisUrl, 'producer'),
      prefix: api.config.redisPrefix,
    });
    try {
      const next = async (startDate: string) => {
        await queue.upsertJobScheduler(
          'daily',
          { pattern: daily.pattern, tz: daily.timeZone, startDate },
          { name: daily.jobName, data: daily.data },
        );
        const scheduler = await queue.getJobScheduler('daily');
        return new Date(Number(scheduler!.next)).toISOString();
      };
      // Summer time starts on Sunday 28 March 2027: 08:00 is 06:00 UTC that day; it ends on 31 October.
      expect(await next('2027-03-27T12:00:00.000Z')).toBe('2027-03-28T06:00:00.000Z');
      expect(await next('2027-10-30T12:00:00.000Z')).toBe('2027-10-31T07:00:00.000Z');
      const run = scheduledTime({ id: 'repeat:alert-digest-daily:1806213600000', timestamp: 0 });
      expect(run.toISOString()).toBe('2027-03-28T06:00:00.000Z');
      expect(digestJobId('daily', run, 'u1')).toBe('alert-digest-daily-2027-03-28-u1');
    } finally {
      await queue.obliterate({ force: true });
      await queue.close();
    }
  });

  describe('one-click unsubscribe', () => {
    async function alertWithLink() {
      const person = await client(`baja-${++sequence}@example.com`, 'ru');
      const searchId = await saveSearch(person.auth, { location: ['santander'] }, 'instant', 'Сантандер');
      await list();
      const [mail] = to(await settleMail(), person.userId ? `baja-${sequence - 1}@example.com` : '');
      const token = decodeURIComponent(/token=([^>\s]+)>/.exec(mail.headers['list-unsubscribe'])![1]);
      return { person, searchId, token, mail };
    }

    it('unsubscribes with the e-mail link alone, again harmlessly, and undoes it', async () => {
      const { person, token, mail } = await alertWithLink();
      expect(mail.text).toContain(`${PUBLIC_URL}/ru/unsubscribe?token=`);
      const state = await api
        .http()
        .get(`/api/alerts/unsubscribe?token=${encodeURIComponent(token)}`)
        .expect(200);
      expect(state.body).toEqual({
        kind: 'search',
        searchName: 'Сантандер',
        frequency: null,
        subscribed: true,
      });
      // What a mail program sends (RFC 8058).
      const oneClick = await api
        .http()
        .post(`/api/alerts/unsubscribe?token=${encodeURIComponent(token)}`)
        .type('form')
        .send('List-Unsubscribe=One-Click')
        .expect(200);
      expect(oneClick.body.subscribed).toBe(false);
      await api
        .http()
        .post(`/api/alerts/unsubscribe?token=${encodeURIComponent(token)}`)
        .expect(200);
      const searches = await api.http().get('/api/me/saved-searches').set(person.auth).expect(200);
      expect(searches.body.items[0].frequency).toBe('none');
      const undone = await api
        .http()
        .post(`/api/alerts/resubscribe?token=${encodeURIComponent(token)}`)
        .expect(200);
      expect(undone.body.subscribed).toBe(true);
      const restored = await api.http().get('/api/me/saved-searches').set(person.auth).expect(200);
      expect(restored.body.items[0].frequency).toBe('instant');
    });

    it('refuses a tampered link and an expired one', async () => {
      const { token } = await alertWithLink();
      const [body, signature] = token.split('.');
      const forged = `${Buffer.from(JSON.stringify({ u: 'someone-else', x: 4_000_000_000 })).toString('base64url')}.${signature}`;
      for (const bad of [forged, `${body}.${signature.slice(0, -2)}AA`, 'nonsense']) {
        const response = await api.http().post(`/api/alerts/unsubscribe?token=${encodeURIComponent(bad)}`);
        expect([response.status, response.body.error.code]).toEqual([422, 'invalid_unsubscribe_token']);
      }
      const clock = controlClock(api);
      clock.advance(91 * 24 * 3600);
      const expired = await api.http().post(`/api/alerts/unsubscribe?token=${encodeURIComponent(token)}`);
      expect([expired.status, expired.body.error.code]).toEqual([410, 'unsubscribe_link_expired']);
      jest.restoreAllMocks();
    });
  });

  it('sends nothing to a disabled account or to an address not verified yet', async () => {
    const disabled = await client('desactivada@example.com');
    await saveSearch(disabled.auth, {}, 'instant');
    const unverified = await register(api, 'sin-verificar@example.com');
    await saveSearch(bearer(unverified), {}, 'instant');
    const owner = await client('propietaria@example.com');
    await commands.execute(new DisableUserCommand(disabled.userId, owner.userId));
    const property = await list();
    const mails = await settleMail();
    expect((await alertsFor(property)).map((a) => a.user_id)).toEqual(
      expect.arrayContaining([disabled.userId, unverified.userId]),
    );
    expect(to(mails, 'desactivada@example.com')).toEqual([]);
    // The unverified address gets its welcome (with the link to verify it) and no alert.
    expect(to(mails, 'sin-verificar@example.com').map((mail) => mail.subject)).toEqual([
      'Le damos la bienvenida a Costa Cantabria Luxury',
    ]);
  });
});
