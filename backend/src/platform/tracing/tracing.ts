/**
 * What the product asks of tracing, without naming OpenTelemetry: while tracing is off (no
 * OTEL_EXPORTER_OTLP_ENDPOINT) every call is a no-op and no OpenTelemetry package is ever loaded; `start-tracing.ts`
 * installs the implementation of `otel-tracing.ts` when it is on.
 */
export interface Tracing {
  /**
   * Runs the rest of an HTTP request inside its server span (continuing a `traceparent` the caller sent), named
   * after the route's template and carrying the request id, the human-facing key of logs and events.
   */
  runRequest(request: TracedRequest, next: () => void): void;
  /** Ends the request's span with its status code. */
  endRequest(request: TracedRequest, statusCode: number): void;
  /** The W3C `traceparent` of the span running now, or null (tracing off, or no span). */
  currentTraceparent(): string | null;
  /**
   * Runs a job inside a consumer span that continues the trace of `traceparent` (the request that recorded the
   * event the job came from), with the job's and the request's ids as attributes.
   */
  runJob<T>(job: TracedJob, run: () => Promise<T>): Promise<T>;
}

export interface TracedRequest {
  readonly id: string;
  readonly method: string;
  /** The route's template (`/api/properties/:id`), or null when no route matched. */
  readonly route: string | null;
  readonly traceparent: string | undefined;
}

export interface TracedJob {
  readonly queue: string;
  readonly name: string;
  readonly id: string | undefined;
  /** What the job's data carries: the trace and request id of the request whose event made the job. */
  readonly trace: JobTrace | null;
}

/** The trace of the request an event came from, as event metadata and job data carry it. */
export interface JobTrace {
  readonly traceparent: string;
  readonly requestId: string | null;
}

const OFF: Tracing = {
  runRequest: (_request, next) => next(),
  endRequest: () => undefined,
  currentTraceparent: () => null,
  runJob: (_job, run) => run(),
};

let installed: Tracing = OFF;

/** The tracing in force for this process. */
export const tracing: Tracing = {
  runRequest: (request, next) => installed.runRequest(request, next),
  endRequest: (request, statusCode) => installed.endRequest(request, statusCode),
  currentTraceparent: () => installed.currentTraceparent(),
  runJob: (job, run) => installed.runJob(job, run),
};

/** Switches tracing on (`null`: off again, for tests). */
export function installTracing(implementation: Tracing | null): void {
  installed = implementation ?? OFF;
}
