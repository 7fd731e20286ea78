import { CommandBus } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Job } from 'bullmq';
import { Secret, TOTP } from 'otpauth';
import { DEMO_ACCOUNTS, seedDemoAccounts } from '../../src/modules/identity/seed/demo-accounts';
import { SessionIssuer } from '../../src/modules/identity/auth/session-issuer';
import { TwoFactorMailJobHandler } from '../../src/modules/identity/mail/two-factor-mail.job';
import { EventStore } from '../../src/platform/event-store/event-store';
import { JobQueues } from '../../src/platform/jobs/job-queues';
import { JobReactor } from '../../src/platform/jobs/job-reactor';
import { MAIL_QUEUE } from '../../src/platform/mail/mail-message';
import {
  CSRF,
  STRONG_PASSWORD,
  bearer,
  controlClock,
  deliverMails,
  verifiedClient,
} from '../support/accounts';
import { workUntilSettled } from '../support/queues';
import { SmtpCapture } from '../support/smtp-capture';
import { startTestApi, type TestApi } from '../support/test-api';

const codeOf = (secret: string, at: Date) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: at.getTime() });

describe('two-step verification at sign-in', () => {
  let api: TestApi;
  let smtp: SmtpCapture;
  let clock: ReturnType<typeof controlClock>;

  beforeAll(async () => {
    smtp = await SmtpCapture.start();
    api = await startTestApi({
      env: { SMTP_PORT: String(smtp.port), TWO_FACTOR_REQUIRED_ROLES: 'admin,owner' },
    });
    clock = controlClock(api);
  });
  afterAll(async () => {
    await api.close();
    await smtp.stop();
  });

  const password = (email: string) =>
    api.http().post('/api/auth/login').set(CSRF).send({ email, password: STRONG_PASSWORD, rememberMe: true });
  const userIdOf = async (email: string) =>
    (
      await api.app
        .get(EntityManager)
        .fork()
        .execute<{ id: string }[]>('select id from identity_users where email = ?', [email])
    )[0].id;
  const secondStep = (ticket: string, code: string) =>
    api.http().post('/api/auth/login/second-factor').set(CSRF).send({ ticket, code });

  /** Sets up the authenticator app from Settings; returns its secret and the recovery codes. */
  async function enrol(auth: Record<string, string>) {
    const setup = await api
      .http()
      .post('/api/account/two-factor/totp/setup')
      .set(auth)
      .send({ currentPassword: STRONG_PASSWORD })
      .expect(200);
    expect(setup.body.uri).toContain(`secret=${setup.body.secret}`);
    expect(setup.body.qrSvg).toMatch(/^<svg/);
    // Wrong first code: the app stays off.
    await api.http().post('/api/account/two-factor/totp').set(auth).send({ code: '000000' }).expect(422);
    const confirmed = await api
      .http()
      .post('/api/account/two-factor/totp')
      .set(auth)
      .send({ code: codeOf(setup.body.secret, clock.now()) })
      .expect(200);
    return { secret: setup.body.secret as string, recoveryCodes: confirmed.body.recoveryCodes as string[] };
  }

  it('asks a client with an app for its code, once per time step, or a recovery code that is spent', async () => {
    const client = await verifiedClient(api, 'dos-pasos@example.com');
    const { secret, recoveryCodes } = await enrol(client.auth);
    expect(recoveryCodes).toHaveLength(10);
    expect(recoveryCodes[0]).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);

    // The password alone opens no session and sets no cookie.
    const first = await password('dos-pasos@example.com').expect(200);
    expect(first.body).toEqual({
      secondFactor: {
        ticket: expect.any(String),
        methods: ['totp', 'recovery_code'],
        enrolmentRequired: false,
      },
    });
    expect(first.headers['set-cookie']).toBeUndefined();
    const wrong = await secondStep(first.body.secondFactor.ticket, '123456').expect(422);
    expect(wrong.body.error.code).toBe('invalid_two_factor_code');
    expect(wrong.body.error.details).toEqual([expect.objectContaining({ field: 'code' })]);

    clock.advance(30);
    const code = codeOf(secret, clock.now());
    const session = await secondStep(first.body.secondFactor.ticket, code).expect(200);
    expect(session.body.accessToken).toEqual(expect.any(String));
    expect(String(session.headers['set-cookie'])).toContain('costa_refresh=');
    // The ticket is spent, and the same code is refused on a new ticket (replay).
    await secondStep(first.body.secondFactor.ticket, code).expect(401);
    const second = await password('dos-pasos@example.com').expect(200);
    await secondStep(second.body.secondFactor.ticket, code).expect(422);

    // A recovery code, typed in capitals without its dash, works once and tells how many are left.
    const typed = recoveryCodes[3].replace('-', '').toUpperCase();
    const recovered = await secondStep(second.body.secondFactor.ticket, typed).expect(200);
    expect(recovered.body.recoveryCodesRemaining).toBe(9);
    const third = await password('dos-pasos@example.com').expect(200);
    await secondStep(third.body.secondFactor.ticket, recoveryCodes[3]).expect(422);

    const status = await api.http().get('/api/account/two-factor').set(client.auth).expect(200);
    expect(status.body).toEqual({ required: false, totp: true, recoveryCodesRemaining: 9, passkeys: [] });

    // Turning it off takes the password and a current code; afterwards the password is enough again.
    clock.advance(30);
    await api
      .http()
      .post('/api/account/two-factor/totp/disable')
      .set(client.auth)
      .send({ currentPassword: STRONG_PASSWORD, code: codeOf(secret, clock.now()) })
      .expect(204);
    expect((await password('dos-pasos@example.com').expect(200)).body.accessToken).toEqual(
      expect.any(String),
    );

    // Each change is a notice to the person, in their language: on, a recovery code used, off.
    const mails = await deliverMails(api, smtp, 3);
    expect(mails.map((mail) => mail.subject)).toEqual(
      expect.arrayContaining([
        'Verificación en dos pasos activada',
        'Se ha usado un código de recuperación',
        'Verificación en dos pasos desactivada',
      ]),
    );
    const used = mails.find((mail) => mail.subject === 'Se ha usado un código de recuperación')!;
    expect(used.text).toContain('Le quedan 9 códigos.');

    // The recovery code's event read again and its job run twice send no second mail (keyed by the event).
    const em = api.app.get(EntityManager).fork();
    const [usedEvent] = (await api.app.get(EventStore).readStream(em, `user-${client.userId}`)).filter(
      (event) => event.type === 'RecoveryCodeUsed',
    );
    expect(usedEvent.data).toEqual({ userId: client.userId, remaining: 9, usedAt: expect.any(String) });
    await api.app.get(JobReactor).handle(em, [usedEvent]);
    const job = await api.app
      .get(JobQueues)
      .get(MAIL_QUEUE)
      .getJob(`identity-recovery-code-used-mail-${usedEvent.eventId}`);
    await api.app.get(TwoFactorMailJobHandler).handle(job as Job);
    await workUntilSettled(api.app, [MAIL_QUEUE]);
    expect(smtp.mails.filter((mail) => mail.subject === used.subject)).toHaveLength(1);
  });

  it('gives a challenge for a new passkey only after the password again', async () => {
    const client = await verifiedClient(api, 'llave@example.com');
    const options = (currentPassword: string) =>
      api.http().post('/api/account/passkeys/options').set(client.auth).send({ currentPassword });
    const wrong = await options('not-the-password').expect(422);
    expect(wrong.body.error).toMatchObject({
      code: 'invalid_current_password',
      details: [{ field: 'currentPassword', code: 'invalid_current_password' }],
    });
    const right = await options(STRONG_PASSWORD).expect(200);
    expect(right.body.options).toMatchObject({
      challenge: expect.any(String),
      rp: { name: expect.any(String) },
    });
  });

  it('ends a ticket after five minutes or five wrong codes, which also fill the sign-in limits', async () => {
    const client = await verifiedClient(api, 'boletos@example.com');
    const { secret } = await enrol(client.auth);

    const late = await password('boletos@example.com').expect(200);
    clock.advance(301);
    await secondStep(late.body.secondFactor.ticket, codeOf(secret, clock.now())).expect(401);

    const guessed = await password('boletos@example.com').expect(200);
    for (let attempt = 1; attempt <= 4; attempt++) {
      await secondStep(guessed.body.secondFactor.ticket, '000000').expect(422);
    }
    const fifth = await secondStep(guessed.body.secondFactor.ticket, '000000').expect(401);
    expect(fifth.body.error.code).toBe('sign_in_ticket_invalid');
    clock.advance(30);
    await secondStep(guessed.body.secondFactor.ticket, codeOf(secret, clock.now())).expect(401);
    // Wrong codes count as failed sign-ins of the account from this address: five stop the password too.
    await password('boletos@example.com').expect(429);

    await secondStep('not-a-ticket', '123456').expect(401);
  });

  it('leads staff without a second factor through enrolment before any session, keeps it on, and lets an owner reset it', async () => {
    await seedDemoAccounts(api.app.get(CommandBus), api.app.get(EntityManager), api.config);
    const demoAdmin = DEMO_ACCOUNTS.find((account) => account.role === 'admin')!;
    const admin = await api
      .http()
      .post('/api/auth/login')
      .set(CSRF)
      .send({ email: demoAdmin.email, password: demoAdmin.password })
      .expect(200);
    expect(admin.body.secondFactor).toEqual({
      ticket: expect.any(String),
      methods: [],
      enrolmentRequired: true,
    });
    const { ticket } = admin.body.secondFactor;
    // The enrolment ticket proves nothing at the second step.
    await secondStep(ticket, '123456').expect(401);

    const setup = await api
      .http()
      .post('/api/auth/login/enrolment/setup')
      .set(CSRF)
      .send({ ticket })
      .expect(200);
    const enrolled = await api
      .http()
      .post('/api/auth/login/enrolment')
      .set(CSRF)
      .send({ ticket, code: codeOf(setup.body.secret, clock.now()) })
      .expect(200);
    expect(enrolled.body.recoveryCodes).toHaveLength(10);
    expect(String(enrolled.headers['set-cookie'])).toContain('costa_refresh=');
    await api
      .http()
      .post('/api/auth/login/enrolment')
      .set(CSRF)
      .send({ ticket, code: codeOf(setup.body.secret, clock.now()) })
      .expect(401);

    // The role may not turn its only second factor off.
    clock.advance(30);
    const refused = await api
      .http()
      .post('/api/account/two-factor/totp/disable')
      .set(bearer(enrolled.body))
      .send({ currentPassword: demoAdmin.password, code: codeOf(setup.body.secret, clock.now()) })
      .expect(409);
    expect(refused.body.error.code).toBe('two_factor_required');

    // The admin lost the phone and the codes: an owner resets it, which ends the admin's sessions and is
    // recorded; the next sign-in leads through enrolment again.
    const adminId = await userIdOf(demoAdmin.email);
    const ownerId = await userIdOf(DEMO_ACCOUNTS.find((account) => account.role === 'owner')!.email);
    const ownerSession = await api.app
      .get(SessionIssuer)
      .open(ownerId, false, { userAgent: null, deviceToken: null });
    await api.http().post(`/api/users/${adminId}/two-factor/reset`).set(bearer(enrolled.body)).expect(403);
    await api
      .http()
      .post(`/api/users/${adminId}/two-factor/reset`)
      .set(bearer(ownerSession.body))
      .expect(204);
    await api.http().get('/api/auth/me').set(bearer(enrolled.body)).expect(401);
    const [reset] = (
      await api.app.get(EventStore).readStream(api.app.get(EntityManager).fork(), `user-${adminId}`)
    ).filter((event) => event.type === 'TwoFactorReset');
    expect(reset.data).toEqual({ userId: adminId, resetAt: expect.any(String) });
    expect(reset.metadata.actorId).toBe(ownerId);
    const again = await api
      .http()
      .post('/api/auth/login')
      .set(CSRF)
      .send({ email: demoAdmin.email, password: demoAdmin.password })
      .expect(200);
    expect(again.body.secondFactor.enrolmentRequired).toBe(true);
  });
});
