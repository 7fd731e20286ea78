import { startMetricsServer, type MetricsServer } from '../../src/platform/metrics/metrics-server';
import { ProcessorRunner } from '../../src/platform/projections/processor-runner';
import { startTestApi, type TestApi } from '../support/test-api';
import { VISITOR_INQUIRY } from '../support/inquiries';

/** The samples of an exposition text: `name{labels}` to value. */
function samples(text: string): Map<string, number> {
  const found = new Map<string, number>();
  for (const line of text.split('\n')) {
    const match = /^([a-z_:][\w:]*(?:\{.*\})?) (\S+)$/i.exec(line);
    if (match) found.set(match[1], Number(match[2]));
  }
  return found;
}

describe('GET /metrics', () => {
  let api: TestApi;
  let server: MetricsServer;
  const scrape = async () => {
    const response = await fetch(`http://127.0.0.1:${server.port}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    return samples(await response.text());
  };

  beforeAll(async () => {
    api = await startTestApi();
    // The worker's server: /metrics with its /health and /ready probes (the API's serves /metrics alone).
    server = (await startMetricsServer(
      api.app,
      { metrics: { port: 0, host: '127.0.0.1' } },
      { probes: true },
    ))!;
  });
  afterAll(async () => {
    await server.close();
    await api.close();
  });

  it('times requests by route template, counts appends and reads queues, processors, mail and the pool', async () => {
    await api.http().get('/api/properties/no-such-listing').expect(404);
    await api.http().get('/api/properties/another-missing-one').expect(404);
    await api.http().get('/api/no-such-route').expect(404);
    await api.http().post('/api/inquiries').send(VISITOR_INQUIRY).expect(202);

    const before = await scrape();
    // One series per route template, never per address.
    const route = (path: string, status: number, method = 'GET') =>
      before.get(
        `costa_http_request_duration_seconds_count{method="${method}",route="${path}",status_code="${status}"}`,
      );
    expect(route('/api/properties/:id', 404)).toBe(2);
    expect(route('unmatched', 404)).toBe(1);
    expect(route('/api/inquiries', 202, 'POST')).toBe(1);
    expect([...before.keys()].some((name) => name.includes('no-such'))).toBe(false);
    expect(before.get('costa_events_appended_total{type="InquirySent"}')).toBe(1);
    // The API runs no processor: the job reactor has the inquiry waiting.
    expect(before.get('costa_processor_events_waiting{processor="job-reactor"}')).toBeGreaterThanOrEqual(1);
    expect(before.get('costa_processor_stalled_seconds{processor="job-reactor"}')).toBeGreaterThanOrEqual(0);
    expect(before.get('costa_queue_jobs{queue="mail",state="waiting"}')).toBe(0);
    for (const state of ['retrying', 'stuck', 'uncertain', 'failed']) {
      expect(before.get(`costa_mail_trouble{state="${state}"}`)).toBe(0);
    }
    expect(before.get('costa_db_pool_connections{state="max"}')).toBeGreaterThan(0);
    expect(before.get('costa_db_pool_connections{state="used"}')).toBeGreaterThanOrEqual(0);
    expect(before.get('process_cpu_user_seconds_total')).toBeGreaterThan(0);

    // Once the job reactor has read the log, the inquiry's mails wait in their queue.
    await api.app.get(ProcessorRunner).drainAll();
    const after = await scrape();
    expect(after.get('costa_processor_events_waiting{processor="job-reactor"}')).toBe(0);
    expect(after.get('costa_processor_stalled_seconds{processor="job-reactor"}')).toBe(0);
    expect(after.get('costa_queue_jobs{queue="mail",state="waiting"}')).toBeGreaterThanOrEqual(1);
  });

  it("answers the worker's probes: alive, and ready with the API's checks", async () => {
    const health = await fetch(`http://127.0.0.1:${server.port}/health`);
    expect(health.status).toBe(200);
    const ready = await fetch(`http://127.0.0.1:${server.port}/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual((await api.http().get('/api/ready').expect(200)).body);
    expect((await fetch(`http://127.0.0.1:${server.port}/api/ready`)).status).toBe(404);
  });
});
