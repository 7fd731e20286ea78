import { randomUUID } from 'node:crypto';
import { CommandBus } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Job } from 'bullmq';
import { EraseSellerCommand } from '../../src/modules/mandates/commands/erase-seller/erase-seller.command';
import { addDays, madridDate } from '../../src/platform/time/madrid-calendar';
import {
  previousWeek,
  weekContaining,
  type ReportWeek,
} from '../../src/modules/seller-reports/domain/report-week';
import { RunWeeklyReportsJobHandler } from '../../src/modules/seller-reports/jobs/run-weekly-reports.job-handler';
import { WEEKLY_REPORTS_SCHEDULE } from '../../src/modules/seller-reports/jobs/weekly-run';
import { SellerReportMailJobHandler } from '../../src/modules/seller-reports/mail/seller-report-mail.job-handler';
import {
  sellerReportJobId,
  type SellerReportMailJob,
} from '../../src/modules/seller-reports/mail/seller-report-mails';
import { formatPrice } from '../../src/platform/format/money';
import { MAIL_QUEUE } from '../../src/platform/mail/mail-message';
import { controlClock } from '../support/accounts';
import { LogCapture } from '../support/log-capture';
import { workUntilSettled } from '../support/queues';
import { SmtpCapture } from '../support/smtp-capture';
import { signInStaff, type Staff } from '../support/staff';
import { startTestApi, type TestApi } from '../support/test-api';

const PUBLIC_URL = 'https://costa.example';
const VILLA = 'villa-sardinero-santander';
const ATICO = 'atico-puerto-castro-urdiales';
const COMILLAS = 'casona-montanesa-comillas';
const MARTA = {
  name: 'Marta Ruiz Sainz',
  email: 'marta.ruiz@example.com',
  phone: '+34 612 345 612',
  language: 'es',
};
const KLAUS = {
  name: 'Klaus Albrecht',
  email: 'klaus.albrecht@example.com',
  phone: '+49 170 1234567',
  language: 'de',
};
const OLEG = {
  name: 'Олег Смирнов',
  email: 'oleg.smirnov@example.com',
  phone: '+7 912 345 6789',
  language: 'ru',
};
const ANNA = {
  name: 'Anna Lindqvist',
  email: 'anna.lindqvist@example.com',
  phone: '+46 70 123 4567',
  language: 'en',
};
const REMARKS = 'Les encantó la terraza; volverán la semana próxima con su arquitecto.';
const LINK = /https:\/\/costa\.example(?:\/[a-z]{2})?\/seller-report\/([A-Za-z0-9_-]{59})\b/;

describe('the seller’s weekly report', () => {
  let api: TestApi;
  let smtp: SmtpCapture;
  let staff: Staff;
  const logs = new LogCapture();
  const sellers: Record<string, string> = {};
  const today = madridDate(new Date());
  // This Monday's run reports the week before it; the figures are compared with the week before that.
  const thisWeek = weekContaining(today);
  const reported = previousWeek(thisWeek);
  const before = previousWeek(reported);
  const mondayRun = (week: ReportWeek) => new Date(week.start.getTime() + 8 * 3600_000);

  beforeAll(async () => {
    smtp = await SmtpCapture.start();
    api = await startTestApi({ seed: true, logs, env: { SMTP_PORT: String(smtp.port), PUBLIC_URL } });
    staff = await signInStaff(api);
    const mandate = (propertyId: string, startsOn: string, endsOn: string) =>
      api
        .http()
        .put(`/api/admin/properties/${propertyId}/mandate`)
        .set(staff.headers.admin)
        .send({ exclusive: true, commissionPercent: 3, startsOn, endsOn, askingPriceEur: 2_450_000 })
        .expect(200);
    const seller = async (propertyId: string, details: typeof MARTA) =>
      (
        await api
          .http()
          .post(`/api/admin/properties/${propertyId}/sellers`)
          .set(staff.headers.admin)
          .send(details)
          .expect(201)
      ).body.sellerId as string;
    await mandate(VILLA, addDays(today, -90), addDays(today, 90));
    sellers.marta = await seller(VILLA, MARTA);
    sellers.klaus = await seller(VILLA, KLAUS);
    await mandate(ATICO, addDays(today, -30), addDays(today, 60));
    sellers.oleg = await seller(ATICO, OLEG);
    // A mandate that ended before this Monday: its seller gets no report.
    await mandate(COMILLAS, addDays(thisWeek.monday, -200), addDays(thisWeek.monday, -1));
    sellers.anna = await seller(COMILLAS, ANNA);

    // The week's figures, written where the other modules keep them.
    const em = api.app.get(EntityManager).fork();
    const day = (week: ReportWeek, n: number) => addDays(week.monday, n);
    for (const [date, views] of [
      [day(reported, 0), 25],
      [day(reported, 6), 15],
      [day(before, 3), 30],
      [day(thisWeek, 0), 99],
    ] as const) {
      await em.execute('insert into listing_daily_views (property_id, day, views) values (?, ?, ?)', [
        VILLA,
        date,
        views,
      ]);
    }
    await em.execute(
      `insert into listing_daily_activity (property_id, day, favorites, inquiries, viewings, offers)
       values (?, ?, 2, 1, 3, 1), (?, ?, 5, 1, 0, 0)`,
      [VILLA, day(reported, 2), VILLA, day(before, 2)],
    );
    const viewing = (startsAt: Date, status: string, interest: string | null, remarks: string | null) =>
      em.execute(
        `insert into viewings (id, client_id, property_id, property_title, property_reference, slots, message,
           phone, language, status, starts_at, ends_at, mode, agent_id, sequence, requested_at, updated_at,
           version, feedback_interest, feedback_remarks, feedback_recorded_at)
         values (?, ?, ?, '{"es":"Villa"}', 'CC-1', '[]', null, null, 'en', ?, ?, ?, 'in_person', ?, 1, ?, ?, 1,
           ?, ?, ?)`,
        [
          randomUUID(),
          randomUUID(),
          VILLA,
          status,
          startsAt,
          new Date(startsAt.getTime() + 3600_000),
          randomUUID(),
          startsAt,
          startsAt,
          interest,
          remarks,
          remarks ? startsAt : null,
        ],
      );
    await viewing(new Date(reported.start.getTime() + 34 * 3600_000), 'done', 'very_interested', REMARKS);
    await viewing(new Date(reported.start.getTime() + 58 * 3600_000), 'cancelled', null, null);
    await viewing(
      new Date(before.start.getTime() + 34 * 3600_000),
      'done',
      'undecided',
      'La semana anterior.',
    );
    await em.execute(
      `insert into sales_offers (id, property_id, client_id, property_title, property_reference, status, amount_eur,
         financing, conditions, valid_until, source, rounds, created_at, updated_at, version)
       values (?, ?, ?, '{"es":"Villa"}', 'CC-1', 'awaiting_seller', 1850000, 'cash', 'Con los muebles.', ?,
         'client', '[]', ?, ?, 1)`,
      [
        randomUUID(),
        VILLA,
        randomUUID(),
        addDays(today, 10),
        new Date(reported.start.getTime() + 50 * 3600_000),
        new Date(),
      ],
    );
  });
  afterAll(async () => {
    await api.close();
    await smtp.stop();
  });

  const runMonday = async (week: ReportWeek) => {
    const at = mondayRun(week);
    const job = {
      id: `repeat:${WEEKLY_REPORTS_SCHEDULE.schedulerId}:${at.getTime()}`,
      timestamp: Date.now(),
    };
    await api.app.get(RunWeeklyReportsJobHandler).handle(job);
    await workUntilSettled(api.app, [MAIL_QUEUE]);
  };
  const mailsTo = (email: string) => smtp.mails.filter((mail) => mail.to.includes(email));
  const tokenIn = (text: string) => LINK.exec(text)![1];
  const report = (token: string, language = 'es') =>
    api.http().get(`/api/seller-reports/${token}`).set('Accept-Language', language);

  it('runs every Monday at 08:00 in Madrid', () => {
    expect(WEEKLY_REPORTS_SCHEDULE).toMatchObject({ pattern: '0 8 * * 1', timeZone: 'Europe/Madrid' });
  });

  it('sends one e-mail per seller of a mandate in force, in their language, with the week’s figures', async () => {
    await runMonday(thisWeek);
    expect(smtp.mails.map((mail) => mail.to).sort()).toEqual([KLAUS.email, MARTA.email, OLEG.email].sort());
    expect(mailsTo(ANNA.email)).toHaveLength(0);
    const [marta] = mailsTo(MARTA.email);
    expect(marta.subject).toBe('Su inmueble esta semana: Villa frente al mar en El Sardinero');
    expect(marta.text).toContain('Visitas al anuncio: 40 (más que la semana anterior: 30)');
    expect(marta.text).toContain('Guardado en favoritos: 2 (menos que la semana anterior: 5)');
    expect(marta.text).toContain('Consultas recibidas: 1 (igual que la semana anterior: 1)');
    expect(marta.text).toContain('Muy interesado');
    expect(marta.text).toContain(REMARKS);
    expect(marta.text).not.toContain('La semana anterior.');
    expect(marta.text).toContain(`${formatPrice(1_850_000)}: pendiente de su respuesta`);
    expect(marta.text).not.toContain('Con los muebles');
    expect(marta.text).toMatch(LINK);
    const [klaus] = mailsTo(KLAUS.email);
    expect(klaus.subject).toMatch(/^Ihre Immobilie in dieser Woche: /);
    expect(klaus.text).toContain('Guten Tag Klaus Albrecht,');
    expect(klaus.text).toMatch(/https:\/\/costa\.example\/de\/seller-report\//);
    const [oleg] = mailsTo(OLEG.email);
    expect(oleg.subject).toMatch(/^Ваш объект на этой неделе: /);
    expect(oleg.text).toContain('Просмотры объявления: 0 (столько же, сколько на прошлой неделе: 0)');
  });

  it('sends nothing more on a second run of the same Monday, nor for a redelivered job', async () => {
    const sent = smtp.mails.length;
    await runMonday(thisWeek);
    const data: SellerReportMailJob = {
      sellerId: sellers.marta,
      propertyId: VILLA,
      isoWeek: reported.isoWeek,
    };
    await api.app
      .get(SellerReportMailJobHandler)
      .handle({ id: sellerReportJobId(data), data } as Job<SellerReportMailJob>);
    expect(sellerReportJobId(data)).toBe(`seller-report-${sellers.marta}-${VILLA}-${reported.isoWeek}`);
    expect(smtp.mails).toHaveLength(sent);
  });

  it('opens the same report on its private page, in the seller’s language, without any buyer', async () => {
    const token = tokenIn(mailsTo(MARTA.email)[0].text);
    const { body, headers } = await report(token).expect(200);
    expect(headers['x-robots-tag']).toBe('noindex');
    expect(body).toMatchObject({
      language: 'es',
      property: { id: VILLA },
      week: { isoWeek: reported.isoWeek, from: reported.monday, to: reported.sunday },
      viewings: [{ interest: 'very_interested', remarks: REMARKS }],
      offers: [{ amountEur: 1_850_000, status: 'awaiting_seller' }],
    });
    expect(body.figures).toContainEqual({ figure: 'views', value: 40, previous: 30, trend: 'up' });
    expect(body.figures).toContainEqual({ figure: 'favorites', value: 2, previous: 5, trend: 'down' });
    expect(JSON.stringify(body)).not.toMatch(/client|buyer|muebles/i);
    // The token is in no log line and no event.
    expect(logs.text).toContain('/api/seller-reports/[redacted]');
    expect(logs.text).not.toContain(token);
    const events = await api.app.get(EntityManager).fork().execute('select data::text as data from events');
    expect(JSON.stringify(events)).not.toContain(token);
  });

  it('answers a tampered or malformed link with a 404 in the shared shape', async () => {
    const token = tokenIn(mailsTo(MARTA.email)[0].text);
    const bytes = Buffer.from(token, 'base64url');
    bytes[30] ^= 1; // a bit of the signature
    const tampered = bytes.toString('base64url');
    for (const bad of [tampered, 'not-a-token', `${token.slice(0, -22)}${'A'.repeat(22)}`]) {
      const { body } = await report(bad).expect(404);
      expect(body.error).toMatchObject({ code: 'seller_report_link_invalid' });
    }
  });

  it('lets staff copy the current week’s link and revoke a seller’s links: earlier ones then answer 410', async () => {
    const old = tokenIn(mailsTo(MARTA.email)[0].text);
    const links = async () =>
      (
        await api
          .http()
          .get(`/api/admin/properties/${VILLA}/seller-report-links`)
          .set(staff.headers.owner)
          .expect(200)
      ).body.links as { sellerId: string; url: string; isoWeek: string }[];
    const current = (await links()).find((link) => link.sellerId === sellers.marta)!;
    expect(current.isoWeek).toBe(thisWeek.isoWeek);
    const fresh = await report(tokenIn(current.url)).expect(200);
    expect(fresh.body.figures).toContainEqual({ figure: 'views', value: 99, previous: 40, trend: 'up' });

    await api
      .http()
      .post(`/api/admin/properties/${VILLA}/sellers/${sellers.marta}/seller-report-links/revoke`)
      .set(staff.headers.admin)
      .expect(200, { generation: 1 });
    for (const token of [old, tokenIn(current.url)]) {
      const { body } = await report(token, 'de').expect(410);
      expect(body.error).toEqual({
        code: 'seller_report_link_revoked',
        message: 'Dieser Link zum Bericht ist nicht mehr gültig. Bitte wenden Sie sich an die Agentur.',
      });
    }
    // Klaus's links are his own: they still work.
    await report(tokenIn(mailsTo(KLAUS.email)[0].text)).expect(200);
    // A new link works again, and the revocation is in the log.
    const renewed = (await links()).find((link) => link.sellerId === sellers.marta)!;
    await report(tokenIn(renewed.url)).expect(200);
    const [event] = await api.app
      .get(EntityManager)
      .fork()
      .execute<{ data: Record<string, unknown> }[]>(
        `select data from events where type = 'SellerReportLinksRevoked'`,
      );
    expect(event.data).toMatchObject({ sellerId: sellers.marta, propertyId: VILLA, generation: 1 });
    await api
      .http()
      .post(`/api/admin/properties/${ATICO}/sellers/${sellers.marta}/seller-report-links/revoke`)
      .set(staff.headers.admin)
      .expect(404);
  });

  it('stops an erased seller’s links and sends them no further report', async () => {
    const klausLink = tokenIn(mailsTo(KLAUS.email)[0].text);
    await api.app.get(CommandBus).execute(new EraseSellerCommand(sellers.klaus));
    expect((await report(klausLink).expect(410)).body.error.code).toBe('seller_report_link_revoked');
    const sent = mailsTo(KLAUS.email).length;
    const nextMonday = weekContaining(addDays(thisWeek.monday, 7));
    await runMonday(nextMonday);
    expect(mailsTo(KLAUS.email)).toHaveLength(sent);
    expect(mailsTo(MARTA.email)).toHaveLength(2);
  });

  it('answers 410 for a link past its 30 days', async () => {
    const token = tokenIn(mailsTo(OLEG.email)[0].text);
    await report(token).expect(200);
    controlClock(api).advance(30 * 24 * 3600 + 60);
    const { body } = await report(token, 'ru').expect(410);
    expect(body.error.code).toBe('seller_report_link_expired');
    expect(body.error.message).toMatch(/^Срок действия этой ссылки на отчёт истёк/);
  });
});
