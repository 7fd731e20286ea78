import { EntityManager } from '@mikro-orm/postgresql';
import { QueryBus } from '@nestjs/cqrs';
import type { Job } from 'bullmq';
import { AdminGetPropertyQuery } from '../../src/modules/catalogue/queries/admin-get-property/admin-get-property.query';
import { addDays, endOfMadridDay, madridDate } from '../../src/platform/time/madrid-calendar';
import { saleStreamId } from '../../src/modules/sales/domain/sale.events';
import { ExpireOfferJobHandler } from '../../src/modules/sales/jobs/expire-offer.job-handler';
import { SALES_QUEUE, expiryJobId } from '../../src/modules/sales/jobs/sale-jobs';
import { EventStore } from '../../src/platform/event-store/event-store';
import { JobQueues } from '../../src/platform/jobs/job-queues';
import { JobReactor } from '../../src/platform/jobs/job-reactor';
import { MAIL_QUEUE } from '../../src/platform/mail/mail-message';
import { ProcessorRunner } from '../../src/platform/projections/processor-runner';
import { Clock } from '../../src/platform/time/clock';
import { bearer, deliverMails, linkToken, register } from '../support/accounts';
import { eventually } from '../support/eventually';
import { workUntilSettled } from '../support/queues';
import { SmtpCapture } from '../support/smtp-capture';
import { signInStaff, type Staff } from '../support/staff';
import { startTestApi, type TestApi } from '../support/test-api';

const PUBLIC_URL = 'https://costa.example';
const VILLA = 'villa-sardinero-santander';
const APARTMENT = 'apartamento-centro-historico-santander';
const ATTIC = 'atico-puerto-castro-urdiales';
const DUPLEX = 'duplex-acantilado-suances';
const SELLER = 'marta.ruiz@example.es';

describe('sales', () => {
  let api: TestApi;
  let smtp: SmtpCapture;
  let staff: Staff;
  let oliver: Record<string, string>;
  let greta: Record<string, string>;
  let oliverId: string;
  const today = madridDate(new Date());
  const inDays = (days: number) => addDays(today, days);

  beforeAll(async () => {
    smtp = await SmtpCapture.start();
    api = await startTestApi({ seed: true, env: { SMTP_PORT: String(smtp.port), PUBLIC_URL } });
    staff = await signInStaff(api);
    const first = await register(api, 'oliver.bennett@example.co.uk', {
      language: 'en',
      firstName: 'Oliver',
    });
    const second = await register(api, 'greta.nystrom@example.de', { language: 'de', firstName: 'Greta' });
    oliver = bearer(first);
    greta = bearer(second);
    oliverId = first.userId;
    const mails = await deliverMails(api, smtp, 3);
    // Oliver verifies his address: staff may then record offers he makes by phone.
    const welcome = mails.find((mail) => mail.to.includes('oliver.bennett'))!;
    await api
      .http()
      .post('/api/auth/verify-email')
      .send({ token: linkToken(welcome) })
      .expect(200);
  });
  afterAll(async () => {
    await api.close();
    await smtp.stop();
  });

  const admin = () => staff.headers.admin;
  const react = () => api.app.get(ProcessorRunner).drain(api.app.get(JobReactor));
  const saleHistory = (propertyId: string) =>
    api.app
      .get(EntityManager)
      .fork()
      .transactional((tx) => api.app.get(EventStore).readStream(tx, saleStreamId(propertyId)));

  /** What the worker does: turns the new events into jobs and runs the sales and mail queues dry. */
  async function work(until: () => Promise<boolean>): Promise<void> {
    await eventually('the sale jobs to get there', async () => {
      await react();
      await workUntilSettled(api.app, [SALES_QUEUE, MAIL_QUEUE]);
      return until();
    });
  }

  const offer = (headers: Record<string, string>, propertyId: string, body: object = {}) =>
    api
      .http()
      .post('/api/me/offers')
      .set(headers)
      .send({
        propertyId,
        amountEur: 900_000,
        financing: 'mortgage_approved',
        conditions: 'Including the furniture of the terrace.',
        validUntil: inDays(10),
        ...body,
      });
  const sale = (propertyId: string) =>
    api.http().get(`/api/admin/properties/${propertyId}/sale`).set(admin()).expect(200);
  const staffStep = (propertyId: string, path: string, body: object = {}) =>
    api.http().post(`/api/admin/properties/${propertyId}/${path}`).set(admin()).send(body);
  const propertyStatus = async (propertyId: string) =>
    (await api.app.get(QueryBus).execute(new AdminGetPropertyQuery(propertyId))).status;
  const mailsTo = (email: string) => smtp.mails.filter((mail) => mail.to.includes(email));

  it('answers bad input with field errors in the reader’s language, and never a 5xx', async () => {
    const bad = await offer(oliver, VILLA, { amountEur: 0, financing: 'barter', validUntil: 'soon' }).expect(
      400,
    );
    expect(bad.body.error.code).toBe('validation_failed');
    expect(bad.body.error.details.map((detail: { field: string }) => detail.field).sort()).toEqual([
      'amountEur',
      'financing',
      'validUntil',
    ]);
    const far = await offer(oliver, VILLA, { validUntil: inDays(61) })
      .set('Accept-Language', 'de')
      .expect(422);
    expect(far.body.error).toMatchObject({
      code: 'offer_valid_until_too_far',
      message: 'Ein Angebot kann höchstens 60 Tage gelten.',
      details: [{ field: 'validUntil', code: 'offer_valid_until_too_far' }],
    });
    const past = await offer(oliver, VILLA, { validUntil: inDays(-1) }).expect(422);
    expect(past.body.error.details[0].field).toBe('validUntil');
    await offer(oliver, VILLA, { conditions: 'x'.repeat(1001) }).expect(400);
    await offer(oliver, 'no-such-villa').expect(404);
    await offer({}, VILLA).expect(401);
    await api.http().post('/api/me/offers/not-an-id/withdraw').set(oliver).send({}).expect(404);

    // A property off the market takes no offers.
    await api
      .http()
      .put(`/api/admin/properties/${DUPLEX}/status`)
      .set(admin())
      .send({
        status: 'withdrawn',
        expectedVersion: (await api.http().get(`/api/admin/properties/${DUPLEX}`).set(admin())).body.version,
      })
      .expect(200);
    expect((await offer(oliver, DUPLEX).expect(409)).body.error.code).toBe('property_not_offerable');

    // Staff record offers for verified clients only.
    const unknown = await staffStep(VILLA, 'offers', {
      clientEmail: 'greta.nystrom@example.de',
      amountEur: 800_000,
      financing: 'cash',
      validUntil: inDays(5),
    }).expect(422);
    expect(unknown.body.error.details).toEqual([
      expect.objectContaining({ field: 'clientEmail', code: 'buyer_not_found' }),
    ]);
    await staffStep(VILLA, 'offers/6b1c1f4e-0000-4000-8000-000000000000/seller-answer', {
      answer: 'counter',
    }).expect(400);
    await staffStep(VILLA, 'sale/reserve', { depositDueOn: inDays(5) }).expect(409);
    await api.http().get('/api/admin/offers?status=closed').set(admin()).expect(400);
    await staffStep('no-such-villa', 'sale/fall-through', { reason: 'x' }).expect(404);
  });

  it('accepts exactly one of two offers accepted at once, closes the other and takes no new offers', async () => {
    const first = (await offer(oliver, APARTMENT).expect(201)).body;
    expect(first).toMatchObject({
      status: 'awaiting_seller',
      amountEur: 900_000,
      source: 'client',
      property: { id: APARTMENT, reference: expect.any(String) },
      rounds: [{ by: 'buyer', amountEur: 900_000, validUntil: inDays(10) }],
    });
    const second = (await offer(greta, APARTMENT, { amountEur: 910_000 }).expect(201)).body;
    const answers = await Promise.all(
      [first.id, second.id].map((id) =>
        staffStep(APARTMENT, `offers/${id}/seller-answer`, { answer: 'accept' }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)!.body.error.code).toBe('offer_status_conflict');

    const { body } = await sale(APARTMENT);
    expect(body.stage).toBe('offer_accepted');
    expect(body.offers.map((item: { status: string }) => item.status).sort()).toEqual(['accepted', 'closed']);
    const winner = body.offers.find((item: { status: string }) => item.status === 'accepted');
    expect(body.deal).toMatchObject({ offerId: winner.id, acceptedAmountEur: winner.amountEur });
    expect(winner.buyer.email).toMatch(/oliver|greta/);
    expect((await offer(oliver, APARTMENT).expect(409)).body.error.code).toBe('sale_in_progress');
  });

  it('runs a deal from offer to deed: counters, status handed to the catalogue, commission, mails once', async () => {
    // The property's mandate and its seller, as the mandates module records them.
    await api
      .http()
      .put(`/api/admin/properties/${VILLA}/mandate`)
      .set(admin())
      .send({
        exclusive: true,
        commissionPercent: 3,
        startsOn: inDays(-30),
        endsOn: inDays(300),
        askingPriceEur: 950_000,
      })
      .expect(200);
    await api
      .http()
      .post(`/api/admin/properties/${VILLA}/sellers`)
      .set(admin())
      .send({ name: 'Marta Ruiz Sainz', email: SELLER, phone: '+34 600 111 222', language: 'es' })
      .expect(201);

    // Oliver's offer by phone; Greta's online. Staff present Oliver's, the seller counters, Oliver counters.
    const recorded = await staffStep(VILLA, 'offers', {
      clientEmail: 'Oliver.Bennett@example.co.uk',
      amountEur: 880_000,
      financing: 'cash',
      conditions: 'Completion before March.',
      validUntil: inDays(7),
    }).expect(201);
    const oliverOffer = recorded.body.offers[0];
    expect(oliverOffer).toMatchObject({
      source: 'staff',
      buyer: { id: oliverId, email: 'oliver.bennett@example.co.uk' },
    });
    const gretaOffer = (await offer(greta, VILLA, { amountEur: 860_000 }).expect(201)).body;
    await staffStep(VILLA, `offers/${oliverOffer.id}/present`).expect(200);
    const countered = await staffStep(VILLA, `offers/${oliverOffer.id}/seller-answer`, {
      answer: 'counter',
      amountEur: 930_000,
      conditions: 'The furniture stays.',
      validUntil: inDays(5),
    }).expect(200);
    expect(countered.body.offers.find((item: { id: string }) => item.id === oliverOffer.id).status).toBe(
      'awaiting_buyer',
    );
    // Greta cannot touch Oliver's offer; Oliver counters, and the seller accepts his new amount.
    await api.http().post(`/api/me/offers/${oliverOffer.id}/accept`).set(greta).send({}).expect(404);
    const mine = await api
      .http()
      .post(`/api/me/offers/${oliverOffer.id}/counter`)
      .set(oliver)
      .send({ amountEur: 915_000, conditions: '', validUntil: inDays(4) })
      .expect(200);
    expect(
      mine.body.rounds.map((round: { by: string; amountEur: number }) => [round.by, round.amountEur]),
    ).toEqual([
      ['buyer', 880_000],
      ['seller', 930_000],
      ['buyer', 915_000],
    ]);
    await staffStep(VILLA, `offers/${oliverOffer.id}/seller-answer`, { answer: 'accept' }).expect(200);
    const list = await api.http().get('/api/me/offers').set(greta).expect(200);
    expect(list.body.items.find((item: { id: string }) => item.id === gretaOffer.id).status).toBe('closed');

    // The deal holds the property: its status follows the sale, not the staff's hand.
    await work(
      async () =>
        (
          await api.app
            .get(EntityManager)
            .fork()
            .execute(`select 1 from events where stream_id = ? and type = 'PropertySaleDealChanged'`, [
              `property-${VILLA}`,
            ])
        ).length === 1,
    );
    const property = await api.http().get(`/api/admin/properties/${VILLA}`).set(admin()).expect(200);
    const refused = await api
      .http()
      .put(`/api/admin/properties/${VILLA}/status`)
      .set(admin())
      .set('Accept-Language', 'en')
      .send({ status: 'withdrawn', expectedVersion: property.body.version })
      .expect(409);
    expect(refused.body.error.code).toBe('status_follows_sale');
    expect(refused.body.error.message).toContain('accepted offer');

    const reserved = await staffStep(VILLA, 'sale/reserve', { depositDueOn: inDays(3) }).expect(200);
    expect(reserved.body).toMatchObject({
      stage: 'reserved',
      deal: { depositEur: 91_500, depositDueOn: inDays(3) },
    });
    await work(async () => (await propertyStatus(VILLA)) === 'reserved');

    // It falls through: the property is back on the market and takes offers again.
    const fell = await staffStep(VILLA, 'sale/fall-through', { reason: 'Financing fell through' }).expect(
      200,
    );
    expect(fell.body).toMatchObject({ stage: 'open', deal: { fellThroughReason: 'Financing fell through' } });
    await work(async () => (await propertyStatus(VILLA)) === 'active');

    // Greta's new offer is accepted by the seller, reserved, paid and completed.
    const again = (await offer(greta, VILLA, { amountEur: 900_000 }).expect(201)).body;
    await staffStep(VILLA, `offers/${again.id}/seller-answer`, { answer: 'accept' }).expect(200);
    await staffStep(VILLA, 'sale/complete', { deedDate: inDays(20), finalPriceEur: 900_000 }).expect(409);
    await staffStep(VILLA, 'sale/reserve', { depositEur: 50_000, depositDueOn: inDays(3) }).expect(200);
    await staffStep(VILLA, 'sale/deposit-received', { receivedOn: today }).expect(200);
    const completed = await staffStep(VILLA, 'sale/complete', {
      deedDate: inDays(20),
      finalPriceEur: 895_555,
    }).expect(200);
    expect(completed.body).toMatchObject({
      stage: 'completed',
      deal: {
        offerId: again.id,
        depositEur: 50_000,
        depositReceivedOn: today,
        deedDate: inDays(20),
        finalPriceEur: 895_555,
        commissionEur: 26_866.65,
        commissionVatEur: 5_642,
      },
    });
    await work(async () => (await propertyStatus(VILLA)) === 'sold');
    expect((await offer(oliver, VILLA).expect(409)).body.error.code).toBe('property_not_offerable');

    // The buyers heard of each step once, in their language; the seller of the deed.
    await eventually('the mails of the sale', async () => mailsTo(SELLER).length, { until: (n) => n === 1 });
    const oliverSubjects = mailsTo('oliver.bennett').map((mail) => mail.subject);
    expect(
      oliverSubjects.filter((subject) => subject.includes('offer') || subject.includes('Reservation')),
    ).toEqual(
      expect.arrayContaining([
        expect.stringContaining('We have received your offer'),
        expect.stringContaining('presented to the seller'),
        expect.stringContaining('counter-offer'),
        expect.stringContaining('The seller has accepted your offer'),
        expect.stringContaining('Reservation confirmed'),
      ]),
    );
    const gretaSubjects = mailsTo('greta.nystrom').map((mail) => mail.subject);
    const courteous = mailsTo('greta.nystrom').filter((mail) =>
      mail.text.includes('ein anderes Angebot angenommen'),
    );
    expect(courteous.length).toBeGreaterThanOrEqual(1);
    expect(gretaSubjects.filter((subject) => subject.startsWith('Herzlichen Glückwunsch'))).toHaveLength(1);
    const counter = mailsTo('oliver.bennett').find((mail) => mail.subject.includes('counter-offer'))!;
    expect(counter.text).toContain('930,000');
    expect(counter.text).toContain(`${PUBLIC_URL}/en/dashboard?tab=offers`);
    const [closing] = mailsTo(SELLER);
    expect(closing.subject).toContain('Venta completada');
    expect(closing.text).toContain('895.555');

    // Every job of the sale again (a reactor restarted before its checkpoint, a redelivered job): no new mail.
    const sent = smtp.mails.length;
    await api.app.get(JobReactor).handle(api.app.get(EntityManager).fork(), await saleHistory(VILLA));
    await workUntilSettled(api.app, [SALES_QUEUE, MAIL_QUEUE]);
    await workUntilSettled(api.app, [MAIL_QUEUE]);
    expect(smtp.mails.length).toBe(sent);
    expect(await propertyStatus(VILLA)).toBe('sold');
  });

  it('expires an open round at the end of its day in Madrid, once, and leaves an answered one alone', async () => {
    const made = (await offer(oliver, ATTIC, { validUntil: today }).expect(201)).body;
    await react();
    const job = await api.app.get(JobQueues).get(SALES_QUEUE).getJob(expiryJobId(made.id, 0));
    expect(job).toBeDefined();
    // Due at the end of the Madrid day: the delay is reckoned a moment before BullMQ stamps the job.
    const due = job!.timestamp + (job!.opts.delay ?? 0);
    expect(due).toBeGreaterThanOrEqual(endOfMadridDay(today).getTime());
    expect(due).toBeLessThan(endOfMadridDay(today).getTime() + 1000);

    const handler = api.app.get(ExpireOfferJobHandler);
    const clock = api.app.get(Clock);
    const realNow = clock.now;
    clock.now = () => new Date(endOfMadridDay(today).getTime() + 1000);
    try {
      await handler.handle(job as Job);
      await handler.handle(job as Job);
    } finally {
      clock.now = realNow;
    }
    const events = (await saleHistory(ATTIC)).map((event) => event.type);
    expect(events).toEqual(['OfferMade', 'OfferExpired']);
    const mine = await api.http().get('/api/me/offers').set(oliver).expect(200);
    expect(mine.body.items.find((item: { id: string }) => item.id === made.id).status).toBe('expired');
    await api.http().post(`/api/me/offers/${made.id}/withdraw`).set(oliver).send({}).expect(409);
  });

  it('expires nothing when a round’s expiry job runs before its Madrid day has ended', async () => {
    const made = (await offer(oliver, ATTIC, { validUntil: today }).expect(201)).body;
    await react();
    const job = await api.app.get(JobQueues).get(SALES_QUEUE).getJob(expiryJobId(made.id, 0));
    expect(job).toBeDefined();
    const handler = api.app.get(ExpireOfferJobHandler);
    const clock = api.app.get(Clock);
    const realNow = clock.now;
    // A manual retry (no worker lock to move the job back to the delayed set) a moment before the day ends.
    clock.now = () => new Date(endOfMadridDay(today).getTime() - 1);
    try {
      await handler.handle(job as Job);
    } finally {
      clock.now = realNow;
    }
    const events = (await saleHistory(ATTIC)).filter(
      (event) => (event.data as { offerId?: string }).offerId === made.id,
    );
    expect(events.map((event) => event.type)).toEqual(['OfferMade']);
    const mine = await api.http().get('/api/me/offers').set(oliver).expect(200);
    expect(mine.body.items.find((item: { id: string }) => item.id === made.id).status).toBe(
      'awaiting_seller',
    );
    await api.http().post(`/api/me/offers/${made.id}/withdraw`).set(oliver).send({}).expect(200);
  });

  it('lists open offers for the inbox and puts the buyer’s offers in their copy of their data', async () => {
    const inbox = await api.http().get('/api/admin/offers').set(admin()).expect(200);
    expect(
      inbox.body.items.every((item: { status: string }) =>
        ['awaiting_seller', 'awaiting_buyer'].includes(item.status),
      ),
    ).toBe(true);
    const all = await api.http().get('/api/admin/offers?status=all&page=1').set(admin()).expect(200);
    expect(all.body.total).toBeGreaterThanOrEqual(5);
    await api.http().get('/api/admin/offers').set(oliver).expect(403);
    await api.http().get(`/api/admin/properties/${VILLA}/sale`).set(oliver).expect(403);

    const exported = await api.http().get('/api/me/export').set(oliver).expect(200);
    const offers = exported.body.offers as { property: { id: string }; rounds: { conditions: string }[] }[];
    expect(offers.map((item) => item.property.id)).toEqual(expect.arrayContaining([VILLA, APARTMENT, ATTIC]));
    expect(offers.some((item) => item.rounds[0].conditions === 'Completion before March.')).toBe(true);
    expect(offers[0]).not.toHaveProperty('version');
  });
});
