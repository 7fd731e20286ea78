import { EntityManager } from '@mikro-orm/postgresql';
import { EventStore } from '../../src/platform/event-store/event-store';
import { startTestApi, type TestApi } from '../support/test-api';

const valid = {
  name: 'Olga Petrova',
  email: 'olga@example.com',
  phone: '+7 495 123 45 67',
  subject: 'Апартаменты',
  message: 'Здравствуйте! Хотела бы узнать больше о квартире.',
  propertyId: 'apartamento-centro-historico-santander',
  language: 'ru',
};

describe('POST /api/inquiries', () => {
  let api: TestApi;
  // Read through the store: the table holds the personal fields sealed (crypto-shredding).
  const events = async (type: string) =>
    (await api.app.get(EventStore).readHistory(api.app.get(EntityManager).fork(), { types: [type] }, 100))
      .reverse()
      .map((event) => ({
        data: event.data as Record<string, unknown>,
        metadata: event.metadata as Record<string, unknown>,
      }));

  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  it('records the inquiry as an InquirySent event with request metadata', async () => {
    const response = await api
      .http()
      .post('/api/inquiries')
      .set('x-request-id', 'inq-1')
      .send(valid)
      .expect(202);
    expect(response.body.id).toMatch(/^[0-9a-f-]{36}$/);
    const [event] = await events('InquirySent');
    expect(event.data).toMatchObject({ ...valid, inquiryId: response.body.id });
    expect(event.metadata).toMatchObject({ requestId: 'inq-1', correlationId: 'inq-1' });
  });

  it('lists every bad field with a stable code and leaves no trace in the store', async () => {
    const before = (await events('InquirySent')).length;
    const response = await api
      .http()
      .post('/api/inquiries')
      .send({ name: ' ', email: 'not-an-email', phone: 'call me', message: 'x'.repeat(5001), language: 'fr' })
      .expect(400);
    expect(response.body.error.code).toBe('validation_failed');
    const codes = Object.fromEntries(
      response.body.error.details.map((d: { field: string; code: string }) => [d.field, d.code]),
    );
    expect(codes).toEqual({
      name: 'required',
      email: 'invalid_email',
      phone: 'invalid_phone',
      message: 'too_long',
      language: 'invalid_choice',
    });
    expect(await events('InquirySent')).toHaveLength(before);
  });

  // Five attempts per address every ten minutes, valid or not: the two tests above used two of them.
  it('limits how many inquiries one address may send', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push((await api.http().post('/api/inquiries').send(valid)).status);
    }
    expect(statuses).toEqual([202, 202, 202, 429]);
    const limited = await api.http().post('/api/inquiries').send(valid).expect(429);
    expect(limited.body.error.code).toBe('too_many_requests');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});
