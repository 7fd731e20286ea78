/**
 * Switches tracing on when OTEL_EXPORTER_OTLP_ENDPOINT is set. Off, it loads no OpenTelemetry package at all:
 * the SDK is required here, only then. Called by an entry point before anything else is imported, so that the
 * instrumentations are in place before pg and ioredis load.
 */
export function startTracingFromEnv(serviceName: string): void {
  if (!process.env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim()) return;
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded only when tracing is on
  const { startOtelTracing } = require('./otel-tracing') as typeof import('./otel-tracing');
  startOtelTracing({ serviceName });
}
