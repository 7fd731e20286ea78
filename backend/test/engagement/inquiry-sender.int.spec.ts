import { EntityManager } from '@mikro-orm/postgresql';
import { startTestApi, type TestApi } from '../support/test-api';
import { bearer, controlClock, CSRF, register } from '../support/accounts';

const inquiry = {
  name: 'Carmen Ruiz',
  email: 'carmen@example.com',
  message: 'Quisiera visitar la villa la próxima semana.',
  language: 'es',
};

/**
 * POST /api/inquiries stays open to everyone; a signed-in client's inquiry is recorded as theirs (the actor
 * of the event and the user id of the read model), so their panel can show it.
 */
describe('who sent an inquiry', () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  async function recorded(inquiryId: string) {
    const em = api.app.get(EntityManager).fork();
    const [event] = await em.execute<{ data: Record<string, unknown>; metadata: { actorId: unknown } }[]>(
      `select data, metadata from events where type = 'InquirySent' and data->>'inquiryId' = ?`,
      [inquiryId],
    );
    const [row] = await em.execute<{ user_id: string | null; sent_at: string }[]>(
      'select user_id, sent_at from engagement_inquiries where id = ?',
      [inquiryId],
    );
    return { event, row };
  }

  it("records a signed-in client's inquiry as theirs, dated by the product's clock", async () => {
    const client = await register(api, 'carmen@example.com');
    const clock = controlClock(api);
    clock.advance(90);
    const response = await api.http().post('/api/inquiries').set(bearer(client)).send(inquiry).expect(202);

    const { event, row } = await recorded(response.body.id);
    expect(event.metadata.actorId).toBe(client.userId);
    expect(row.user_id).toBe(client.userId);
    // The account is named once, as the actor: the event's content is what the sender typed.
    expect(Object.keys(event.data).sort()).toEqual(
      [
        'email',
        'inquiryId',
        'language',
        'message',
        'name',
        'phone',
        'propertyId',
        'sentAt',
        'subject',
      ].sort(),
    );
    expect(new Date(event.data.sentAt as string).getTime()).toBeGreaterThanOrEqual(Date.now() + 60_000);
    expect(new Date(row.sent_at).toISOString()).toBe(event.data.sentAt);
  });

  it('keeps an anonymous visitor anonymous, and a token that no longer works is no refusal', async () => {
    const anonymous = await api.http().post('/api/inquiries').send(inquiry).expect(202);
    expect((await recorded(anonymous.body.id)).row.user_id).toBeNull();

    const garbage = await api
      .http()
      .post('/api/inquiries')
      .set('Authorization', 'Bearer not-a-token')
      .send(inquiry)
      .expect(202);
    expect((await recorded(garbage.body.id)).row.user_id).toBeNull();

    // Signed out: the access token still verifies, but its session has ended.
    const client = await register(api, 'signed-out@example.com');
    await api
      .http()
      .post('/api/auth/logout')
      .set(CSRF)
      .set(bearer(client))
      .set('Cookie', client.cookie)
      .expect(204);
    const ended = await api.http().post('/api/inquiries').set(bearer(client)).send(inquiry).expect(202);
    const { event, row } = await recorded(ended.body.id);
    expect(row.user_id).toBeNull();
    expect(event.metadata.actorId).toBeNull();
  });
});
