import { CommandBus } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Job } from 'bullmq';
import { RegisterCommand } from '../../src/modules/identity/commands/register/register.command';
import { SEND_ACCOUNT_MAIL_JOB } from '../../src/modules/identity/mail/account-mail.job';
import { AccountMailJobHandler } from '../../src/modules/identity/mail/account-mail.job-handler';
import type { Role } from '../../src/platform/http/roles';
import { JobQueues } from '../../src/platform/jobs/job-queues';
import { JobReactor } from '../../src/platform/jobs/job-reactor';
import { EventStore } from '../../src/platform/event-store/event-store';
import { MAIL_QUEUE } from '../../src/platform/mail/mail-message';
import { CSRF, STRONG_PASSWORD, bearer, deliverMails, refreshCookie } from '../support/accounts';
import { workUntilSettled } from '../support/queues';
import { SmtpCapture } from '../support/smtp-capture';
import { startTestApi, type TestApi } from '../support/test-api';

const PUBLIC_URL = 'https://costa.example';
const CHROME_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

interface Browser {
  accessToken: string;
  /** The device cookie the browser holds after signing in, as `name=value`. */
  device: string;
  setCookies: string[];
}

describe("the account's sessions and the staff's new-device e-mail", () => {
  let api: TestApi;
  let smtp: SmtpCapture;

  beforeAll(async () => {
    smtp = await SmtpCapture.start();
    api = await startTestApi({ env: { SMTP_PORT: String(smtp.port), PUBLIC_URL } });
  });
  afterAll(async () => {
    await api.close();
    await smtp.stop();
  });

  const account = (email: string, role: Role, language = 'es') =>
    api.app.get(CommandBus).execute(
      new RegisterCommand({
        email,
        password: STRONG_PASSWORD,
        role,
        source: 'operator',
        emailVerified: true,
        termsAccepted: true,
        firstName: 'Jana',
        lastName: 'Becker',
        displayName: null,
        phone: null,
        language: language as never,
        newsletter: false,
      }),
    );

  /** A sign-in from a browser: its user agent, and the device cookie it already holds, if any. */
  const signIn = async (email: string, userAgent: string, device?: string): Promise<Browser> => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: {
        ...CSRF,
        'content-type': 'application/json',
        'user-agent': userAgent,
        ...(device ? { cookie: device } : {}),
      },
      payload: JSON.stringify({ email, password: STRONG_PASSWORD }),
    });
    expect(response.statusCode).toBe(200);
    const setCookies = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
    refreshCookie({ headers: response.headers });
    const given = setCookies.find((line) => line.startsWith('costa_device='))?.split(';')[0];
    return { accessToken: response.json().accessToken, device: device ?? given!, setCookies };
  };
  const sessionsOf = (browser: Browser) => api.http().get('/api/me/sessions').set(bearer(browser));
  const end = (browser: Browser, id: string) =>
    api.http().delete(`/api/me/sessions/${id}`).set(bearer(browser));
  const newDeviceEvents = (userId: string) =>
    api.app
      .get(EntityManager)
      .fork()
      .execute<{ event_id: string; data: Record<string, unknown> }[]>(
        `select event_id, data from events where stream_id = ? and type = 'StaffSignedInFromNewDevice'`,
        [`user-${userId}`],
      );

  it('lists the live sessions, the current one marked, and ends one: its next request is refused', async () => {
    await account('sessions@example.com', 'user');
    const laptop = await signIn('sessions@example.com', CHROME_MAC);
    const phone = await signIn('sessions@example.com', SAFARI_IPHONE);
    const listed = (await sessionsOf(laptop).expect(200)).body.items;
    // The most recent activity first: the phone signed in last.
    expect(listed).toEqual([
      expect.objectContaining({
        browser: 'Safari',
        browserVersion: '17',
        os: 'iOS',
        deviceType: 'mobile',
        remember: false,
        current: false,
      }),
      expect.objectContaining({
        browser: 'Chrome',
        browserVersion: '131',
        os: 'macOS',
        deviceType: 'desktop',
        current: true,
      }),
    ]);
    expect(Object.keys(listed[0]).sort()).toEqual([
      'browser',
      'browserVersion',
      'current',
      'deviceType',
      'id',
      'lastSeenAt',
      'os',
      'remember',
      'startedAt',
    ]);

    await end(laptop, listed[0].id).expect(204);
    const refused = await api.http().get('/api/auth/me').set(bearer(phone)).expect(401);
    expect(refused.body.error.code).toBe('session_expired');
    expect((await sessionsOf(laptop).expect(200)).body.items.map((s: { id: string }) => s.id)).toEqual([
      listed[1].id,
    ]);

    // Someone else's session, or no session at all, is the same 404 in the shared shape.
    await account('other@example.com', 'user');
    const other = await signIn('other@example.com', CHROME_MAC);
    for (const id of [listed[1].id, '00000000-0000-4000-8000-000000000000', 'not-a-session']) {
      const response = await end(other, id).set('Accept-Language', 'en').expect(404);
      expect(response.body).toEqual({
        error: { code: 'session_not_found', message: 'This session does not exist' },
      });
    }
    await api.http().get('/api/auth/me').set(bearer(laptop)).expect(200);

    // Ending the current session is allowed: that browser is signed out.
    await end(laptop, listed[1].id).expect(204);
    await api.http().get('/api/auth/me').set(bearer(laptop)).expect(401);
  });

  it('mails a staff member once about a sign-in from a new device, never about a known one or a client', async () => {
    const { userId } = await account('jana@example.com', 'admin', 'de');
    // The account's first device ever is nobody's new device.
    const office = await signIn('jana@example.com', CHROME_MAC);
    const deviceCookie = office.setCookies.find((line) => line.startsWith('costa_device='))!;
    expect(deviceCookie).toMatch(/; Max-Age=31536000/);
    expect(deviceCookie).toMatch(/; Path=\/api\/auth/);
    expect(deviceCookie).toMatch(/; HttpOnly/);
    expect(deviceCookie).toMatch(/; SameSite=Strict/);
    // The same browser again: known, and it keeps its cookie.
    const again = await signIn('jana@example.com', CHROME_MAC, office.device);
    expect(again.setCookies.some((line) => line.startsWith('costa_device='))).toBe(false);
    expect(await newDeviceEvents(userId)).toEqual([]);

    // A client's new browser is not watched.
    const client = await account('client@example.com', 'user');
    await signIn('client@example.com', CHROME_MAC);
    await signIn('client@example.com', FIREFOX_WINDOWS);
    expect(await newDeviceEvents(client.userId)).toEqual([]);

    const elsewhere = await signIn('jana@example.com', FIREFOX_WINDOWS);
    const [event] = await newDeviceEvents(userId);
    expect(event.data).toEqual({
      userId,
      sessionId: expect.any(String),
      browser: 'Firefox',
      os: 'Windows',
      signedInAt: expect.any(String),
    });
    const current = (await sessionsOf(elsewhere).expect(200)).body.items.find(
      (s: { current: boolean }) => s.current,
    );
    expect(event.data.sessionId).toBe(current.id);

    const [mail] = await deliverMails(api, smtp, 1);
    expect(mail.to).toBe('jana@example.com');
    expect(mail.subject).toBe('Neue Anmeldung bei Ihrem Konto');
    expect(mail.text).toMatch(/^Guten Tag Jana Becker,$/m);
    expect(mail.text).toContain('Gerät: Firefox unter Windows.');
    expect(mail.text).toContain('(Madrider Zeit)');
    expect(mail.text).toContain(`${PUBLIC_URL}/de/dashboard?tab=settings`);

    // The event read again (a processor restarted before its checkpoint) enqueues its job again, and BullMQ
    // delivers that job twice (a worker died after sending): the sent-log keeps it at one e-mail.
    const em = api.app.get(EntityManager).fork();
    const stored = (await api.app.get(EventStore).readStream(em, `user-${userId}`)).filter(
      (e) => e.eventId === event.event_id,
    );
    await api.app.get(JobReactor).handle(em, stored);
    const job = await api.app
      .get(JobQueues)
      .get(MAIL_QUEUE)
      .getJob(`identity-new-device-mail-${event.event_id}`);
    expect(job?.name).toBe(SEND_ACCOUNT_MAIL_JOB);
    await api.app.get(AccountMailJobHandler).handle(job as Job);
    await workUntilSettled(api.app, [MAIL_QUEUE]);
    expect(smtp.mails).toHaveLength(1);
  });
});
