import { EntityManager } from '@mikro-orm/postgresql';
import { mailLog } from '../../src/platform/mail/mail-log';
import { ProcessorRunner } from '../../src/platform/projections/processor-runner';
import { controlClock } from '../support/accounts';
import { eventually } from '../support/eventually';
import { relayToRedis, type RedisRelay } from '../support/redis-relay';
import { startTestApi, type TestApi } from '../support/test-api';
import { VISITOR_INQUIRY } from '../support/inquiries';

const READY = {
  status: 'ready',
  checks: { postgres: 'up', redis: 'up', processors: 'ok', mail: 'ok' },
};

describe('GET /api/ready', () => {
  let relay: RedisRelay;
  let api: TestApi;
  let clock: ReturnType<typeof controlClock>;
  const ready = () => api.http().get('/api/ready');

  beforeAll(async () => {
    relay = await relayToRedis();
    // Redis through a relay the test can cut; the API runs no processor, so recorded events wait.
    api = await startTestApi({ env: { REDIS_URL: `redis://127.0.0.1:${relay.port}` } });
    clock = controlClock(api);
  });
  afterAll(async () => {
    await api.close();
    await relay.close();
  });

  it('is ready while Postgres and Redis answer, no processor is stuck and mail is not failing', async () => {
    await ready().expect(200, READY);
  });

  it('answers 503 naming Redis while Redis is unreachable, and is ready again once it answers', async () => {
    await ready().expect(200);
    const port = relay.port;
    await relay.close();
    const down = await ready().expect(503);
    expect(down.body).toEqual({ status: 'not_ready', checks: { ...READY.checks, redis: 'down' } });
    relay = await relayToRedis(port);
    await eventually('readiness once Redis answers again', async () => (await ready()).status === 200);
  });

  it('answers 503 naming a processor whose checkpoint has not moved for 300 s while events wait', async () => {
    await api.http().post('/api/inquiries').send(VISITOR_INQUIRY).expect(202);
    // Waiting a moment is no stall.
    await ready().expect(200, READY);
    clock.advance(301);
    const stuck = await ready().expect(503);
    expect(stuck.body.checks).toEqual({ ...READY.checks, processors: 'stuck' });
    expect(stuck.body.stuckProcessors).toContain('job-reactor');
    await api.app.get(ProcessorRunner).drainAll();
    await ready().expect(200, READY);
  });

  it('answers 503 naming mail once a mail has been retrying after errors for 30 minutes', async () => {
    const em = api.app.get(EntityManager).fork();
    await mailLog.claim(em, 'inquiry-agency-mail-ready-test');
    await mailLog.markUndelivered(em, 'inquiry-agency-mail-ready-test', 'sending', 'ESOCKET');
    await ready().expect(200, READY);
    clock.advance(31 * 60);
    const failing = await ready().expect(503);
    expect(failing.body.checks).toEqual({ ...READY.checks, mail: 'failing' });
    await mailLog.markSent(em, 'inquiry-agency-mail-ready-test', '<ready-test@example.com>');
    await ready().expect(200, READY);
  });
});
