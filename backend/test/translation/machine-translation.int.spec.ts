import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Job } from 'bullmq';
import { ListPropertyCommand } from '../../src/modules/catalogue/commands/list-property/list-property.command';
import { ListServiceCommand } from '../../src/modules/catalogue/commands/list-service/list-service.command';
import { MarkTranslationReviewedCommand } from '../../src/modules/catalogue/commands/mark-translation-reviewed/mark-translation-reviewed.command';
import { ReviseServiceCommand } from '../../src/modules/catalogue/commands/revise-service/revise-service.command';
import type { ServiceDetails } from '../../src/modules/catalogue/domain/offering';
import { sourceHash } from '../../src/modules/catalogue/domain/translations';
import { seedCatalogue } from '../../src/modules/catalogue/seed/seed-catalogue';
import { ListServicesQuery } from '../../src/modules/catalogue/queries/list-services/list-services.query';
import type { ServiceDto } from '../../src/modules/catalogue/queries/list-services/service.dto';
import { TranslateTextJobHandler } from '../../src/modules/catalogue/translation/translate-text.job-handler';
import { TranslationWorkProcessor } from '../../src/modules/catalogue/translation/translation-work.processor';
import {
  TRANSLATION_QUEUE,
  type TranslateTextJob,
} from '../../src/modules/catalogue/translation/translation-work';
import { PruneTranslationCacheJobHandler } from '../../src/modules/translation/prune-translation-cache.job-handler';
import { JobQueues } from '../../src/platform/jobs/job-queues';
import { JobWorkers } from '../../src/platform/jobs/job-workers';
import { ProcessorRunner } from '../../src/platform/projections/processor-runner';
import { eventually } from '../support/eventually';
import { FakeTranslationService } from '../support/fake-translation-service';
import { propertyInput } from '../catalogue/property-fixtures';
import { signInStaff, type Staff } from '../support/staff';
import { startTestApi, type TestApi } from '../support/test-api';

const chef = (title = 'Chef privado'): ServiceDetails => ({
  title: { es: title, en: 'Private chef' },
  description: { es: 'Cenas de temporada en su casa.' },
  priceFromEur: 300,
  image: { url: '/media/catalogue/chef.svg', alt: { es: 'Chef emplatando' } },
  premium: true,
  highlights: [{ es: 'Menú a medida' }],
});

describe('machine translation of catalogue texts (processor, jobs, provider, events)', () => {
  let fake: FakeTranslationService;
  let api: TestApi;
  let staff: Staff;
  let commands: CommandBus;

  beforeAll(async () => {
    fake = await FakeTranslationService.start();
    api = await startTestApi({
      env: {
        TRANSLATION_PROVIDER: 'mymemory',
        MYMEMORY_URL: fake.url,
        // Long enough that a busy machine never times out a prompt answer (a retry would call the service
        // again and break the counts below); one test waits it out on purpose.
        TRANSLATION_TIMEOUT_MS: '1500',
        TRANSLATION_QUOTA_DELAY_MS: '100',
        JOB_ATTEMPTS: '3',
        JOB_BACKOFF_MS: '50',
      },
    });
    commands = api.app.get(CommandBus);
    staff = await signInStaff(api);
  });
  afterEach(async () => {
    await api.app.get(JobWorkers).stop();
    fake.reset();
  });
  afterAll(async () => {
    await api.close();
    await fake.stop();
  });

  const queue = () => api.app.get(JobQueues).get(TRANSLATION_QUEUE);
  const react = () => api.app.get(ProcessorRunner).drain(api.app.get(TranslationWorkProcessor));
  const jobsOf = async (id: string) =>
    (await queue().getJobs(['waiting', 'delayed', 'active', 'completed', 'failed'])).filter(
      (job) => (job.data as TranslateTextJob).id === id,
    ) as Job<TranslateTextJob>[];
  const service = async (id: string): Promise<ServiceDto> =>
    (await api.app.get(QueryBus).execute(new ListServicesQuery())).items.find((item) => item.id === id)!;
  const eventsOf = async (streamId: string, type: string) =>
    api.app
      .get(EntityManager)
      .fork()
      .execute<{ data: { path: string; language: string; text: string } }[]>(
        'select data from events where stream_id = ? and type = ? order by global_position',
        [streamId, type],
      );
  const startWorkers = () => api.app.get(JobWorkers).start();

  it('enqueues one job per text and missing language, with ids from the event, the text and the language', async () => {
    const { events } = await commands.execute(new ListServiceCommand('chef-privado', chef()));
    await react();
    const jobs = await jobsOf('chef-privado');
    // 4 texts × 4 languages, less the English title written by hand.
    expect(jobs).toHaveLength(15);
    expect(jobs.map((job) => job.id)).toContain(`translate-${events[0].eventId}-title-de`);
    expect(jobs.map((job) => job.id)).toContain(`translate-${events[0].eventId}-highlights.0-mk`);
    expect(jobs.map((job) => job.id)).not.toContain(`translate-${events[0].eventId}-title-en`);
    expect(jobs.find((job) => job.id === `translate-${events[0].eventId}-image.alt-ru`)?.data).toEqual({
      kind: 'service',
      id: 'chef-privado',
      path: 'image.alt',
      language: 'ru',
      sourceHash: sourceHash('Chef emplatando'),
    });
    // Read again after a crash: the same ids, nothing new.
    await api.app
      .get(EntityManager)
      .fork()
      .execute(`delete from processor_checkpoints where name = 'translation-work'`);
    await react();
    expect(await jobsOf('chef-privado')).toHaveLength(15);
  });

  it('translates them in the worker and records each as an event the read model shows', async () => {
    await startWorkers();
    await eventually(
      '15 translations',
      async () => (await eventsOf('service-chef-privado', 'ServiceTextTranslated')).length === 15,
    );
    const translated = await service('chef-privado');
    expect(translated.title).toEqual({
      es: 'Chef privado',
      en: 'Private chef',
      de: '[de] Chef privado',
      ru: '[ru] Chef privado',
      mk: '[mk] Chef privado',
    });
    expect(translated.highlights[0].mk).toBe('[mk] Menú a medida');
    expect(translated.translationStatus.title).toEqual({
      en: 'hand',
      de: 'machine',
      ru: 'machine',
      mk: 'machine',
    });
    expect(translated.machineTranslated).toEqual(['en', 'de', 'ru', 'mk']);
    expect(fake.requests).toHaveLength(15);
    const cached = await api.app
      .get(EntityManager)
      .fork()
      .execute<{ count: string }[]>(
        `select count(*)::text as count from translation_cache where provider = 'mymemory'`,
      );
    expect(Number(cached[0].count)).toBe(15);
  });

  it('after a new Spanish text re-translates only the machine and missing languages; reviewed and hand texts stay', async () => {
    const current = await service('chef-privado');
    await commands.execute(
      new MarkTranslationReviewedCommand('service', 'chef-privado', 'title', 'de', current.version),
    );
    const reviewed = await service('chef-privado');
    const { events } = await commands.execute(
      new ReviseServiceCommand(
        'chef-privado',
        {
          ...chef('Chef privado a domicilio'),
          title: { ...reviewed.title, es: 'Chef privado a domicilio' },
          description: reviewed.description,
          image: reviewed.image,
          highlights: reviewed.highlights,
        },
        reviewed.version,
      ),
    );
    const revisedStatus = (await service('chef-privado')).translationStatus.title;
    expect(revisedStatus).toEqual({ en: 'outdated', de: 'outdated', ru: 'pending', mk: 'pending' });
    await react();
    const newJobs = (await jobsOf('chef-privado')).filter((job) => job.id!.includes(events[0].eventId));
    expect(newJobs.map((job) => job.id).sort()).toEqual([
      `translate-${events[0].eventId}-title-mk`,
      `translate-${events[0].eventId}-title-ru`,
    ]);
    await startWorkers();
    await eventually(
      'the new Russian title',
      async () => (await service('chef-privado')).title.ru === '[ru] Chef privado a domicilio',
    );
    await eventually(
      'the new Macedonian title',
      async () => (await service('chef-privado')).title.mk === '[mk] Chef privado a domicilio',
    );
    const after = await service('chef-privado');
    expect(after.title.de).toBe('[de] Chef privado');
    expect(after.title.en).toBe('Private chef');
    expect(after.translationStatus.title).toEqual({
      en: 'outdated',
      de: 'outdated',
      ru: 'machine',
      mk: 'machine',
    });
    expect(fake.requests.map((request) => request.query.get('q'))).toEqual([
      'Chef privado a domicilio',
      'Chef privado a domicilio',
    ]);
  });

  it('takes the same sentence from the cache, without calling the service', async () => {
    await commands.execute(
      new ListServiceCommand('chef-privado-bis', { ...chef(), title: { es: 'Chef privado' } }),
    );
    await react();
    await startWorkers();
    await eventually(
      '16 translations',
      async () => (await eventsOf('service-chef-privado-bis', 'ServiceTextTranslated')).length === 16,
    );
    // Only the English title is new (the first service's was written by hand).
    expect(fake.requests.map((request) => [request.query.get('q'), request.query.get('langpair')])).toEqual([
      ['Chef privado', 'es|en'],
    ]);
    expect((await service('chef-privado-bis')).title.en).toBe('[en] Chef privado');
    expect((await service('chef-privado-bis')).description.de).toBe('[de] Cenas de temporada en su casa.');
  });

  it('records one event when a job is delivered again, and never overwrites a text written by hand', async () => {
    const handler = api.app.get(TranslateTextJobHandler);
    const job = (data: TranslateTextJob) => ({ id: 'again', data }) as Job<TranslateTextJob>;
    const hash = sourceHash('Chef privado');
    await handler.handle(
      job({ kind: 'service', id: 'chef-privado-bis', path: 'title', language: 'de', sourceHash: hash }),
    );
    await handler.handle(
      job({ kind: 'service', id: 'chef-privado', path: 'title', language: 'en', sourceHash: hash }),
    );
    expect(await eventsOf('service-chef-privado-bis', 'ServiceTextTranslated')).toHaveLength(16);
    expect((await service('chef-privado')).title.en).toBe('Private chef');
    expect(fake.requests).toHaveLength(0);
  });

  it('splits a text longer than 500 bytes on sentences and rejoins the translation', async () => {
    const sentences = Array.from(
      { length: 12 },
      (_, n) => `La terraza número ${n + 1} mira a la bahía de Santander y al faro de Cabo Mayor.`,
    );
    const description = sentences.join(' ');
    const details = {
      ...propertyInput({ reference: 'CC-TR-001' }),
    };
    const onlySpanish = JSON.parse(
      JSON.stringify(details, (key, value: unknown) =>
        ['en', 'de', 'ru', 'mk'].includes(key) ? undefined : value,
      ),
    ) as typeof details;
    onlySpanish.fullDescription = { es: description };
    await commands.execute(
      new ListPropertyCommand('terrazas-santander', onlySpanish, new Date().toISOString()),
    );
    await react();
    const job = (await jobsOf('terrazas-santander')).find(
      (item) => item.data.path === 'fullDescription' && item.data.language === 'en',
    )!;
    await api.app.get(TranslateTextJobHandler).handle(job);
    const requests = fake.requests.filter((request) => request.query.get('langpair') === 'es|en');
    expect(requests.length).toBeGreaterThan(1);
    for (const request of requests)
      expect(Buffer.byteLength(request.query.get('q')!, 'utf8')).toBeLessThanOrEqual(500);
    const response = await api
      .http()
      .get('/api/admin/properties/terrazas-santander')
      .set(staff.headers.owner)
      .expect(200);
    const body = response.body as {
      fullDescription: { en: string };
      translationStatus: Record<string, Record<string, string>>;
    };
    expect(body.fullDescription.en).toBe(
      requests.map((request) => `[en] ${request.query.get('q')}`).join(' '),
    );
    expect(body.translationStatus.fullDescription.en).toBe('machine');
    await queue().obliterate({ force: true });
  });

  it('delays a job the service answers with 429, then translates it without using up an attempt', async () => {
    await commands.execute(
      new ListServiceCommand('spa-bienestar', {
        ...chef('Spa y bienestar'),
        title: { es: 'Spa y bienestar' },
        description: { es: 'Masajes.' },
        image: { url: '/media/catalogue/spa.svg', alt: { es: 'Spa' } },
        highlights: [],
      }),
    );
    fake.willAnswer('too-many-requests');
    await react();
    await startWorkers();
    await eventually(
      'every translation of the spa',
      async () => (await eventsOf('service-spa-bienestar', 'ServiceTextTranslated')).length === 12,
    );
    // Every job completed (and left Redis at once); none failed. That a quota answer uses up no attempt
    // shows in the next test, where it comes more often than the attempts allow.
    await eventually('the queue to empty', async () => (await jobsOf('spa-bienestar')).length === 0);
  });

  it('keeps a job waiting while the quota is used up, beyond the attempts, never failing it', async () => {
    await commands.execute(
      new ListServiceCommand('yate', {
        ...chef('Yate'),
        title: { es: 'Yate', en: 'Yacht', de: 'Yacht', ru: 'Яхта' },
        description: { es: 'Travesía.', en: 'Crossing.', de: 'Überfahrt.', ru: 'Переход.', mk: 'Премин.' },
        image: {
          url: '/media/catalogue/yate.svg',
          alt: { es: 'Yate', en: 'Yacht', de: 'Yacht', ru: 'Яхта', mk: 'Јахта' },
        },
        highlights: [],
      }),
    );
    fake.willAnswer('quota', 'quota', 'quota', 'quota');
    await react();
    const [job] = await jobsOf('yate');
    await startWorkers();
    await eventually(
      'four quota answers',
      async () => fake.requests.length >= 4 && (await job.getState()) === 'delayed',
    );
    expect(await job.getState()).toBe('delayed');
    const waiting = await eventually('the fourth quota delay', async () => {
      const current = await queue().getJob(job.id!);
      return current?.data.quotaDelays === 4 && (await current.getState()) === 'delayed' ? current : null;
    });
    // No attempt failed: each quota answer moved it back to delayed.
    expect(waiting.stacktrace).toEqual([]);
    await eventually(
      'the translation after the quota',
      async () => (await service('yate')).title.mk === '[mk] Yate',
    );
    // Completed, it leaves Redis at once.
    await eventually('the job to leave Redis', async () => (await queue().getJob(job.id!)) === undefined);
  });

  it('fails a job after its attempts when the service answers nonsense or does not answer, and records nothing', async () => {
    await commands.execute(
      new ListServiceCommand('golf', {
        ...chef('Golf'),
        title: { es: 'Golf', en: 'Golf', de: 'Golf', ru: 'Гольф' },
        description: { es: 'Campo.', en: 'Course.', de: 'Platz.', ru: 'Поле.', mk: 'Терен.' },
        image: {
          url: '/media/catalogue/golf.svg',
          alt: { es: 'Golf', en: 'Golf', de: 'Golf', ru: 'Гольф', mk: 'Голф' },
        },
        highlights: [],
      }),
    );
    fake.willAnswer('malformed', 'hang', 'malformed');
    await react();
    const [job] = await jobsOf('golf');
    await startWorkers();
    // The state first, then the job: read the other way round, the job could be the one of the last
    // attempt still running (two attempts made) that failed between the two reads.
    await eventually('the failed job', async () => (await queue().getJobState(job.id!)) === 'failed');
    const failed = (await queue().getJob(job.id!))!;
    expect(failed.attemptsMade).toBe(3);
    expect(failed.failedReason).toBe('MyMemory answered an unexpected body (status 200)');
    expect(fake.requests).toHaveLength(3);
    expect(await eventsOf('service-golf', 'ServiceTextTranslated')).toHaveLength(0);
    expect((await service('golf')).translationStatus.title.mk).toBe('pending');
  });

  it('lets owners and admins mark a translation reviewed, at the version they loaded; others may not', async () => {
    const current = await service('golf');
    const body = { path: 'title', language: 'de', expectedVersion: current.version };
    await api
      .http()
      .post('/api/admin/services/golf/translations/reviewed')
      .set(staff.headers.user)
      .send(body)
      .expect(403);
    await api.http().post('/api/admin/services/golf/translations/reviewed').send(body).expect(401);
    const missing = await api
      .http()
      .post('/api/admin/services/golf/translations/reviewed')
      .set(staff.headers.admin)
      .send({ ...body, language: 'mk' })
      .expect(422);
    expect((missing.body as { error: { code: string } }).error.code).toBe('translation_missing');
    await api
      .http()
      .post('/api/admin/services/golf/translations/reviewed')
      .set(staff.headers.admin)
      .send({ ...body, language: 'xx' })
      .expect(400);
    const done = await api
      .http()
      .post('/api/admin/services/golf/translations/reviewed')
      .set(staff.headers.owner)
      .send(body)
      .expect(200);
    expect(done.body).toEqual({ id: 'golf', version: current.version + 1 });
    await api
      .http()
      .post('/api/admin/services/golf/translations/reviewed')
      .set(staff.headers.owner)
      .send(body)
      .expect(409);
    expect((await service('golf')).translationStatus.title.de).toBe('reviewed');
  });

  it('seeds the samples with their translations written by hand, but for one machine translation to show', async () => {
    await seedCatalogue(commands);
    const before = (await queue().getJobs(['waiting', 'delayed', 'active', 'completed', 'failed'])).length;
    await react();
    expect((await queue().getJobs(['waiting', 'delayed', 'active', 'completed', 'failed'])).length).toBe(
      before,
    );
    const duplex = await api.http().get('/api/properties/duplex-acantilado-suances').expect(200);
    expect((duplex.body as { machineTranslated: string[] }).machineTranslated).toEqual(['en']);
    const villa = await api.http().get('/api/properties/villa-sardinero-santander').expect(200);
    expect((villa.body as { machineTranslated: string[] }).machineTranslated).toEqual([]);
    const admin = await api
      .http()
      .get('/api/admin/properties/duplex-acantilado-suances')
      .set(staff.headers.admin)
      .expect(200);
    const statuses = (admin.body as { translationStatus: Record<string, Record<string, string>> })
      .translationStatus;
    expect(statuses.subtitle).toEqual({ en: 'machine', de: 'hand', ru: 'hand', mk: 'hand' });
    expect(statuses.title).toEqual({ en: 'hand', de: 'hand', ru: 'hand', mk: 'hand' });
  });

  it('ignores cache entries older than 30 days and prunes them at night', async () => {
    const em = api.app.get(EntityManager).fork();
    await em.execute(
      `update translation_cache set created_at = now() - interval '31 days'
       where target_language = 'ru' and provider = 'mymemory'`,
    );
    await commands.execute(
      new ListServiceCommand('chef-privado-ter', {
        ...chef(),
        title: { es: 'Chef privado', en: 'Private chef', de: 'Privatkoch', mk: 'Приватен готвач' },
        description: { es: 'Cenas de temporada en su casa.', en: 'Dinners', de: 'Abendessen', mk: 'Вечери' },
        image: {
          url: '/media/catalogue/chef.svg',
          alt: { es: 'Chef emplatando', en: 'Chef', de: 'Koch', mk: 'Готвач' },
        },
        highlights: [],
      }),
    );
    await react();
    await startWorkers();
    await eventually(
      'the Russian translations',
      async () => (await service('chef-privado-ter')).title.ru !== undefined,
    );
    await eventually(
      'three Russian translations',
      async () => (await eventsOf('service-chef-privado-ter', 'ServiceTextTranslated')).length === 3,
    );
    // The expired entries were asked for again (and stored afresh), not taken from the cache.
    expect(fake.requests.map((request) => request.query.get('q')).sort()).toEqual([
      'Cenas de temporada en su casa.',
      'Chef emplatando',
      'Chef privado',
    ]);
    await em.execute(
      `update translation_cache set created_at = now() - interval '40 days' where target_language = 'mk'`,
    );
    const count = async () =>
      Number(
        (
          await em.execute<{ n: string }[]>(
            `select count(*)::text as n from translation_cache where target_language = 'mk'`,
          )
        )[0].n,
      );
    expect(await count()).toBeGreaterThan(0);
    await api.app.get(PruneTranslationCacheJobHandler).handle();
    expect(await count()).toBe(0);
  });

  it('keeps one job per text, language and Spanish version when an edit comes while they wait; the older Spanish is never sent', async () => {
    const details: ServiceDetails = {
      ...chef('Cena en el faro'),
      title: { es: 'Cena en el faro' },
      description: { es: 'Mesa para dos.' },
      image: { url: '/media/catalogue/faro.svg', alt: { es: 'Faro al anochecer' } },
      highlights: [],
    };
    await commands.execute(new ListServiceCommand('cena-faro', details));
    await react();
    expect(await jobsOf('cena-faro')).toHaveLength(12);
    // The description is edited while the twelve jobs still wait (for the worker, or after a quota answer).
    await commands.execute(
      new ReviseServiceCommand(
        'cena-faro',
        { ...details, description: { es: 'Mesa para dos junto al faro.' } },
        (await service('cena-faro')).version,
      ),
    );
    await react();
    const jobs = await jobsOf('cena-faro');
    // Four more, for the new description; the title and the image's text were not queued a second time.
    expect(jobs).toHaveLength(16);
    const versions = jobs.map(({ data }) => `${data.path}/${data.language}/${data.sourceHash}`);
    expect(new Set(versions).size).toBe(16);
    await startWorkers();
    await eventually(
      'the twelve current translations',
      async () => (await eventsOf('service-cena-faro', 'ServiceTextTranslated')).length === 12,
    );
    await eventually('every job done', async () =>
      (await Promise.all((await jobsOf('cena-faro')).map((job) => job.getState()))).every(
        (state) => state === 'completed',
      ),
    );
    const sent = fake.requests.map((request) => `${request.query.get('langpair')} ${request.query.get('q')}`);
    expect(sent).toHaveLength(12);
    expect(new Set(sent).size).toBe(12);
    // The jobs of the older description ended without calling the service or overwriting the new text.
    expect(sent.filter((line) => line.endsWith('Mesa para dos.'))).toEqual([]);
    expect((await service('cena-faro')).description.de).toBe('[de] Mesa para dos junto al faro.');
  });

  it('queues a text again once its job is done: an older Spanish text that comes back is translated again', async () => {
    const current = await service('cena-faro');
    const { events } = await commands.execute(
      new ReviseServiceCommand(
        'cena-faro',
        {
          title: current.title,
          description: { ...current.description, es: 'Mesa para dos.' },
          priceFromEur: current.priceFromEur,
          image: current.image,
          premium: current.premium,
          highlights: current.highlights,
        },
        current.version,
      ),
    );
    await react();
    const jobs = (await jobsOf('cena-faro')).filter((job) => job.id!.includes(events[0].eventId));
    expect(jobs.map((job) => job.data.path)).toEqual([
      'description',
      'description',
      'description',
      'description',
    ]);
    await startWorkers();
    await eventually(
      'the older description again',
      async () => (await service('cena-faro')).description.mk === '[mk] Mesa para dos.',
    );
    expect(fake.requests.map((request) => request.query.get('q'))).toEqual([
      'Mesa para dos.',
      'Mesa para dos.',
      'Mesa para dos.',
      'Mesa para dos.',
    ]);
  });
});
