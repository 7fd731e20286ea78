import { CommandBus } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { ListPropertyCommand } from '../../src/modules/catalogue/commands/list-property/list-property.command';
import { RevisePropertyCommand } from '../../src/modules/catalogue/commands/revise-property/revise-property.command';
import type { PropertyDetails } from '../../src/modules/catalogue/domain/property';
import type { PropertyEvent } from '../../src/modules/catalogue/domain/property.events';
import { SAMPLE_PROPERTIES } from '../../src/modules/catalogue/seed/sample-properties';
import { AlertMatcher } from '../../src/modules/engagement/alerts/alert-matcher';
import { EventStore } from '../../src/platform/event-store/event-store';
import { JobReactor } from '../../src/platform/jobs/job-reactor';
import { MAIL_QUEUE } from '../../src/platform/mail/mail-message';
import { ProcessorRunner } from '../../src/platform/projections/processor-runner';
import { verifiedClient } from '../support/accounts';
import { workUntilSettled } from '../support/queues';
import { SmtpCapture, type CapturedMail } from '../support/smtp-capture';
import { startTestApi, type TestApi } from '../support/test-api';

const base = SAMPLE_PROPERTIES[0].details;

/** Saved searches that alert of price reductions only, end to end: events, matching, mail jobs, SMTP. */
describe('alerts of reductions only', () => {
  let api: TestApi;
  let smtp: SmtpCapture;
  let commands: CommandBus;

  beforeAll(async () => {
    smtp = await SmtpCapture.start();
    api = await startTestApi({ seed: true, env: { SMTP_PORT: String(smtp.port) } });
    commands = api.app.get(CommandBus);
    // The sample listings are old news before any search here is saved.
    await settleMail();
  });
  afterAll(async () => {
    await api.close();
    await smtp.stop();
  });

  const client = async (email: string, language: 'es' | 'en') =>
    (await verifiedClient(api, email, { language })).auth;

  async function list(id: string, saleEur: number): Promise<void> {
    const details: PropertyDetails = {
      ...structuredClone(base),
      reference: `CC-RO-${id.length}`,
      title: { es: `Casa Rebaja ${id}`, en: `Reduced house ${id}` },
      location: 'laredo',
      type: 'townhouse',
      price: { ...base.price, saleEur },
    };
    await commands.execute(new ListPropertyCommand(id, details, null, 'active'));
  }

  async function reprice(id: string, saleEur: number): Promise<void> {
    const [row] = await api.app
      .get(EntityManager)
      .fork()
      .execute<{ details: PropertyDetails; version: number }[]>(
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

  /** Matches alerts, enqueues and sends the mails until the queue is empty; returns the mails that arrived. */
  async function settleMail(): Promise<CapturedMail[]> {
    const before = smtp.mails.length;
    await api.app.get(ProcessorRunner).drain(api.app.get(AlertMatcher));
    await api.app.get(ProcessorRunner).drain(api.app.get(JobReactor));
    await workUntilSettled(api.app, [MAIL_QUEUE]);
    return smtp.mails.slice(before);
  }

  const to = (mails: CapturedMail[], email: string) => mails.filter((mail) => mail.to.includes(email));

  it('tells a search of reductions only of a reduction once, and of a new listing or a rise never', async () => {
    const reductions = await client('solo-rebajas@example.com', 'es');
    const everything = await client('everything@example.co.uk', 'en');
    const filters = { location: ['laredo'], type: ['townhouse'] };
    const saved = await api
      .http()
      .post('/api/me/saved-searches')
      .set(reductions)
      .send({ name: 'Laredo rebajado', filters, frequency: 'instant', reductionsOnly: true })
      .expect(201);
    await api
      .http()
      .post('/api/me/saved-searches')
      .set(everything)
      .send({ name: 'Laredo', filters, frequency: 'instant' })
      .expect(201);
    const listed = await api.http().get('/api/me/saved-searches').set(reductions).expect(200);
    expect(listed.body.items).toEqual([
      expect.objectContaining({ id: saved.body.id, name: 'Laredo rebajado', reductionsOnly: true }),
    ]);

    // A new listing: the other search hears of it, the search of reductions only does not.
    await list('casa-rebaja-laredo', 600_000);
    let mails = await settleMail();
    expect(to(mails, 'everything@example.co.uk').map((mail) => mail.subject)).toEqual([
      'A new property for your search “Laredo”',
    ]);
    expect(to(mails, 'solo-rebajas@example.com')).toEqual([]);

    // A reduction: one e-mail, with the old and the new price.
    await reprice('casa-rebaja-laredo', 550_000);
    mails = await settleMail();
    const [mail, ...more] = to(mails, 'solo-rebajas@example.com');
    expect(more).toEqual([]);
    expect(mail.subject).toBe('Bajada de precio en su búsqueda «Laredo rebajado»');
    expect(mail.text).toContain('550.000\u00a0€');
    expect(mail.text).toContain('600.000\u00a0€');

    // Its "new" count counts the drop; the other search's counts the new listing.
    const news = async (auth: Record<string, string>) =>
      (await api.http().get('/api/me/saved-searches').set(auth).expect(200)).body.items[0].newMatchCount;
    expect(await news(reductions)).toBe(1);
    expect(await news(everything)).toBe(1);

    // The processor reads the reduction again (a restart before its checkpoint): no second e-mail.
    const em = api.app.get(EntityManager).fork();
    await em.transactional(async (tx) => {
      const events = await api.app
        .get(EventStore)
        .readStream<PropertyEvent>(tx, 'property-casa-rebaja-laredo');
      await api.app.get(AlertMatcher).handle(tx, events);
    });
    expect(to(await settleMail(), 'solo-rebajas@example.com')).toEqual([]);

    // A rise is news to nobody.
    await reprice('casa-rebaja-laredo', 580_000);
    expect(to(await settleMail(), 'solo-rebajas@example.com')).toEqual([]);
    expect(to(smtp.mails, 'solo-rebajas@example.com')).toHaveLength(1);
  });

  it('switches a search to reductions only and back from the panel', async () => {
    const auth = await client('cambia@example.com', 'es');
    const saved = await api
      .http()
      .post('/api/me/saved-searches')
      .set(auth)
      .send({ name: 'Cambio', filters: { location: ['noja'] }, frequency: 'daily' })
      .expect(201);
    const read = async () =>
      (await api.http().get('/api/me/saved-searches').set(auth).expect(200)).body.items[0].reductionsOnly;
    expect(await read()).toBe(false);
    await api
      .http()
      .patch(`/api/me/saved-searches/${saved.body.id}`)
      .set(auth)
      .send({ reductionsOnly: true })
      .expect(204);
    expect(await read()).toBe(true);
    await api
      .http()
      .patch(`/api/me/saved-searches/${saved.body.id}`)
      .set(auth)
      .send({ reductionsOnly: false })
      .expect(204);
    expect(await read()).toBe(false);
    const bad = await api
      .http()
      .patch(`/api/me/saved-searches/${saved.body.id}`)
      .set(auth)
      .send({ reductionsOnly: 'yes' })
      .expect(400);
    expect(bad.body.error.details[0]).toMatchObject({ field: 'reductionsOnly' });
  });
});
