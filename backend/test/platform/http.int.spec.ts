import { startTestApi, type TestApi } from '../support/test-api';

describe('HTTP platform', () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  it('reports liveness and readiness (the failures readiness names: readiness.int.spec.ts)', async () => {
    await api.http().get('/api/health').expect(200, { status: 'ok', mail: 'ok' });
    await api
      .http()
      .get('/api/ready')
      .expect(200, {
        status: 'ready',
        checks: { postgres: 'up', redis: 'up', processors: 'ok', mail: 'ok' },
      });
  });

  it('sends security headers and a request id on every answer', async () => {
    const response = await api.http().get('/api/health').expect(200);
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('echoes a well-formed request id and replaces a malformed one', async () => {
    const given = await api.http().get('/api/health').set('x-request-id', 'trace-123').expect(200);
    expect(given.headers['x-request-id']).toBe('trace-123');
    const bad = await api.http().get('/api/health').set('x-request-id', 'bad id <script>').expect(200);
    expect(bad.headers['x-request-id']).not.toContain('<');
  });

  it('answers malformed JSON with a 400 in the error shape', async () => {
    const response = await api
      .http()
      .post('/api/inquiries')
      .set('content-type', 'application/json')
      .send('{"name": ')
      .expect(400);
    expect(response.body.error.code).toBe('bad_request');
  });

  it('publishes the OpenAPI document', async () => {
    const response = await api.http().get('/api/docs/openapi.json').expect(200);
    expect(Object.keys(response.body.paths)).toEqual(
      expect.arrayContaining([
        '/api/properties',
        '/api/properties/{id}',
        '/api/services',
        '/api/experiences',
        '/api/inquiries',
      ]),
    );
  });
});
