import { randomUUID } from 'node:crypto';
import { CommandBus } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { DeferredCommands } from '../../src/modules/identity/auth/deferred-commands';
import { DisableUserCommand } from '../../src/modules/identity/commands/disable-user/disable-user.command';
import { MAIL_QUEUE } from '../../src/platform/mail/mail-message';
import { workUntilSettled } from '../support/queues';
import { SmtpCapture } from '../support/smtp-capture';
import { runWorkerSteps } from '../support/worker-steps';
import { startTestApi, type TestApi } from '../support/test-api';
import {
  CSRF,
  STRONG_PASSWORD,
  bearer,
  controlClock,
  deliverMails,
  fromAddress,
  linkToken,
  login,
  register,
} from '../support/accounts';

const NEW_PASSWORD = 'Marea-Baja-En-Comillas-77';

describe('password recovery', () => {
  let api: TestApi;
  let smtp: SmtpCapture;
  let clock: ReturnType<typeof controlClock>;
  let mailsSoFar = 0;
  let olgaId: string;
  const resetEvents = () =>
    api.app.get(EntityManager).fork().execute(`select 1 from events where type = 'PasswordResetRequested'`);

  // Each request from its own address: the limit of 5 per address is tested on its own below.
  let address = 0;
  const requestReset = async (email: string, language = 'en') => {
    const response = await fromAddress(api, `198.51.100.${++address}`, {
      method: 'POST',
      url: '/api/auth/password-reset',
      payload: { email, language },
    });
    expect(response.status).toBe(202);
    // The request is recorded after the answer (so its timing says nothing): wait for that.
    await api.app.get(DeferredCommands).settled();
    return response;
  };
  const complete = (token: string, password = NEW_PASSWORD) =>
    api.http().post('/api/auth/password-reset/complete').send({ token, password, confirmPassword: password });
  const nextMail = async () => (await deliverMails(api, smtp, ++mailsSoFar))[mailsSoFar - 1];

  beforeAll(async () => {
    smtp = await SmtpCapture.start();
    api = await startTestApi({ env: { SMTP_PORT: String(smtp.port) } });
    clock = controlClock(api);
    olgaId = (await register(api, 'olga@example.com', { language: 'ru', firstName: 'Olga' })).userId;
    await nextMail(); // the welcome mail
  });
  afterAll(async () => {
    await api.close();
    await smtp.stop();
  });

  it('answers the same whether or not the address has an account', async () => {
    const known = await requestReset('olga@example.com');
    const unknown = await requestReset('nobody@example.com');
    expect(known.body).toEqual({});
    expect(unknown.body).toEqual({});
    const [event] = await api.app
      .get(EntityManager)
      .fork()
      .execute<{ data: Record<string, unknown> }[]>(
        `select data from events where type = 'PasswordResetRequested'`,
      );
    expect(Object.keys(event.data).sort()).toEqual(['email', 'language', 'requestedAt', 'userId']);
  });

  it('mails a single-use link in the language asked for; completing it changes the password and ends every session', async () => {
    const mail = await nextMail();
    expect(mail.to).toBe('olga@example.com');
    expect(mail.subject).toBe('Reset your password');
    expect(mail.text).toContain('/reset-password#token=');
    expect(smtp.mails.some((m) => m.to === 'nobody@example.com')).toBe(false);

    const phone = await login(api, 'olga@example.com');
    await complete(linkToken(mail)).expect(204);

    await api.http().get('/api/auth/me').set(bearer(phone)).expect(401);
    await api.http().post('/api/auth/refresh').set(CSRF).set('Cookie', phone.cookie).expect(401);
    await api
      .http()
      .post('/api/auth/login')
      .set(CSRF)
      .send({ email: 'olga@example.com', password: STRONG_PASSWORD })
      .expect(401);
    await login(api, 'olga@example.com', NEW_PASSWORD);

    const reused = await complete(linkToken(mail), 'Otra-Clave-Distinta-2026').expect(422);
    expect(reused.body.error.code).toBe('invalid_token');

    const notice = await nextMail();
    expect(notice.subject).toBe('Ваш пароль изменён');
  });

  it('voids older reset links once one of them is used', async () => {
    await requestReset('olga@example.com');
    const first = await nextMail();
    await requestReset('olga@example.com');
    const second = await nextMail();
    await complete(linkToken(second), 'Tercera-Clave-Del-Faro-9').expect(204);
    expect((await complete(linkToken(first), 'Cuarta-Clave-Del-Faro-9').expect(422)).body.error.code).toBe(
      'invalid_token',
    );
    await nextMail(); // the notice
  });

  it('refuses a link older than one hour', async () => {
    await requestReset('olga@example.com');
    const mail = await nextMail();
    clock.advance(3601);
    const response = await complete(linkToken(mail)).expect(422);
    expect(response.body.error).toMatchObject({
      code: 'expired_token',
      message: 'El enlace ha caducado. Solicite uno nuevo',
    });
  });

  it('refuses a made-up token and weak or mismatched passwords', async () => {
    expect((await complete('x'.repeat(43)).expect(422)).body.error.code).toBe('invalid_token');
    expect((await complete('../../etc/passwd').expect(422)).body.error.code).toBe('invalid_token');
    await requestReset('olga@example.com');
    const token = linkToken(await nextMail());
    expect((await complete(token, 'sunshine1').expect(422)).body.error.code).toBe('weak_password');
    const mismatch = await api
      .http()
      .post('/api/auth/password-reset/complete')
      .send({ token, password: NEW_PASSWORD, confirmPassword: 'different' })
      .expect(400);
    expect(mismatch.body.error.details).toEqual([
      expect.objectContaining({ field: 'confirmPassword', code: 'passwords_do_not_match' }),
    ]);
    // The link survives the refused attempts.
    await complete(token, 'Quinta-Clave-Del-Faro-11').expect(204);
    await nextMail(); // the notice that the password was changed
  });

  it('sends no link to a disabled account, and says nothing about it', async () => {
    await api.app.get(CommandBus).execute(new DisableUserCommand(olgaId, randomUUID()));
    const before = (await resetEvents()).length;
    await requestReset('olga@example.com');
    expect(await resetEvents()).toHaveLength(before);
    await runWorkerSteps(api);
    await workUntilSettled(api.app, [MAIL_QUEUE]);
    expect(smtp.mails).toHaveLength(mailsSoFar);
  });

  it('limits reset requests to 5 per 15 minutes per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      statuses.push(
        (
          await fromAddress(api, '203.0.113.50', {
            method: 'POST',
            url: '/api/auth/password-reset',
            payload: { email: `someone${i}@example.com` },
          })
        ).status,
      );
    }
    for (let i = 0; i < 3; i++) {
      statuses.push(
        (
          await fromAddress(api, '203.0.113.50', {
            method: 'POST',
            url: '/api/auth/password-reset',
            payload: { email: 'anyone@example.com' },
          })
        ).status,
      );
    }
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
  });
});
