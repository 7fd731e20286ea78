import { createHmac } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { SESSION_POLICY } from '../../src/modules/identity/domain/session-policy';
import { startTestApi, type TestApi } from '../support/test-api';
import {
  CSRF,
  STRONG_PASSWORD,
  bearer,
  controlClock,
  login,
  refreshCookie,
  register,
} from '../support/accounts';

describe('sessions: access tokens, refresh rotation, logout, inactivity', () => {
  let api: TestApi;
  let clock: ReturnType<typeof controlClock>;

  const refresh = (cookie: string) => api.http().post('/api/auth/refresh').set(CSRF).set('Cookie', cookie);
  // The grace-period tests refresh from an address of their own: refreshes are limited to 60 a minute each.
  const retry = async (cookie: string, status?: number) => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      headers: { ...CSRF, cookie },
      remoteAddress: '198.51.100.60',
    });
    if (status !== undefined) expect(response.statusCode).toBe(status);
    return { status: response.statusCode, body: response.json(), headers: response.headers };
  };
  const me = (session: { accessToken: string }) => api.http().get('/api/auth/me').set(bearer(session));
  const sessionRow = (userId: string) =>
    api.app
      .get(EntityManager)
      .fork()
      .execute<{ revoked_reason: string | null }[]>(
        'select revoked_reason from identity_sessions where user_id = ? order by created_at',
        [userId],
      );

  beforeAll(async () => {
    api = await startTestApi();
    clock = controlClock(api);
    await register(api, 'marta@example.com');
  });
  afterAll(() => api.close());

  it('signs in with e-mail and password and answers with a short-lived, pinned JWT', async () => {
    const response = await api
      .http()
      .post('/api/auth/login')
      .set(CSRF)
      .send({ email: ' Marta@Example.com ', password: STRONG_PASSWORD })
      .expect(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const [header, payload] = response.body.accessToken
      .split('.')
      .slice(0, 2)
      .map((part: string) => JSON.parse(Buffer.from(part, 'base64url').toString()));
    expect(header).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(payload).toMatchObject({
      sub: response.body.user.id,
      role: 'user',
      iss: api.config.auth.jwtIssuer,
      aud: api.config.auth.jwtAudience,
    });
    expect(payload.exp - payload.iat).toBe(900);
    await me(response.body).expect(200);
  });

  it('gives one answer for an unknown address and a wrong password', async () => {
    const unknown = await api
      .http()
      .post('/api/auth/login')
      .set(CSRF)
      .send({ email: 'nadie@example.com', password: STRONG_PASSWORD })
      .expect(401);
    const wrong = await api
      .http()
      .post('/api/auth/login')
      .set(CSRF)
      .send({ email: 'marta@example.com', password: 'not-her-password' })
      .expect(401);
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.body).toEqual({
      error: { code: 'invalid_credentials', message: 'Email o contraseña incorrectos' },
    });
    const english = await api
      .http()
      .post('/api/auth/login')
      .set(CSRF)
      .set('Accept-Language', 'en')
      .send({ email: 'nadie@example.com', password: 'x' })
      .expect(401);
    expect(english.body.error.message).toBe('Incorrect email or password');
  });

  it('refuses requests without a valid token: missing, forged, other algorithm, other audience', async () => {
    const session = await login(api, 'marta@example.com');
    expect((await api.http().get('/api/auth/me').expect(401)).body.error.code).toBe('unauthenticated');

    const [, payload] = session.accessToken.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const sign = (header: object, body: object, secret: string) => {
      const head = Buffer.from(JSON.stringify(header)).toString('base64url');
      const data = Buffer.from(JSON.stringify(body)).toString('base64url');
      const signature = createHmac('sha256', secret).update(`${head}.${data}`).digest('base64url');
      return `${head}.${data}.${signature}`;
    };
    const forged = [
      `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`,
      sign({ alg: 'HS256', typ: 'JWT' }, { ...claims, role: 'owner' }, 'guessed-secret'),
      sign({ alg: 'HS256', typ: 'JWT' }, { ...claims, aud: 'someone-else' }, api.config.auth.jwtSecret),
      sign(
        { alg: 'HS256', typ: 'JWT' },
        { ...claims, iss: 'https://evil.example' },
        api.config.auth.jwtSecret,
      ),
      sign({ alg: 'HS384', typ: 'JWT' }, claims, api.config.auth.jwtSecret),
    ];
    for (const accessToken of forged) {
      const response = await me({ accessToken }).expect(401);
      expect(response.body.error.code).toBe('unauthenticated');
    }
  });

  it('rotates the refresh token on every refresh', async () => {
    const first = await login(api, 'marta@example.com');
    const renewed = await refresh(first.cookie).expect(200);
    const second = refreshCookie(renewed);
    expect(second).not.toBe(first.cookie);
    expect(renewed.body.user.email).toBe('marta@example.com');
    await me(renewed.body).expect(200);
    const third = await refresh(second).expect(200);
    expect(refreshCookie(third)).not.toBe(second);
  });

  it('revokes the whole session when a spent refresh token comes back', async () => {
    const stolen = await login(api, 'marta@example.com');
    const legit = await refresh(stolen.cookie).expect(200);
    // The thief replays the copy of the first token after the grace period: the whole family ends...
    clock.advance(SESSION_POLICY.refreshReuseGraceSeconds + 1);
    const replay = await refresh(stolen.cookie).expect(401);
    expect(replay.body.error.code).toBe('refresh_token_reused');
    expect(replay.headers['set-cookie']?.[0]).toMatch(/^costa_refresh=;/);
    // ...so the legitimate holder's newer token and access token stop working too.
    expect((await refresh(refreshCookie(legit)).expect(401)).body.error.code).toBe('session_expired');
    expect((await me(legit.body).expect(401)).body.error.code).toBe('session_expired');
    const rows = await sessionRow(stolen.userId);
    expect(rows.map((row) => row.revoked_reason)).toContain('refresh_token_reuse');
  });

  it('answers a refresh retried within the grace period with the same successor', async () => {
    const session = await login(api, 'marta@example.com');
    // The page reloads while the first refresh is on its way: its answer (the next cookie) is lost...
    const lost = await retry(session.cookie, 200);
    clock.advance(SESSION_POLICY.refreshReuseGraceSeconds - 1);
    // ...and the reloaded page presents the spent token again: same successor, fresh access token.
    const retried = await retry(session.cookie, 200);
    expect(refreshCookie(retried)).toBe(refreshCookie(lost));
    await me(retried.body).expect(200);
    // The session goes on: the successor rotates as usual, and the earlier access token is still valid.
    const next = await retry(refreshCookie(retried), 200);
    expect(refreshCookie(next)).not.toBe(refreshCookie(retried));
    await me(lost.body).expect(200);
    await me(next.body).expect(200);
    expect((await sessionRow(session.userId)).at(-1)?.revoked_reason).toBeNull();
  });

  it('gives two refreshes racing with the same token the same successor', async () => {
    const session = await login(api, 'marta@example.com');
    const [first, second] = await Promise.all([retry(session.cookie), retry(session.cookie)]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(refreshCookie(first)).toBe(refreshCookie(second));
    await retry(refreshCookie(second), 200);
  });

  it('still revokes the session when the spent token comes back after the grace period', async () => {
    const session = await login(api, 'marta@example.com');
    const renewed = await retry(session.cookie, 200);
    clock.advance(SESSION_POLICY.refreshReuseGraceSeconds + 1);
    const replay = await retry(session.cookie, 401);
    expect(replay.body.error.code).toBe('refresh_token_reused');
    expect((await retry(refreshCookie(renewed), 401)).body.error.code).toBe('session_expired');
    expect((await me(renewed.body).expect(401)).body.error.code).toBe('session_expired');
  });

  it('still revokes the session when an older token than the last spent one comes back, even at once', async () => {
    const session = await login(api, 'marta@example.com');
    const second = await retry(session.cookie, 200);
    const third = await retry(refreshCookie(second), 200);
    // The first token's successor is spent already: this is a copy, not a retry.
    const replay = await retry(session.cookie, 401);
    expect(replay.body.error.code).toBe('refresh_token_reused');
    expect((await retry(refreshCookie(third), 401)).body.error.code).toBe('session_expired');
    // The second token, spent within the grace period, is refused too: the session is over.
    expect((await retry(refreshCookie(second), 401)).body.error.code).toBe('session_expired');
  });

  it('needs the CSRF header and a cookie to refresh', async () => {
    const session = await login(api, 'marta@example.com');
    await api.http().post('/api/auth/refresh').set('Cookie', session.cookie).expect(403);
    const none = await api.http().post('/api/auth/refresh').set(CSRF).expect(401);
    expect(none.body.error.code).toBe('no_session');
    await refresh('costa_refresh=not-a-token').expect(401);
  });

  it('expires the access token after 15 minutes; the refresh cookie renews it', async () => {
    const session = await login(api, 'marta@example.com');
    clock.advance(14 * 60);
    await me(session).expect(200);
    clock.advance(2 * 60);
    const expired = await me(session).expect(401);
    expect(expired.body.error.code).toBe('token_expired');
    const renewed = await refresh(session.cookie).expect(200);
    await me(renewed.body).expect(200);
  });

  it('ends the session after 30 minutes without activity; activity keeps it alive', async () => {
    const session = await login(api, 'marta@example.com');
    clock.advance(20 * 60);
    const active = await refresh(session.cookie).expect(200); // activity at minute 20
    clock.advance(25 * 60); // 45 minutes since sign-in, 25 since the last activity
    const stillActive = await refresh(refreshCookie(active)).expect(200);
    clock.advance(31 * 60);
    const idle = await refresh(refreshCookie(stillActive)).expect(401);
    expect(idle.body.error).toMatchObject({
      code: 'session_expired',
      message: 'Su sesión ha expirado. Inicie sesión de nuevo',
    });
    expect((await sessionRow(session.userId)).map((row) => row.revoked_reason)).toContain('inactivity');
  });

  it('counts authenticated requests as activity', async () => {
    const busy = await login(api, 'marta@example.com');
    const idle = await login(api, 'marta@example.com');
    clock.advance(14 * 60);
    await me(busy).expect(200); // the last activity of `busy`: minute 14
    clock.advance(24 * 60); // minute 38: 38 since both signed in, 24 since busy's last request
    await refresh(busy.cookie).expect(200);
    await refresh(idle.cookie).expect(401);
  });

  it('signs out this device only, and everywhere', async () => {
    const laptop = await login(api, 'marta@example.com');
    const phone = await login(api, 'marta@example.com');
    const out = await api.http().post('/api/auth/logout').set(CSRF).set('Cookie', laptop.cookie).expect(204);
    expect(out.headers['set-cookie']?.[0]).toMatch(/^costa_refresh=;.*Path=\/api\/auth/);
    expect((await me(laptop).expect(401)).body.error.code).toBe('session_expired');
    await refresh(laptop.cookie).expect(401);
    await me(phone).expect(200);

    const tablet = await login(api, 'marta@example.com');
    await api.http().post('/api/auth/logout-all').set(CSRF).set(bearer(phone)).expect(204);
    await me(phone).expect(401);
    await me(tablet).expect(401);
    await refresh(tablet.cookie).expect(401);
    // Signing out without a session is fine too.
    await api.http().post('/api/auth/logout').set(CSRF).expect(204);
  });

  it('keeps a remembered session for 30 days of use, and a plain one for 12 hours at most', async () => {
    const response = await api
      .http()
      .post('/api/auth/login')
      .set(CSRF)
      .send({ email: 'marta@example.com', password: STRONG_PASSWORD, rememberMe: true })
      .expect(200);
    const expires = /Expires=([^;]+)/.exec(response.headers['set-cookie'][0])?.[1];
    const days = (new Date(expires as string).getTime() - clock.now().getTime()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThan(30.1);

    let cookie = (await login(api, 'marta@example.com')).cookie;
    for (let hour = 0; hour < 12 * 3; hour++) {
      clock.advance(20 * 60);
      const renewed = await refresh(cookie);
      if (renewed.status !== 200) {
        expect(hour).toBe(12 * 3 - 1);
        expect(renewed.body.error.code).toBe('session_expired');
        return;
      }
      cookie = refreshCookie(renewed);
    }
    throw new Error('the session outlived its 12 hours');
  });
});
