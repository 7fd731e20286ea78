import { startTestApi, type TestApi } from '../support/test-api';
import { CSRF, STRONG_PASSWORD, fromAddress, register } from '../support/accounts';

/**
 * Sign-in limits count per client address, so the address must be one the client cannot choose: the
 * X-Forwarded-For header counts only when TRUST_PROXY names the proxy in front of the API.
 */
describe('client address behind and without a proxy', () => {
  const signIn = (api: TestApi, remoteAddress: string, password: string, forwardedFor?: string) =>
    fromAddress(api, remoteAddress, {
      method: 'POST',
      url: '/api/auth/login',
      headers: { ...CSRF, ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
      payload: { email: 'victima@example.com', password },
    });

  describe('in production with the default configuration (clients reach the API directly)', () => {
    let api: TestApi;

    beforeAll(async () => {
      api = await startTestApi({
        env: {
          NODE_ENV: 'production',
          JWT_SECRET: 'a-production-grade-secret-of-more-than-32-characters',
          INSECURE_FAST_PASSWORD_HASHING: 'false',
        },
      });
      await register(api, 'victima@example.com');
    });
    afterAll(() => api.close());

    it('ignores a forged X-Forwarded-For: rotating it does not escape the limit', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 40; i++) {
        statuses.push((await signIn(api, '203.0.113.40', `guess-${i}`, `192.0.2.${i + 1}`)).status);
      }
      expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
      expect(statuses.slice(5).every((status) => status === 429)).toBe(true);
    });

    it("cannot lock the victim out by naming the victim's address in the header", async () => {
      for (let i = 0; i < 5; i++) {
        expect((await signIn(api, '203.0.113.41', `guess-${i}`, '198.51.100.200')).status).toBe(401);
      }
      expect((await signIn(api, '198.51.100.200', STRONG_PASSWORD)).status).toBe(200);
    });
  });

  describe('behind one proxy (TRUST_PROXY=1)', () => {
    const PROXY = '10.0.0.2';
    let api: TestApi;

    beforeAll(async () => {
      api = await startTestApi({ env: { TRUST_PROXY: '1' } });
      await register(api, 'victima@example.com');
    });
    afterAll(() => api.close());

    it('counts each client the proxy forwards on its own', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) {
        statuses.push((await signIn(api, PROXY, `guess-${i}`, '203.0.113.50')).status);
      }
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
      // Another client behind the same proxy is not affected...
      expect((await signIn(api, PROXY, STRONG_PASSWORD, '198.51.100.201')).status).toBe(200);
      // ...and a client cannot escape its limit by prepending an address of its choice: the proxy appends
      // the address it saw, and only that last entry is believed.
      expect((await signIn(api, PROXY, 'guess-x', '192.0.2.99, 203.0.113.50')).status).toBe(429);
    });
  });
});
