import { EntityManager } from '@mikro-orm/postgresql';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { Job } from 'bullmq';
import { SendInquiryCommand } from '../../src/modules/engagement/commands/send-inquiry/send-inquiry.command';
import type { InquiryContent } from '../../src/modules/engagement/domain/inquiry';
import {
  InquiryReplyMailJobHandler,
  type InquiryReplyMailJob,
} from '../../src/modules/engagement/mail/inquiry-reply-mail.job-handler';
import { InquiryAccountJoiner } from '../../src/modules/engagement/processors/inquiry-account-joiner';
import { CountUnreadRepliesQuery } from '../../src/modules/engagement/queries/count-unread-replies/count-unread-replies.query';
import { JobReactor } from '../../src/platform/jobs/job-reactor';
import { JobWorkers } from '../../src/platform/jobs/job-workers';
import { ProcessorRunner } from '../../src/platform/projections/processor-runner';
import { bearer, linkToken, register } from '../support/accounts';
import { eventually } from '../support/eventually';
import { SmtpCapture, type CapturedMail } from '../support/smtp-capture';
import { signInStaff, type Staff } from '../support/staff';
import { startTestApi, type TestApi } from '../support/test-api';

const PUBLIC_URL = 'https://costa.example';
const AGENCY = 'buzon@costa.example';

function content(overrides: Partial<InquiryContent> = {}): InquiryContent {
  return {
    name: 'Ana García',
    email: 'ana@example.com',
    phone: null,
    subject: 'Visita',
    message: 'Me gustaría visitar la villa.',
    propertyId: null,
    language: 'es',
    ...overrides,
  };
}

/**
 * The agency's inbox: staff take up, assign, annotate and answer inquiries; replies go out by e-mail in the
 * client's language, threaded after the acknowledgement; clients read their own inquiries and replies.
 */
describe("the agency's inbox", () => {
  let api: TestApi;
  let smtp: SmtpCapture;
  let staff: Staff;

  beforeAll(async () => {
    smtp = await SmtpCapture.start();
    api = await startTestApi({
      seed: true,
      env: { SMTP_PORT: String(smtp.port), PUBLIC_URL, AGENCY_EMAIL: AGENCY },
    });
    staff = await signInStaff(api);
  });
  afterAll(async () => {
    await api.close();
    await smtp.stop();
  });

  const admin = () => staff.headers.admin;
  const send = async (overrides: Partial<InquiryContent> = {}) =>
    (await api.app.get(CommandBus).execute(new SendInquiryCommand(content(overrides)))).inquiryId;
  const detail = async (id: string) =>
    (await api.http().get(`/api/admin/inquiries/${id}`).set(admin()).expect(200)).body;
  const list = async (query: Record<string, string>) =>
    (await api.http().get('/api/admin/inquiries').query(query).set(admin()).expect(200)).body as {
      items: { id: string; status: string; source: string }[];
      total: number;
    };
  const ids = (body: { items: { id: string }[] }) => body.items.map((item) => item.id).sort();
  const mailsTo = (email: string) => smtp.mails.filter((mail) => mail.to.includes(email));

  /** Runs the reactor and the mail workers until `count` mails reached `email`; returns them. */
  async function mailsFor(email: string, count: number): Promise<CapturedMail[]> {
    const workers = api.app.get(JobWorkers);
    await workers.start();
    try {
      await eventually(
        `${count} mails to ${email}`,
        async () => {
          const arrived = mailsTo(email).length;
          if (arrived < count) await api.app.get(ProcessorRunner).drain(api.app.get(JobReactor));
          return arrived;
        },
        { until: (arrived) => arrived >= count },
      );
    } finally {
      await workers.stop();
    }
    return mailsTo(email);
  }

  it('takes an inquiry from new to closed and back, with a note and a reply, and records its history', async () => {
    const id = await send({ email: 'flujo@example.com' });
    const count = async () =>
      (await api.http().get('/api/admin/inquiries/count').set(admin()).expect(200)).body.new as number;
    const newBefore = await count();
    expect(newBefore).toBeGreaterThanOrEqual(1);
    expect((await detail(id)).nextStatuses).toEqual(['in_progress', 'closed']);

    const put = (path: string, body: object) =>
      api.http().put(`/api/admin/inquiries/${id}/${path}`).set(admin()).send(body);
    const post = (path: string, body: object) =>
      api.http().post(`/api/admin/inquiries/${id}/${path}`).set(admin()).send(body);

    await put('assignee', { assigneeId: staff.userIds.owner }).expect(200);
    expect((await put('status', { status: 'in_progress' }).expect(200)).body.version).toBe(3);
    expect(await count()).toBe(newBefore - 1);
    // The same status again records nothing.
    expect((await put('status', { status: 'in_progress' }).expect(200)).body.version).toBe(3);
    await post('notes', { text: 'Cliente de Madrid: llamar por la tarde' }).expect(201);
    const reply = await post('replies', { message: 'Con mucho gusto le enseñamos la villa.' }).expect(201);
    expect(reply.body.id).toMatch(/^[0-9a-f-]{36}$/);

    const replied = await detail(id);
    expect(replied).toMatchObject({ status: 'answered', assigneeId: staff.userIds.owner });
    expect(replied.activity.map((step: { kind: string }) => step.kind)).toEqual([
      'assignment',
      'status',
      'note',
      'reply',
    ]);
    expect(replied.activity[0]).toMatchObject({ assigneeName: 'Olivia Propietaria' });
    expect(replied.activity[3]).toMatchObject({
      actorName: 'Álvaro Administrador',
      text: 'Con mucho gusto le enseñamos la villa.',
      readAt: null,
    });

    await put('status', { status: 'closed' }).expect(200);
    const closedReply = await post('replies', { message: 'Otra cosa' }).expect(409);
    expect(closedReply.body.error.code).toBe('inquiry_closed');
    const backToNew = await put('status', { status: 'new' }).expect(422);
    expect(backToNew.body.error).toMatchObject({ code: 'inquiry_status_transition_not_allowed' });
    await put('status', { status: 'in_progress' }).expect(200);
    expect((await detail(id)).status).toBe('in_progress');
  });

  it('refuses what is no inquiry, no staff member or no text, in the shared error shape', async () => {
    const id = await send();
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const path of [`/api/admin/inquiries/${unknown}`, '/api/admin/inquiries/not-an-id']) {
      const response = await api.http().get(path).set(admin()).expect(404);
      expect(response.body.error.code).toBe('inquiry_not_found');
    }
    await api
      .http()
      .put(`/api/admin/inquiries/${unknown}/status`)
      .set(admin())
      .send({ status: 'closed' })
      .expect(404);
    const client = await api
      .http()
      .put(`/api/admin/inquiries/${id}/assignee`)
      .set(admin())
      .send({ assigneeId: staff.userIds.user })
      .expect(422);
    expect(client.body.error.details).toEqual([expect.objectContaining({ field: 'assigneeId' })]);
    const empty = await api
      .http()
      .post(`/api/admin/inquiries/${id}/replies`)
      .set(admin())
      .send({ message: '  ' })
      .expect(400);
    expect(empty.body.error.details).toEqual([
      expect.objectContaining({ field: 'message', code: 'required' }),
    ]);
    await api
      .http()
      .put(`/api/admin/inquiries/${id}/status`)
      .set(admin())
      .send({ status: 'archived' })
      .expect(400);
    expect((await detail(id)).activity).toEqual([]);
  });

  it('searches name, e-mail, subject and message, and filters by status, source and assignee', async () => {
    const marker = 'zq' + Date.now().toString(36);
    const property = await send({
      name: `Helga ${marker}`,
      propertyId: 'villa-sardinero-santander',
      subject: null,
    });
    const booking = await send({ subject: `Solicitud de reserva: Velero ${marker}` });
    const contact = await send({ email: `${marker}@EXAMPLE.com`, message: 'Una pregunta' });
    const inMessage = await send({ message: `Busco algo con ${marker.toUpperCase()} cerca del mar` });

    expect(ids(await list({ q: marker }))).toEqual([property, booking, contact, inMessage].sort());
    expect(ids(await list({ q: marker, source: 'property' }))).toEqual([property]);
    expect(ids(await list({ q: marker, source: 'booking' }))).toEqual([booking]);
    expect(ids(await list({ q: marker, source: 'contact' }))).toEqual([contact, inMessage].sort());

    await api
      .http()
      .put(`/api/admin/inquiries/${booking}/assignee`)
      .set(admin())
      .send({ assigneeId: staff.userIds.admin })
      .expect(200);
    await api
      .http()
      .put(`/api/admin/inquiries/${contact}/status`)
      .set(admin())
      .send({ status: 'closed' })
      .expect(200);
    expect(ids(await list({ q: marker, assigneeId: staff.userIds.admin }))).toEqual([booking]);
    expect(ids(await list({ q: marker, assigneeId: 'none' }))).toEqual([property, contact, inMessage].sort());
    expect(ids(await list({ q: marker, status: 'closed' }))).toEqual([contact]);
    expect(ids(await list({ q: marker, status: 'new' }))).toEqual([property, booking, inMessage].sort());
    // A percent sign is searched for, not a wildcard.
    expect((await list({ q: `${marker}%` })).total).toBe(0);

    const page = await list({ q: marker, pageSize: '3', page: '2' });
    expect(page).toMatchObject({ total: 4, page: 2, pageSize: 3 });
    expect(page.items).toHaveLength(1);

    const bad = await api
      .http()
      .get('/api/admin/inquiries')
      .query({ status: 'lost', source: 'fax', assigneeId: 'x' })
      .set(admin())
      .expect(400);
    expect(bad.body.error.details.map((d: { field: string }) => d.field).sort()).toEqual([
      'assigneeId',
      'source',
      'status',
    ]);
  });

  it('mails each reply in the client’s language, from the agency, threaded after the acknowledgement, once', async () => {
    const response = await api
      .http()
      .post('/api/inquiries')
      .send({ ...content({ email: 'lena@example.de', language: 'de', subject: 'Besichtigung' }) })
      .expect(202);
    const id = response.body.id as string;
    const reply = (message: string) =>
      api.http().post(`/api/admin/inquiries/${id}/replies`).set(admin()).send({ message }).expect(201);
    const [acknowledgement] = await mailsFor('lena@example.de', 1);
    expect(acknowledgement.headers['message-id']).toBe(`<inquiry-${id}@costa.example>`);

    const first = (await reply('Gern zeigen wir Ihnen die Villa am Samstag.')).body.id as string;
    await mailsFor('lena@example.de', 2);
    const second = (await reply('Der Termin ist bestätigt.')).body.id as string;
    const replies = (await mailsFor('lena@example.de', 3)).slice(1);
    expect(replies).toHaveLength(2);
    const [one, two] = replies as [CapturedMail, CapturedMail];
    const ack = `<inquiry-${id}@costa.example>`;
    const firstId = `<inquiry-${id}-reply-${first}@costa.example>`;
    expect(one.subject).toBe('Re: Besichtigung');
    expect(one.headers).toMatchObject({ 'message-id': firstId, 'in-reply-to': ack, references: ack });
    expect(one.headers['reply-to']).toContain(AGENCY);
    expect(one.from).toContain(/<(.+)>/.exec(api.config.mail.from)![1]);
    expect(one.text).toContain('Guten Tag Ana García,');
    expect(one.text).toContain('Gern zeigen wir Ihnen die Villa am Samstag.');
    expect(one.text).toContain('Ihre Nachricht vom');
    expect(one.text).toContain('Álvaro Administrador');
    expect(one.html).toMatch(/<html lang="de"/);
    expect(two.headers).toMatchObject({
      'message-id': `<inquiry-${id}-reply-${second}@costa.example>`,
      'in-reply-to': firstId,
    });
    // A long References field is folded over lines; unfolded, it is the chain.
    expect(two.headers.references.replace(/\s+/g, ' ')).toBe(`${ack} ${firstId}`);

    // BullMQ delivers the first reply's job again: nothing more goes out.
    const count = smtp.mails.length;
    const job = {
      id: `inquiry-reply-mail-${await replyEventId(first)}`,
      data: { inquiryId: id, replyId: first },
    };
    // The capture keeps a mail before it accepts it, so a mail sent by this delivery is there once it returns.
    await api.app.get(InquiryReplyMailJobHandler).handle(job as Job<InquiryReplyMailJob>);
    expect(smtp.mails.length).toBe(count);
  });

  async function replyEventId(replyId: string): Promise<string> {
    const [row] = await api.app
      .get(EntityManager)
      .fork()
      .execute<{ id: string }[]>(
        `select event_id as id from events where type = 'InquiryReplied' and data->>'replyId' = ?`,
        [replyId],
      );
    return row.id;
  }

  it('shows a client their own inquiries and replies, never notes, and marks replies read when opened', async () => {
    const client = await register(api, 'clara@example.com');
    const other = await register(api, 'otro@example.com');
    const sent = await api
      .http()
      .post('/api/inquiries')
      .set(bearer(client))
      .send(content({ name: 'Clara Ruiz', email: 'clara@example.com', subject: 'Jardín' }))
      .expect(202);
    const id = sent.body.id as string;
    await api
      .http()
      .post(`/api/admin/inquiries/${id}/notes`)
      .set(admin())
      .send({ text: 'NOTA-INTERNA presupuesto ajustado' })
      .expect(201);
    await api
      .http()
      .post(`/api/admin/inquiries/${id}/replies`)
      .set(admin())
      .send({ message: 'El jardín tiene 2.000 m².' })
      .expect(201);
    const unread = () => api.app.get(QueryBus).execute(new CountUnreadRepliesQuery(client.userId));
    expect(await unread()).toBe(1);

    const mine = await api.http().get('/api/me/inquiries').set(bearer(client)).expect(200);
    expect(mine.body).toEqual([
      expect.objectContaining({ id, subject: 'Jardín', status: 'answered', replyCount: 1, unreadReplies: 1 }),
    ]);
    const opened = await api.http().get(`/api/me/inquiries/${id}`).set(bearer(client)).expect(200);
    expect(opened.body.replies).toEqual([
      expect.objectContaining({ message: 'El jardín tiene 2.000 m².', author: 'Álvaro', readAt: null }),
    ]);
    for (const body of [mine.body, opened.body]) expect(JSON.stringify(body)).not.toContain('NOTA-INTERNA');

    await api.http().post(`/api/me/inquiries/${id}/read`).set(bearer(client)).expect(204);
    await api.http().post(`/api/me/inquiries/${id}/read`).set(bearer(client)).expect(204);
    expect(await unread()).toBe(0);
    const read = await api.http().get(`/api/me/inquiries/${id}`).set(bearer(client)).expect(200);
    expect(read.body).toMatchObject({ unreadReplies: 0, replies: [{ readAt: expect.any(String) }] });
    const staffView = await detail(id);
    expect(staffView.activity.find((step: { kind: string }) => step.kind === 'reply').readAt).toEqual(
      expect.any(String),
    );

    // Someone else's inquiry does not exist for them.
    expect((await api.http().get('/api/me/inquiries').set(bearer(other)).expect(200)).body).toEqual([]);
    await api.http().get(`/api/me/inquiries/${id}`).set(bearer(other)).expect(404);
    await api.http().post(`/api/me/inquiries/${id}/read`).set(bearer(other)).expect(404);
    await api.http().get('/api/me/inquiries').expect(401);
  });

  it("joins a visitor's inquiry to the account that verifies the same address, in any case", async () => {
    const visitor = await api
      .http()
      .post('/api/inquiries')
      .send(content({ name: 'Nora Lind', email: 'Nora.Lind@Example.com', subject: 'Ático' }))
      .expect(202);
    const id = visitor.body.id as string;
    const account = await register(api, 'nora.lind@example.com', { firstName: 'Nora', lastName: 'Lind' });
    const join = () => api.app.get(ProcessorRunner).drain(api.app.get(InquiryAccountJoiner));
    await join();
    // Registered is not verified: nothing joins yet.
    expect((await api.http().get('/api/me/inquiries').set(bearer(account)).expect(200)).body).toEqual([]);

    const welcome = (await mailsFor('nora.lind@example.com', 1)).find((mail) =>
      mail.text.includes('#token='),
    )!;
    await api
      .http()
      .post('/api/auth/verify-email')
      .send({ token: linkToken(welcome) })
      .expect(200);
    await join();
    await join();
    const mine = await api.http().get('/api/me/inquiries').set(bearer(account)).expect(200);
    expect(mine.body).toEqual([expect.objectContaining({ id, subject: 'Ático' })]);
    const history = (await detail(id)).activity.map((step: { kind: string }) => step.kind);
    expect(history).toEqual(['joined']);
    expect((await detail(id)).hasAccount).toBe(true);
  });

  it('lets only staff into the inbox', async () => {
    for (const persona of ['anonymous', 'user'] as const) {
      const response = await api.http().get('/api/admin/inquiries').set(staff.headers[persona]);
      expect(response.status).toBe(persona === 'anonymous' ? 401 : 403);
    }
    await api.http().get('/api/admin/inquiries/count').set(staff.headers.owner).expect(200);
  });
});
