import { EntityManager } from '@mikro-orm/postgresql';
import { SpanKind } from '@opentelemetry/api';
import { tracing as sdkTracing } from '@opentelemetry/sdk-node';
import { EventStore } from '../../src/platform/event-store/event-store';
import { JobReactor } from '../../src/platform/jobs/job-reactor';
import { MAIL_QUEUE } from '../../src/platform/mail/mail-message';
import { ProcessorRunner } from '../../src/platform/projections/processor-runner';
import { REQUEST_ID_ATTRIBUTE, startOtelTracing } from '../../src/platform/tracing/otel-tracing';
import { workUntilSettled } from '../support/queues';
import { SmtpCapture } from '../support/smtp-capture';
import { startTestApi, type TestApi } from '../support/test-api';
import { VISITOR_INQUIRY } from '../support/inquiries';

describe('traces (OTEL_EXPORTER_OTLP_ENDPOINT set)', () => {
  const exporter = new sdkTracing.InMemorySpanExporter();
  let otel: { shutdown(): Promise<void> };
  let smtp: SmtpCapture;
  let api: TestApi;

  beforeAll(async () => {
    // The SDK the entry points start, exporting to memory instead of OTLP.
    otel = startOtelTracing({
      serviceName: 'costa-cantabria-test',
      spanProcessors: [new sdkTracing.SimpleSpanProcessor(exporter)],
    });
    smtp = await SmtpCapture.start();
    api = await startTestApi({ env: { SMTP_PORT: String(smtp.port) } });
  });
  afterAll(async () => {
    await api.close();
    await smtp.stop();
    await otel.shutdown();
  });

  it("follows a request into the event it records and into the worker's job made from that event", async () => {
    await api
      .http()
      .post('/api/inquiries')
      .set('x-request-id', 'traced-inquiry')
      .send(VISITOR_INQUIRY)
      .expect(202);
    await api.app.get(ProcessorRunner).drain(api.app.get(JobReactor));
    await workUntilSettled(api.app, [MAIL_QUEUE]);
    await smtp.waitForMails(1);

    const spans = exporter.getFinishedSpans();
    const request = spans.find((span) => span.name === 'POST /api/inquiries');
    expect(request?.kind).toBe(SpanKind.SERVER);
    expect(request?.attributes).toMatchObject({
      [REQUEST_ID_ATTRIBUTE]: 'traced-inquiry',
      'http.route': '/api/inquiries',
    });
    const traceId = request!.spanContext().traceId;

    const [event] = await api.app
      .get(EventStore)
      .readHistory(api.app.get(EntityManager).fork(), { types: ['InquirySent'] }, 1);
    expect(event.metadata).toMatchObject({ requestId: 'traced-inquiry' });
    expect(event.metadata.traceparent).toMatch(new RegExp(`^00-${traceId}-[0-9a-f]{16}-0[01]$`));

    const jobs = spans.filter(
      (span) => span.kind === SpanKind.CONSUMER && span.name.startsWith(`${MAIL_QUEUE} `),
    );
    expect(jobs.length).toBeGreaterThanOrEqual(1);
    for (const job of jobs) {
      expect(job.spanContext().traceId).toBe(traceId);
      expect(job.attributes).toMatchObject({
        [REQUEST_ID_ATTRIBUTE]: 'traced-inquiry',
        'messaging.destination.name': MAIL_QUEUE,
      });
    }
  });
});
