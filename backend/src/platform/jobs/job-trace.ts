import type { EventMetadata } from '../event-store/stored-event';
import type { JobTrace } from '../tracing/tracing';

/**
 * The field of a job's data that carries the trace of the request whose event made the job (W3C traceparent
 * and request id), so that the worker's span of the job continues the request's trace. Only while tracing is on:
 * the event's metadata holds a traceparent then.
 */
export const TRACE_FIELD = 'trace';

/** `data` with the trace of the event's request, when the event has one and the data is an object. */
export function withTrace<Data>(data: Data, metadata: EventMetadata): Data {
  const traceparent = metadata.traceparent;
  if (!traceparent || typeof data !== 'object' || data === null || Array.isArray(data)) return data;
  const trace: JobTrace = { traceparent, requestId: metadata.requestId ?? null };
  return { ...data, [TRACE_FIELD]: trace };
}

/** The trace a job's data carries, or null. */
export function traceOf(data: unknown): JobTrace | null {
  if (typeof data !== 'object' || data === null) return null;
  const trace = (data as Record<string, unknown>)[TRACE_FIELD] as Partial<JobTrace> | undefined;
  return typeof trace?.traceparent === 'string'
    ? {
        traceparent: trace.traceparent,
        requestId: typeof trace.requestId === 'string' ? trace.requestId : null,
      }
    : null;
}
