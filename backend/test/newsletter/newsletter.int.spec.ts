import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Job } from 'bullmq';
import { ListPropertyCommand } from '../../src/modules/catalogue/commands/list-property/list-property.command';
import { RevisePropertyCommand } from '../../src/modules/catalogue/commands/revise-property/revise-property.command';
import type { PropertyDetails } from '../../src/modules/catalogue/domain/property';
import { SAMPLE_PROPERTIES } from '../../src/modules/catalogue/seed/sample-properties';
import { ExportAccountDataQuery } from '../../src/modules/identity';
import { comingMonth, sendingTime } from '../../src/modules/newsletter/domain/letter-month';
import { MONTHLY_NEWSLETTER_SCHEDULE } from '../../src/modules/newsletter/jobs/monthly-run';
import { RunNewsletterJobHandler } from '../../src/modules/newsletter/jobs/run-newsletter.job-handler';
import { NewsletterMailJobHandler } from '../../src/modules/newsletter/mail/newsletter-mail.job-handler';
import { newsletterJobId, type NewsletterMailJob } from '../../src/modules/newsletter/mail/newsletter-mails';
import { EventStore } from '../../src/platform/event-store/event-store';
import { JobQueues } from '../../src/platform/jobs/job-queues';
import { MAIL_QUEUE } from '../../src/platform/mail/mail-message';
import { ProjectionRebuilder } from '../../src/platform/projections/projection-rebuilder';
import { bearer, CSRF, register, verifiedClient } from '../support/accounts';
import { FakeTranslationService } from '../support/fake-translation-service';
import { LogCapture } from '../support/log-capture';
import { workUntilSettled } from '../support/queues';
import { SmtpCapture } from '../support/smtp-capture';
import { signInStaff, type Staff } from '../support/staff';
import { startTestApi, type TestApi } from '../support/test-api';

const PUBLIC_URL = 'https://costa.example';
const base = SAMPLE_PROPERTIES[0].details;
const UNSUBSCRIBE = /https:\/\/costa\.example\/api\/newsletter\/unsubscribe\?token=([\w.%-]+)/;

/**
 * The monthly letter end to end: consent recorded from registration, Settings and the letter's link; the
 * news desk; the first Monday's run, each client's selection, exactly one letter per client and month.
 */
describe('the monthly newsletter', () => {
  let api: TestApi;
  let smtp: SmtpCapture;
  let fake: FakeTranslationService;
  let staff: Staff;
  let commands: CommandBus;
  const logs = new LogCapture();
  const month = comingMonth(new Date());
  const runJob = {
    id: `repeat:${MONTHLY_NEWSLETTER_SCHEDULE.schedulerId}:${sendingTime(month).getTime()}`,
    timestamp: Date.now(),
  };
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    smtp = await SmtpCapture.start();
    fake = await FakeTranslationService.start();
    api = await startTestApi({
      seed: true,
      logs,
      env: {
        SMTP_PORT: String(smtp.port),
        PUBLIC_URL,
        TRANSLATION_PROVIDER: 'mymemory',
        MYMEMORY_URL: fake.url,
        TRANSLATION_TIMEOUT_MS: '1500',
      },
    });
    commands = api.app.get(CommandBus);
    staff = await signInStaff(api);
  });
  afterAll(async () => {
    await api.close();
    await smtp.stop();
    await fake.stop();
  });

  const client = (email: string, language: string, newsletter: boolean) =>
    verifiedClient(api, email, { language, newsletter });

  async function listing(id: string, saleEur: number, overrides: Partial<PropertyDetails> = {}) {
    const details: PropertyDetails = {
      ...structuredClone(base),
      reference: `CC-NL-${id}`,
      type: 'villa',
      location: 'santander',
      title: { es: `Villa ${id}`, en: `Villa ${id}`, de: `Villa ${id}` },
      price: { ...base.price, saleEur },
      ...overrides,
    };
    await commands.execute(new ListPropertyCommand(id, details, null, 'active'));
  }

  const mailsTo = (email: string) => smtp.mails.filter((mail) => mail.to.includes(email));
  const consentEvents = async (userId: string) =>
    (
      await api.app
        .get(EntityManager)
        .fork()
        .execute<{ type: string; data: { source: string } }[]>(
          `select type, data from events where stream_id = ? and type like 'NewsletterConsent%'
           order by global_position`,
          [`user-${userId}`],
        )
    ).map((event) => `${event.type}:${event.data.source}`);

  it('records consent from the registration checkbox and from Settings, with the source, in the data export', async () => {
    const session = await register(api, 'lucia@example.com', { newsletter: true });
    ids.lucia = session.userId;
    expect(await consentEvents(session.userId)).toEqual(['NewsletterConsentGiven:registration']);
    await api
      .http()
      .patch('/api/account/profile')
      .set(bearer(session))
      .set(CSRF)
      .send({ newsletter: false })
      .expect((response) => expect(response.status).toBeLessThan(300));
    // Sending the same choice again records nothing.
    await api.http().patch('/api/account/profile').set(bearer(session)).set(CSRF).send({ newsletter: false });
    expect(await consentEvents(session.userId)).toEqual([
      'NewsletterConsentGiven:registration',
      'NewsletterConsentWithdrawn:settings',
    ]);
    const profile = await api.http().get('/api/account/profile').set(bearer(session)).expect(200);
    expect(profile.body.newsletter).toBe(false);
    const exported = await api.app.get(QueryBus).execute(new ExportAccountDataQuery(session.userId));
    expect(exported.consents).toMatchObject({
      newsletter: false,
      newsletterHistory: [
        { action: 'given', source: 'registration' },
        { action: 'withdrawn', source: 'settings' },
      ],
    });
    // Consent events carry ids only: no address, no name.
    const [row] = await api.app
      .get(EntityManager)
      .fork()
      .execute<{ data: string }[]>(
        `select data::text as data from events where type = 'NewsletterConsentGiven' and stream_id = ?`,
        [`user-${session.userId}`],
      );
    expect(row.data).not.toContain('lucia@example.com');
  });

  it('lets staff write the month’s news, translate it by machine, review every language and publish it', async () => {
    const created = await api
      .http()
      .post('/api/admin/newsletter/news')
      .set(staff.headers.admin)
      .send({ month, title: 'Nueva oficina en Comillas', body: 'Le esperamos en la plaza del Corro.' })
      .expect(201);
    const newsId = created.body.id as string;
    const refused = await api
      .http()
      .post(`/api/admin/newsletter/news/${newsId}/publish`)
      .set(staff.headers.admin)
      .set('Accept-Language', 'en')
      .expect(409);
    expect(refused.body.error).toMatchObject({ code: 'news_translations_not_reviewed' });
    for (const language of ['en', 'de', 'ru', 'mk']) {
      const translated = await api
        .http()
        .post(`/api/admin/newsletter/news/${newsId}/translations/${language}/machine`)
        .set(staff.headers.owner)
        .expect(200);
      expect(translated.body.title[language]).toBe(`[${language}] Nueva oficina en Comillas`);
      await api
        .http()
        .post(`/api/admin/newsletter/news/${newsId}/translations/${language}/review`)
        .set(staff.headers.admin)
        .expect(200);
    }
    await api
      .http()
      .put(`/api/admin/newsletter/news/${newsId}/translations/de`)
      .set(staff.headers.admin)
      .send({ title: 'Neues Büro in Comillas', body: 'Wir erwarten Sie an der Plaza del Corro.' })
      .expect(200);
    await api
      .http()
      .post(`/api/admin/newsletter/news/${newsId}/translations/de/review`)
      .set(staff.headers.admin)
      .expect(200);
    const published = await api
      .http()
      .post(`/api/admin/newsletter/news/${newsId}/publish`)
      .set(staff.headers.admin)
      .expect(200);
    expect(published.body).toMatchObject({ published: true, month });
    expect(published.body.languages).toContainEqual({
      language: 'de',
      translated: true,
      provider: null,
      reviewed: true,
    });
    const list = await api.http().get('/api/admin/newsletter/news').set(staff.headers.owner).expect(200);
    expect(list.body).toMatchObject({ comingMonth: month, items: [{ id: newsId, published: true }] });
    // Another month's draft stays out of this letter.
    await api
      .http()
      .post('/api/admin/newsletter/news')
      .set(staff.headers.admin)
      .send({ month: '2030-01', title: 'Borrador', body: 'Aún no.' })
      .expect(201);
  });

  it('refuses bad input with a 4xx in the shared shape', async () => {
    const bad = await api
      .http()
      .post('/api/admin/newsletter/news')
      .set(staff.headers.admin)
      .send({ month: '2026-13', title: '', body: 'x'.repeat(5000) })
      .expect(400);
    expect(bad.body.error.code).toBe('validation_failed');
    await api
      .http()
      .post('/api/admin/newsletter/news/not-a-uuid/publish')
      .set(staff.headers.admin)
      .expect(404);
    await api
      .http()
      .post(`/api/admin/newsletter/news/${crypto.randomUUID()}/translations/fr/review`)
      .set(staff.headers.admin)
      .expect(404);
  });

  it('previews the coming letter for staff as a chosen client would receive it, with the number of recipients', async () => {
    const preview = await api
      .http()
      .get(`/api/admin/newsletter/preview?language=de`)
      .set(staff.headers.admin)
      .expect(200);
    expect(preview.body).toMatchObject({ month, newsCount: 1, selection: 'featured' });
    expect(preview.body.recipients).toBeGreaterThanOrEqual(0);
    expect(preview.body.html).toMatch(/<h3[^>]*>Neues Büro in Comillas<\/h3>/);
    expect(preview.body.subject).toMatch(/^Costa Cantabria Luxury: Ihr Monatsbrief für/);
  });

  it('sends on the first Monday one letter per subscribed client, in their language, with their selection', async () => {
    // Listings of the month: a new one for Ana's search, an older one reduced this month.
    await listing('nl-nueva', 9_700_000);
    await listing('nl-rebajada', 9_800_000, { location: 'comillas' });
    const em = api.app.get(EntityManager).fork();
    await em.execute(
      `update catalogue_properties set listed_at = now() - interval '200 days' where id = 'nl-rebajada'`,
    );
    const [row] = await em.execute<{ details: PropertyDetails; version: number }[]>(
      `select details, version from catalogue_properties where id = 'nl-rebajada'`,
    );
    await commands.execute(
      new RevisePropertyCommand(
        'nl-rebajada',
        { ...row.details, price: { ...row.details.price, saleEur: 9_310_000 } },
        row.version,
      ),
    );

    const ana = await client('ana@example.com', 'es', true);
    ids.ana = ana.userId;
    await api
      .http()
      .post('/api/me/saved-searches')
      .set(ana.auth)
      .send({ name: 'Lo mejor', filters: { priceMin: 9_000_000 }, frequency: 'none' })
      .expect(201);
    const klaus = await client('klaus@example.de', 'de', true);
    ids.klaus = klaus.userId;
    await api
      .http()
      .put('/api/me/favorites/nl-nueva')
      .set(klaus.auth)
      .expect((r) => expect(r.status).toBeLessThan(300));
    const anna = await client('anna@example.com', 'en', true);
    ids.anna = anna.userId;
    const pablo = await client('pablo@example.com', 'es', false);
    ids.pablo = pablo.userId;
    const withdrawn = await client('withdrawn@example.com', 'es', true);
    ids.withdrawn = withdrawn.userId;
    await api.http().patch('/api/account/profile').set(withdrawn.auth).set(CSRF).send({ newsletter: false });

    // A Monday that is not the first one sends nothing.
    const secondMonday = new Date(sendingTime(month).getTime() + 7 * 86_400_000);
    await api.app
      .get(RunNewsletterJobHandler)
      .handle({ id: `repeat:newsletter-monthly:${secondMonday.getTime()}`, timestamp: Date.now() });
    expect(
      await api.app
        .get(JobQueues)
        .get(MAIL_QUEUE)
        .getJob(newsletterJobId({ userId: ana.userId, month })),
    ).toBeUndefined();

    // Two workers run the same first Monday at once, and it runs once more later.
    const run = api.app.get(RunNewsletterJobHandler);
    await Promise.all([run.handle(runJob), run.handle(runJob)]);
    await workUntilSettled(api.app, [MAIL_QUEUE]);
    await run.handle(runJob);
    await workUntilSettled(api.app, [MAIL_QUEUE]);

    const letters = smtp.mails.filter((mail) => mail.headers['list-unsubscribe-post']);
    expect(letters.map((mail) => mail.to).sort()).toEqual(
      ['ana@example.com', 'anna@example.com', 'klaus@example.de'].sort(),
    );

    const [anaLetter] = mailsTo('ana@example.com');
    expect(anaLetter.subject).toMatch(/^Costa Cantabria Luxury: su carta mensual de/);
    expect(anaLetter.text).toContain('Nueva oficina en Comillas');
    expect(anaLetter.text).toContain('Seleccionadas para usted');
    expect(anaLetter.text).toContain(`${PUBLIC_URL}/property/nl-nueva`);
    expect(anaLetter.text).toContain(`${PUBLIC_URL}/property/nl-rebajada`);
    expect(anaLetter.text).toContain('Rebajada un 5 %');
    // The same card as the alerts': its brochure in the reader's language, bedrooms counted.
    expect(anaLetter.text).toContain(`${PUBLIC_URL}/api/properties/nl-nueva/brochure.pdf?lang=es`);
    expect(anaLetter.text).toContain('Folleto de la propiedad (PDF)');
    expect(anaLetter.text).toMatch(/· \d+ dormitorios? · /);
    expect(anaLetter.text).not.toContain('2030');
    expect(anaLetter.headers['list-unsubscribe']).toMatch(
      new RegExp(
        `^<${PUBLIC_URL}/api/newsletter/unsubscribe\\?token=[\\w.%-]+>,\\s+<mailto:[^>]+\\?subject=unsubscribe>$`,
      ),
    );
    expect(anaLetter.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');

    const [klausLetter] = mailsTo('klaus@example.de');
    expect(klausLetter.subject).toMatch(/^Costa Cantabria Luxury: Ihr Monatsbrief für/);
    expect(klausLetter.text).toContain('Neues Büro in Comillas');
    expect(klausLetter.text).toContain('Für Sie ausgewählt');
    expect(klausLetter.text).toContain(`${PUBLIC_URL}/de/property/nl-nueva`);

    // Staff preview Ana's own letter by her address: her selection, in the language asked for.
    const preview = await api
      .http()
      .get(`/api/admin/newsletter/preview?month=${month}&language=en&email=ana@example.com`)
      .set(staff.headers.admin)
      .expect(200);
    expect(preview.body).toMatchObject({ selection: 'matched', newsCount: 1 });
    expect(preview.body.html).toContain(`${PUBLIC_URL}/en/property/nl-rebajada`);
    await api
      .http()
      .get('/api/admin/newsletter/preview?email=nobody@example.com')
      .set(staff.headers.admin)
      .expect(404);

    const [annaLetter] = mailsTo('anna@example.com');
    expect(annaLetter.text).toContain('Our selection of the month');
    expect(annaLetter.text).toContain('[en] Nueva oficina en Comillas');
  });

  it('never sends a letter twice: a redelivered job, two at once, or a client who withdrew meanwhile', async () => {
    const handler = api.app.get(NewsletterMailJobHandler);
    const job = (userId: string) => {
      const data: NewsletterMailJob = { userId, month };
      return { id: newsletterJobId(data), data } as Job<NewsletterMailJob>;
    };
    await Promise.all([handler.handle(job(ids.ana)), handler.handle(job(ids.ana))]);
    // One letter a month: Ana's this month's letter (and next month's, queued by the previous run) once each.
    const anaSubjects = mailsTo('ana@example.com').map((mail) => mail.subject);
    expect(new Set(anaSubjects).size).toBe(anaSubjects.length);
    // Withdrawn before their letter went out: it is skipped when it runs.
    await handler.handle(job(ids.withdrawn));
    await handler.handle(job(ids.pablo));
    expect(mailsTo('withdrawn@example.com')).toHaveLength(0);
    expect(mailsTo('pablo@example.com')).toHaveLength(0);
  });

  it('unsubscribes with one POST from the mail program, without signing in, and records the source', async () => {
    const [letter] = mailsTo('klaus@example.de');
    const token = decodeURIComponent(UNSUBSCRIBE.exec(letter.headers['list-unsubscribe'] as string)![1]);
    const path = `/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`;
    // A person opening the link lands on the page in their language.
    const opened = await api.http().get(path).expect(302);
    expect(opened.headers.location).toBe(
      `${PUBLIC_URL}/de/newsletter/unsubscribe?token=${encodeURIComponent(token)}`,
    );
    const state = await api
      .http()
      .get(`/api/newsletter/subscription?token=${encodeURIComponent(token)}`)
      .expect(200);
    expect(state.body).toEqual({ subscribed: true, language: 'de' });
    const oneClick = await api.http().post(path).type('form').send('List-Unsubscribe=One-Click').expect(200);
    expect(oneClick.body).toEqual({ subscribed: false, language: 'de' });
    await api.http().post(path).expect(200);
    expect(await consentEvents(ids.klaus)).toEqual([
      'NewsletterConsentGiven:registration',
      'NewsletterConsentWithdrawn:unsubscribe-link',
    ]);
    // The token is masked in the request log.
    expect(logs.text).not.toContain(token);

    const tampered = await api
      .http()
      .post(`/api/newsletter/unsubscribe?token=${encodeURIComponent(`${token}x`)}`)
      .set('Accept-Language', 'de')
      .expect(422);
    expect(tampered.body.error).toMatchObject({ code: 'newsletter_link_invalid' });
    await api.http().post('/api/newsletter/unsubscribe').expect(400);

    // The next run leaves Klaus out.
    const nextMonth = sendingTime(comingMonth(new Date(sendingTime(month).getTime() + 1000)));
    await api.app
      .get(RunNewsletterJobHandler)
      .handle({ id: `repeat:newsletter-monthly:${nextMonth.getTime()}`, timestamp: Date.now() });
    const queued = await api.app.get(JobQueues).get(MAIL_QUEUE).getJobs(['waiting', 'delayed']);
    const names = queued.map((queuedJob) => queuedJob.id);
    expect(names).not.toContainEqual(expect.stringContaining(ids.klaus));
    expect(names).toContainEqual(expect.stringContaining(ids.ana));
  });
  it('counts the consent clients gave before the consent events existed once the read models are rebuilt; a later withdrawal wins', async () => {
    // Accounts recorded before the consent events: the choice lived in the profile's newsletter flag.
    const registered = (userId: string, email: string, newsletter: boolean) => ({
      type: 'UserRegistered',
      data: {
        userId,
        email,
        firstName: 'Inés',
        lastName: 'Pardo',
        displayName: null,
        phone: null,
        language: 'en',
        newsletter,
        role: 'user',
        emailVerified: true,
        termsAcceptedAt: '2025-03-01T10:00:00.000Z',
        source: 'self',
        registeredAt: '2025-03-01T10:00:00.000Z',
      },
    });
    const settings = (userId: string, newsletter: boolean, updatedAt: string) => ({
      type: 'ProfileUpdated',
      data: { userId, changes: { newsletter }, updatedAt },
    });
    const ines = crypto.randomUUID();
    const teresa = crypto.randomUUID();
    const mateo = crypto.randomUUID();
    const legacy: Record<string, { type: string; data: object }[]> = {
      // Ticked the box at registration.
      [ines]: [registered(ines, 'ines@example.com', true)],
      // Ticked it, then unticked it in Settings.
      [teresa]: [
        registered(teresa, 'teresa@example.com', true),
        settings(teresa, false, '2025-05-01T10:00:00.000Z'),
      ],
      // Subscribed in Settings, then withdrew through today's consent event.
      [mateo]: [
        registered(mateo, 'mateo@example.com', false),
        settings(mateo, true, '2025-04-01T10:00:00.000Z'),
        {
          type: 'NewsletterConsentWithdrawn',
          data: { userId: mateo, source: 'settings', at: '2025-06-01T10:00:00.000Z' },
        },
      ],
    };
    const store = api.app.get(EventStore);
    for (const [userId, events] of Object.entries(legacy)) {
      await api.app
        .get(EntityManager)
        .fork()
        .transactional((tx) => store.append(tx, `user-${userId}`, events, 0));
    }
    const subscriberRows = async () =>
      api.app
        .get(EntityManager)
        .fork()
        .execute<{ user_id: string; subscribed: boolean; source: string }[]>(
          'select user_id, subscribed, source from newsletter_subscribers where user_id in (?, ?, ?, ?, ?)',
          [ines, teresa, mateo, ids.ana, ids.klaus],
        );
    const before = await subscriberRows();
    expect(before.map((row) => row.user_id)).not.toContain(ines);

    await api.app.get(ProjectionRebuilder).rebuild();

    const rows = Object.fromEntries((await subscriberRows()).map((row) => [row.user_id, row]));
    expect(rows[ines]).toMatchObject({ subscribed: true, source: 'registration' });
    expect(rows[teresa]).toMatchObject({ subscribed: false, source: 'settings' });
    expect(rows[mateo]).toMatchObject({ subscribed: false, source: 'settings' });
    // Today's subscribers are rebuilt as they were: registration and consent event count once.
    expect(rows[ids.ana]).toMatchObject({ subscribed: true, source: 'registration' });
    expect(rows[ids.klaus]).toMatchObject({ subscribed: false, source: 'unsubscribe-link' });
    const flags = await api.app
      .get(EntityManager)
      .fork()
      .execute<{ id: string; newsletter: boolean }[]>(
        'select id, newsletter from identity_users where id in (?, ?, ?)',
        [ines, teresa, mateo],
      );
    expect(Object.fromEntries(flags.map((row) => [row.id, row.newsletter]))).toEqual({
      [ines]: true,
      [teresa]: false,
      [mateo]: false,
    });

    // The month's run, repeated after the rebuild, sends Inés her letter and nobody a second one.
    await api.app.get(RunNewsletterJobHandler).handle(runJob);
    await workUntilSettled(api.app, [MAIL_QUEUE]);
    const [inesLetter, ...more] = mailsTo('ines@example.com');
    expect(more).toHaveLength(0);
    expect(inesLetter.subject).toMatch(/^Costa Cantabria Luxury: your monthly letter for/);
    expect(inesLetter.text).toContain('[en] Nueva oficina en Comillas');
    expect(mailsTo('teresa@example.com')).toHaveLength(0);
    expect(mailsTo('mateo@example.com')).toHaveLength(0);
    // One letter a month: Ana's this month's letter (and next month's, queued by the previous run) once each.
    const anaSubjects = mailsTo('ana@example.com').map((mail) => mail.subject);
    expect(new Set(anaSubjects).size).toBe(anaSubjects.length);

    // Her data export lists the consent she gave at registration, and a registration of today's lists its once.
    const exports = api.app.get(QueryBus);
    expect((await exports.execute(new ExportAccountDataQuery(ines))).consents).toEqual({
      newsletter: true,
      newsletterHistory: [{ action: 'given', source: 'registration', at: '2025-03-01T10:00:00.000Z' }],
    });
    expect((await exports.execute(new ExportAccountDataQuery(ids.ana))).consents.newsletterHistory).toEqual([
      expect.objectContaining({ action: 'given', source: 'registration' }),
    ]);
  });
});
