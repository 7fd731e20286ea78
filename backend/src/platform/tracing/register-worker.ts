// worker.ts imports this first: traces (when OTEL_EXPORTER_OTLP_ENDPOINT is set) start before Nest, pg and ioredis load.
import { startTracingFromEnv } from './start-tracing';

startTracingFromEnv('costa-cantabria-worker');
