import { startTestApi, type TestApi } from '../support/test-api';
import { CSRF, STRONG_PASSWORD, bearer, fromAddress, register } from '../support/accounts';

describe('rate limits on sign-in', () => {
  let api: TestApi;

  const attempt = (ip: string, email: string, password: string) =>
    fromAddress(api, ip, {
      method: 'POST',
      url: '/api/auth/login',
      headers: CSRF,
      payload: { email, password },
    });

  beforeAll(async () => {
    api = await startTestApi();
    await register(api, 'victima@example.com');
    await register(api, 'otra@example.com');
  });
  afterAll(() => api.close());

  it('stops guessing one account from one address after 5 failures, whatever the password then', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await attempt('203.0.113.10', 'victima@example.com', `guess-${i}`)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    const right = await attempt('203.0.113.10', 'victima@example.com', STRONG_PASSWORD);
    expect(right.status).toBe(429);
    expect(right.body.error?.code).toBe('too_many_requests');
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(800);
  });

  it('cannot lock the owner out: the account still signs in from any other address', async () => {
    const fromHome = await attempt('198.51.100.77', 'victima@example.com', STRONG_PASSWORD);
    expect(fromHome.status).toBe(200);
    // ...and the attacker's address may still try other accounts (the per-address budget is larger).
    expect((await attempt('203.0.113.10', 'otra@example.com', 'guess')).status).toBe(401);
  });

  it('treats unknown addresses like known ones', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await attempt('203.0.113.11', 'nadie@example.com', 'guess')).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('stops one address spraying many accounts after 30 failures', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      statuses.push((await attempt('203.0.113.12', `spray-${i}@example.com`, 'Summer2024!')).status);
    }
    expect(statuses.slice(0, 30).every((status) => status === 401)).toBe(true);
    expect(statuses[30]).toBe(429);
    // The accounts themselves are not affected from elsewhere.
    expect((await attempt('198.51.100.78', 'otra@example.com', STRONG_PASSWORD)).status).toBe(200);
  });

  it('forgets earlier failures of an account and address once the right password is given', async () => {
    for (let i = 0; i < 4; i++) await attempt('203.0.113.13', 'otra@example.com', 'typo');
    expect((await attempt('203.0.113.13', 'otra@example.com', STRONG_PASSWORD)).status).toBe(200);
    for (let i = 0; i < 4; i++)
      expect((await attempt('203.0.113.13', 'otra@example.com', 'typo')).status).toBe(401);
  });

  it('counts wrong current passwords in the profile like failed sign-ins', async () => {
    const session = await register(api, 'perfil@example.com');
    const change = () =>
      api.http().post('/api/account/password').set(bearer(session)).send({
        currentPassword: 'guess',
        newPassword: 'Otra-Clave-Larga-2026',
        confirmPassword: 'Otra-Clave-Larga-2026',
      });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await change()).status);
    expect(statuses).toEqual([422, 422, 422, 422, 422, 429]);
  });
});
