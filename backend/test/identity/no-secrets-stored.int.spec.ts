import { EntityManager } from '@mikro-orm/postgresql';
import IORedis from 'ioredis';
import { Secret, TOTP } from 'otpauth';
import { LogCapture } from '../support/log-capture';
import { SmtpCapture } from '../support/smtp-capture';
import { startTestApi, type TestApi } from '../support/test-api';
import {
  CSRF,
  STRONG_PASSWORD,
  bearer,
  controlClock,
  deliverMails,
  linkToken,
  login,
  refreshCookie,
  register,
  verifiedClient,
} from '../support/accounts';

/** Every value of every key of the test's Redis prefix (BullMQ jobs, rate-limit counters), as text. */
async function redisText(api: TestApi): Promise<string> {
  const redis = new IORedis(api.config.redisUrl);
  const values: string[] = [];
  try {
    const keys = await redis.keys(`${api.config.redisPrefix}:*`);
    for (const key of keys) {
      values.push(key);
      const type = await redis.type(key);
      if (type === 'string') values.push(String(await redis.get(key)));
      if (type === 'hash') values.push(JSON.stringify(await redis.hgetall(key)));
      if (type === 'list') values.push(JSON.stringify(await redis.lrange(key, 0, -1)));
      if (type === 'set') values.push(JSON.stringify(await redis.smembers(key)));
      if (type === 'zset') values.push(JSON.stringify(await redis.zrange(key, 0, -1)));
      if (type === 'stream') values.push(JSON.stringify(await redis.xrange(key, '-', '+')));
    }
  } finally {
    redis.disconnect();
  }
  return values.join('\n');
}

describe('no secret is stored where it does not belong', () => {
  let api: TestApi;
  let smtp: SmtpCapture;
  const logs = new LogCapture();

  beforeAll(async () => {
    smtp = await SmtpCapture.start();
    api = await startTestApi({ logs, env: { SMTP_PORT: String(smtp.port) } });
  });
  afterAll(async () => {
    await api.close();
    await smtp.stop();
  });

  it('keeps passwords, tokens and hashes out of events, log lines and Redis', async () => {
    const secrets: string[] = [STRONG_PASSWORD];
    const remember = (...values: string[]) => secrets.push(...values);
    const password2 = 'Segunda-Clave-Muy-Larga-2026';
    const password3 = 'Tercera-Clave-Muy-Larga-2026';
    remember(password2, password3, 'wrong-password-attempt');

    // Every flow that handles a secret: register, verify, sign in (also wrongly), refresh, change the
    // password, reset it, change the address, sign out.
    const session = await register(api, 'secreto@example.com');
    remember(session.accessToken, session.cookie.split('=')[1]);
    const welcome = (await deliverMails(api, smtp, 1))[0];
    remember(linkToken(welcome));
    await api
      .http()
      .post('/api/auth/verify-email')
      .send({ token: linkToken(welcome) })
      .expect(200);
    await api
      .http()
      .post('/api/auth/login')
      .set(CSRF)
      .send({ email: 'secreto@example.com', password: 'wrong-password-attempt' })
      .expect(401);
    const renewed = await api
      .http()
      .post('/api/auth/refresh')
      .set(CSRF)
      .set('Cookie', session.cookie)
      .expect(200);
    remember(renewed.body.accessToken, refreshCookie(renewed).split('=')[1]);
    await api
      .http()
      .post('/api/account/password')
      .set(bearer(renewed.body))
      .send({ currentPassword: STRONG_PASSWORD, newPassword: password2, confirmPassword: password2 })
      .expect(204);
    await api.http().post('/api/auth/password-reset').send({ email: 'secreto@example.com' }).expect(202);
    const reset = (await deliverMails(api, smtp, 3)).find((mail) =>
      mail.text.includes('/reset-password#token='),
    )!;
    remember(linkToken(reset));
    await api
      .http()
      .post('/api/auth/password-reset/complete')
      .send({ token: linkToken(reset), password: password3, confirmPassword: password3 })
      .expect(204);
    const again = await login(api, 'secreto@example.com', password3);
    remember(again.accessToken, again.cookie.split('=')[1]);
    await api
      .http()
      .post('/api/account/email')
      .set(bearer(again))
      .send({ newEmail: 'nuevo-secreto@example.com', currentPassword: password3 })
      .expect(202);
    const change = (await deliverMails(api, smtp, 5)).find(
      (mail) => mail.to === 'nuevo-secreto@example.com',
    )!;
    remember(linkToken(change));
    await api.http().post('/api/auth/logout').set(CSRF).set('Cookie', again.cookie).expect(204);

    // The hashes the database holds are secrets too: none may leave their tables.
    const em = api.app.get(EntityManager).fork();
    const hashes = [
      ...(await em.execute<{ h: string }[]>('select password_hash as h from identity_credentials')),
      ...(await em.execute<{ h: string }[]>('select token_hash as h from identity_one_time_tokens')),
      ...(await em.execute<{ h: string }[]>('select token_hash as h from identity_refresh_tokens')),
    ].map((row) => row.h);
    expect(hashes.length).toBe(7); // 1 password, 3 e-mail links, 3 refresh tokens
    remember(...hashes);

    const events = (
      await em.execute<{ row: string }[]>('select (data::text || metadata::text) as row from events')
    )
      .map((event) => event.row)
      .join('\n');
    // The scan reads the events: their personal fields are there, sealed (crypto-shredding), never in clear.
    expect(events).toContain('"$pd"');
    expect(events).not.toContain('secreto@example.com');
    const logText = logs.text;
    expect(logText).toContain('/api/auth/login'); // the capture does see the requests
    const redis = await redisText(api);
    expect(redis).toContain('send-account-mail'); // and the jobs

    for (const secret of secrets) {
      expect(events).not.toContain(secret);
      expect(logText).not.toContain(secret);
      expect(redis).not.toContain(secret);
    }
    for (const text of [events, logText, redis]) expect(text).not.toMatch(/\$argon2id\$/);
  });

  it('keeps the second factor out of them too: the app secret, its codes, recovery codes, tickets', async () => {
    const secrets: string[] = [];
    const clock = controlClock(api);
    const client = await verifiedClient(api, 'dos-factores@example.com');
    const setup = await api
      .http()
      .post('/api/account/two-factor/totp/setup')
      .set(client.auth)
      .send({ currentPassword: STRONG_PASSWORD })
      .expect(200);
    const { secret } = setup.body as { secret: string };
    const codeAt = (at: Date) => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: +at });
    const first = codeAt(clock.now());
    const enabled = await api
      .http()
      .post('/api/account/two-factor/totp')
      .set(client.auth)
      .send({ code: first });
    const recoveryCodes = enabled.body.recoveryCodes as string[];
    secrets.push(secret, first, ...recoveryCodes, ...recoveryCodes.map((code) => code.replace('-', '')));

    // A sign-in with a wrong code, a right one, and one with a recovery code.
    const signIn = async (code: string) => {
      const step = await api
        .http()
        .post('/api/auth/login')
        .set(CSRF)
        .send({ email: 'dos-factores@example.com', password: STRONG_PASSWORD });
      secrets.push(step.body.secondFactor.ticket);
      return api
        .http()
        .post('/api/auth/login/second-factor')
        .set(CSRF)
        .send({ ticket: step.body.secondFactor.ticket, code });
    };
    expect((await signIn('000000')).status).toBe(422);
    clock.advance(30);
    const code = codeAt(clock.now());
    secrets.push(code);
    expect((await signIn(code)).status).toBe(200);
    expect((await signIn(recoveryCodes[0])).status).toBe(200);
    await deliverMails(api, smtp, smtp.mails.length + 2);

    const em = api.app.get(EntityManager).fork();
    const stored = [
      ...(await em.execute<{ v: string }[]>('select sealed_secret as v from identity_totp_secrets')),
      ...(await em.execute<{ v: string }[]>('select code_hash as v from identity_recovery_codes')),
      ...(await em.execute<{ v: string }[]>('select ticket_hash as v from identity_second_factor_tickets')),
    ].map((row) => row.v);
    expect(stored.length).toBe(1 + 10 + 3);
    secrets.push(...stored);
    // Sealed at rest: the table holds no clear secret.
    expect(stored[0]).not.toContain(secret);

    const events = (
      await em.execute<{ row: string }[]>('select (data::text || metadata::text) as row from events')
    )
      .map((event) => event.row)
      .join('\n');
    expect(events).toContain('"remaining": 9'); // RecoveryCodeUsed, read like the rest
    const logText = logs.text;
    expect(logText).toContain('/api/auth/login/second-factor');
    const redis = await redisText(api);
    expect(redis).toContain('send-two-factor-mail');
    for (const value of secrets) {
      expect(events).not.toContain(value);
      expect(logText).not.toContain(value);
      expect(redis).not.toContain(value);
    }
  });
});
