import { CommandBus } from '@nestjs/cqrs';
import { DeferredCommands } from '../../src/modules/identity/auth/deferred-commands';
import { RegisterCommand } from '../../src/modules/identity/commands/register/register.command';
import type { Language } from '../../src/platform/i18n/languages';
import { Clock } from '../../src/platform/time/clock';
import { JobReactor } from '../../src/platform/jobs/job-reactor';
import { JobWorkers } from '../../src/platform/jobs/job-workers';
import { ProcessorRunner } from '../../src/platform/projections/processor-runner';
import { eventually } from './eventually';
import type { CapturedMail, SmtpCapture } from './smtp-capture';
import type { TestApi } from './test-api';

/** The header the SPA sends on the cookie-carrying routes (CSRF protection). */
export const CSRF = { 'X-Requested-With': 'XMLHttpRequest' } as const;

export const STRONG_PASSWORD = 'Acantilado-Verde-Sardinero-42';

export function registration(email: string, overrides: Record<string, unknown> = {}) {
  return {
    email,
    password: STRONG_PASSWORD,
    confirmPassword: STRONG_PASSWORD,
    firstName: 'Lucía',
    lastName: 'Ortega',
    acceptTerms: true,
    newsletter: false,
    language: 'es',
    ...overrides,
  };
}

/** The refresh cookie a response set, as `name=value` for the next request's Cookie header. */
export function refreshCookie(response: { headers: Record<string, unknown> }): string {
  const cookies = ([] as string[]).concat(
    (response.headers['set-cookie'] as string[] | string | undefined) ?? [],
  );
  const cookie = cookies.find((line) => line.startsWith('costa_refresh='));
  if (!cookie) throw new Error(`No refresh cookie in ${JSON.stringify(cookies)}`);
  return cookie.split(';')[0];
}

export interface SignedIn {
  accessToken: string;
  cookie: string;
  userId: string;
}

export async function register(api: TestApi, email: string, overrides: Record<string, unknown> = {}) {
  const response = await api.http().post('/api/auth/register').set(CSRF).send(registration(email, overrides));
  if (response.status !== 201)
    throw new Error(`register ${response.status} ${JSON.stringify(response.body)}`);
  return signedIn(response);
}

export async function login(api: TestApi, email: string, password = STRONG_PASSWORD): Promise<SignedIn> {
  const response = await api.http().post('/api/auth/login').set(CSRF).send({ email, password });
  if (response.status !== 200) throw new Error(`login ${response.status} ${JSON.stringify(response.body)}`);
  return signedIn(response);
}

function signedIn(response: {
  body: { accessToken: string; user: { id: string } };
  headers: Record<string, unknown>;
}) {
  return {
    accessToken: response.body.accessToken,
    cookie: refreshCookie(response),
    userId: response.body.user.id,
  };
}

/**
 * A client an operator registered with a verified address (as after clicking the welcome link), signed in:
 * the quickest way to a client who receives mail.
 */
export async function verifiedClient(
  api: TestApi,
  email: string,
  { language = 'es', newsletter = false }: { language?: string; newsletter?: boolean } = {},
): Promise<{ userId: string; auth: { Authorization: string } }> {
  await api.app.get(CommandBus).execute(
    new RegisterCommand({
      email,
      password: STRONG_PASSWORD,
      role: 'user',
      source: 'operator',
      emailVerified: true,
      termsAccepted: true,
      firstName: 'Elena',
      lastName: 'Sainz',
      displayName: null,
      phone: null,
      language: language as Language,
      newsletter,
    }),
  );
  const session = await login(api, email);
  return { userId: session.userId, auth: bearer(session) };
}

export const bearer = (session: { accessToken: string }) => ({
  Authorization: `Bearer ${session.accessToken}`,
});

/** Time under the test's control: the product's Clock runs `advance`d ahead of the real one. */
export function controlClock(api: TestApi): { advance(seconds: number): void; now(): Date } {
  const clock = api.app.get(Clock);
  let offsetMs = 0;
  jest.spyOn(clock, 'now').mockImplementation(() => new Date(Date.now() + offsetMs));
  return {
    advance(seconds) {
      offsetMs += seconds * 1000;
    },
    now: () => clock.now(),
  };
}

/**
 * What the worker does, in the test's process: turns new events into jobs, runs the mail workers and waits
 * until `count` mails in total reached the SMTP capture.
 */
export async function deliverMails(api: TestApi, smtp: SmtpCapture, count: number): Promise<CapturedMail[]> {
  // Requests accepted before their work ran (a password reset) are recorded first.
  await api.app.get(DeferredCommands).settled();
  const react = () => api.app.get(ProcessorRunner).drain(api.app.get(JobReactor));
  await react();
  const workers = api.app.get(JobWorkers);
  await workers.start();
  try {
    // The log is read below the cluster's oldest running transaction, so a transaction of another test
    // file's database (one being cloned, say) can hide a committed event for a moment: react until the
    // mails are there, as the worker's processor loop would.
    await eventually(
      `${count} mails`,
      async () => {
        const arrived = smtp.mails.length;
        if (arrived < count) await react();
        return arrived;
      },
      { until: (arrived) => arrived >= count },
    );
    return smtp.mails;
  } finally {
    await workers.stop();
  }
}

/** The token of the link in a captured mail (after `#token=`). */
export function linkToken(mail: CapturedMail): string {
  const match = /#token=([A-Za-z0-9_-]+)/.exec(mail.text);
  if (!match) throw new Error(`No link in mail "${mail.subject}": ${mail.text}`);
  return match[1];
}

/** A request from another client address (supertest always comes from 127.0.0.1). */
export async function fromAddress(
  api: TestApi,
  remoteAddress: string,
  request: { method: 'GET' | 'POST'; url: string; headers?: Record<string, string>; payload?: object },
): Promise<{
  status: number;
  body: { error?: { code: string } } & Record<string, unknown>;
  headers: Record<string, unknown>;
}> {
  const response = await api.app.inject({
    method: request.method,
    url: request.url,
    headers: { 'content-type': 'application/json', ...request.headers },
    payload: request.payload ? JSON.stringify(request.payload) : undefined,
    remoteAddress,
  });
  return {
    status: response.statusCode,
    // A file the route answers with (the history's CSV) is no JSON: only its status counts here.
    body:
      response.body && String(response.headers['content-type']).includes('json')
        ? (JSON.parse(response.body) as never)
        : ({} as never),
    headers: response.headers as Record<string, unknown>,
  };
}
