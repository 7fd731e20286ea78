import {
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  context,
  propagation,
  trace,
  type Span,
  type Tracer,
} from '@opentelemetry/api';
import { IORedisInstrumentation } from '@opentelemetry/instrumentation-ioredis';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { UndiciInstrumentation } from '@opentelemetry/instrumentation-undici';
import { NodeSDK, type tracing as sdkTracing } from '@opentelemetry/sdk-node';
import { installTracing, type Tracing } from './tracing';

/** The attribute that carries the request id, the key a person finds the request's log lines and events by. */
export const REQUEST_ID_ATTRIBUTE = 'costa.request_id';

/**
 * Traces with OpenTelemetry's Node SDK, exported over OTLP as the standard variables say
 * (OTEL_EXPORTER_OTLP_ENDPOINT, OTEL_EXPORTER_OTLP_PROTOCOL, OTEL_SERVICE_NAME, ...). Requests and jobs get spans
 * of ours (named after the route's template and the job); PostgreSQL, Redis and outgoing fetch calls are
 * instrumented only inside a trace, so the processors' polls and BullMQ's blocking reads make no spans of their own.
 * Metrics stay with Prometheus and logs with pino: the SDK sends traces only.
 */
export function startOtelTracing(options: {
  /** The service name when OTEL_SERVICE_NAME does not give one. */
  serviceName: string;
  /** Where spans go instead of the OTLP exporter (tests). */
  spanProcessors?: sdkTracing.SpanProcessor[];
}): { shutdown(): Promise<void> } {
  const sdk = new NodeSDK({
    ...(process.env.OTEL_SERVICE_NAME ? {} : { serviceName: options.serviceName }),
    ...(options.spanProcessors ? { spanProcessors: options.spanProcessors } : {}),
    metricReaders: [],
    logRecordProcessors: [],
    instrumentations: [
      new PgInstrumentation({ requireParentSpan: true }),
      new IORedisInstrumentation({ requireParentSpan: true }),
      new UndiciInstrumentation({ requireParentforSpans: true }),
    ],
  });
  sdk.start();
  installTracing(otelTracing(trace.getTracer('costa-cantabria')));
  return {
    async shutdown() {
      installTracing(null);
      await sdk.shutdown();
    },
  };
}

function otelTracing(tracer: Tracer): Tracing {
  const requestSpans = new WeakMap<object, Span>();
  return {
    runRequest(request, next) {
      const parent = request.traceparent
        ? propagation.extract(ROOT_CONTEXT, { traceparent: request.traceparent })
        : ROOT_CONTEXT;
      const span = tracer.startSpan(
        request.route ? `${request.method} ${request.route}` : request.method,
        {
          kind: SpanKind.SERVER,
          attributes: {
            'http.request.method': request.method,
            ...(request.route ? { 'http.route': request.route } : {}),
            [REQUEST_ID_ATTRIBUTE]: request.id,
          },
        },
        parent,
      );
      requestSpans.set(request, span);
      context.with(trace.setSpan(parent, span), next);
    },
    endRequest(request, statusCode) {
      const span = requestSpans.get(request);
      if (!span) return;
      span.setAttribute('http.response.status_code', statusCode);
      if (statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      span.end();
    },
    currentTraceparent() {
      const carrier: { traceparent?: string } = {};
      if (trace.getActiveSpan()) propagation.inject(context.active(), carrier);
      return carrier.traceparent ?? null;
    },
    runJob(job, run) {
      const parent = job.trace
        ? propagation.extract(ROOT_CONTEXT, { traceparent: job.trace.traceparent })
        : ROOT_CONTEXT;
      return tracer.startActiveSpan(
        `${job.queue} ${job.name}`,
        {
          kind: SpanKind.CONSUMER,
          attributes: {
            'messaging.system': 'bullmq',
            'messaging.destination.name': job.queue,
            ...(job.id ? { 'messaging.message.id': job.id } : {}),
            ...(job.trace?.requestId ? { [REQUEST_ID_ATTRIBUTE]: job.trace.requestId } : {}),
          },
        },
        parent,
        async (span) => {
          try {
            return await run();
          } catch (error) {
            span.recordException(error as Error);
            span.setStatus({ code: SpanStatusCode.ERROR });
            throw error;
          } finally {
            span.end();
          }
        },
      );
    },
  };
}
