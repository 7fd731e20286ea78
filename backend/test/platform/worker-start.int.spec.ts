import { CommandBus } from '@nestjs/cqrs';
import { startWorkerApp, type WorkerApp } from '../../src/bootstrap/worker-app';
import { RegisterCommand } from '../../src/modules/identity/commands/register/register.command';
import type { AppConfig } from '../../src/platform/config/app-config';
import { eventually } from '../support/eventually';
import { freePort } from '../support/free-port';
import { LogCapture } from '../support/log-capture';
import { relayToRedis, type RedisRelay } from '../support/redis-relay';
import { SmtpCapture } from '../support/smtp-capture';
import { clearRedisPrefix, testConfig } from '../support/test-config';

const REDIS = {
  host: '127.0.0.1',
  port: Number(new URL(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379').port || 6379),
};

describe('a worker started while Redis is unreachable', () => {
  let smtp: SmtpCapture;
  let config: AppConfig;
  let relay: RedisRelay | undefined;
  let worker: WorkerApp | undefined;
  const giveUp = new AbortController();

  beforeAll(async () => {
    smtp = await SmtpCapture.start();
  });
  afterAll(async () => {
    giveUp.abort();
    await worker?.stop();
    await relay?.close();
    if (config) await clearRedisPrefix({ ...config, redisUrl: `redis://${REDIS.host}:${REDIS.port}` });
    await smtp.stop();
  });

  it('waits with growing pauses, one log line per attempt, and processes jobs once Redis answers', async () => {
    const port = await freePort();
    config = await testConfig({
      REDIS_URL: `redis://127.0.0.1:${port}`,
      SMTP_PORT: String(smtp.port),
      LOG_LEVEL: 'info',
    });
    const logs = new LogCapture();
    let started = false;
    const starting = startWorkerApp(config, {
      logDestination: logs,
      redisWait: { firstDelayMs: 50, maxDelayMs: 200 },
      signal: giveUp.signal,
    }).then((app) => {
      started = true;
      return app;
    });
    starting.catch(() => undefined);

    const attempts = () =>
      logs.lines
        .map((line) => JSON.parse(line) as { level: number; msg: string })
        .filter((line) => line.msg.startsWith(`Redis is not reachable at 127.0.0.1:${port}`));
    await eventually('five connection attempts', () => attempts().length >= 5, {
      timeoutMs: 10_000,
      intervalMs: 20,
    });
    expect(started).toBe(false);
    const delays = attempts()
      .slice(0, 5)
      .map((line) => Number(/trying again in (\d+) ms/.exec(line.msg)?.[1]));
    expect(delays).toEqual([50, 100, 200, 200, 200]);
    expect(attempts()[0].msg).toContain('ECONNREFUSED');
    expect(attempts()[0].level).toBe(40); // warn

    relay = await relayToRedis(port);
    worker = await starting;
    expect(logs.text).toContain(`Redis answers at 127.0.0.1:${port}`);
    // No TRANSLATION_PROVIDER: the worker says that machine translation is off.
    expect(logs.text).toContain('Machine translation is off (TRANSLATION_PROVIDER=none)');

    // A registration recorded now gets its welcome mail: the reactor and the mail worker run.
    await worker.context.get(CommandBus).execute(
      new RegisterCommand({
        email: 'tardia@example.com',
        password: 'Acantilado-Verde-Sardinero-42',
        role: 'user',
        source: 'self',
        emailVerified: false,
        termsAccepted: true,
        firstName: 'Inés',
        lastName: 'Tardía',
        displayName: null,
        phone: null,
        language: 'es',
        newsletter: false,
      }),
    );
    const [mail] = await smtp.waitForMails(1);
    expect(mail.to).toBe('tardia@example.com');
  });
});
