import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { INestApplicationContext } from '@nestjs/common';
import type { AppConfig } from '../config/app-config';
import { Readiness } from '../health/readiness';
import { Metrics } from './metrics';

/** The metrics server of a process, where operators keep it (METRICS_PORT, METRICS_HOST), never the public API. */
export interface MetricsServer {
  readonly port: number;
  close(): Promise<void>;
}

/**
 * Serves `GET /metrics` on METRICS_PORT, and with `probes` (the worker, which has no other port) `GET /health`
 * (the process is alive) and `GET /ready` (the API's readiness checks), so that a container can be health-checked.
 * Null when METRICS_PORT is not set.
 */
export async function startMetricsServer(
  app: INestApplicationContext,
  config: Pick<AppConfig, 'metrics'>,
  options: { probes: boolean },
): Promise<MetricsServer | null> {
  if (config.metrics.port === null) return null;
  const metrics = app.get(Metrics);
  const readiness = options.probes ? app.get(Readiness) : null;
  const answer = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const path = (request.url ?? '/').split('?')[0];
    if (request.method !== 'GET') return send(response, 405, 'text/plain', 'Method not allowed\n');
    if (path === '/metrics') return send(response, 200, metrics.contentType, await metrics.scrape());
    if (readiness && path === '/health') return sendJson(response, 200, { status: 'ok' });
    if (readiness && path === '/ready') {
      const report = await readiness.check();
      return sendJson(response, report.status === 'ready' ? 200 : 503, report);
    }
    send(response, 404, 'text/plain', 'Not found\n');
  };
  const server: Server = createServer((request, response) => {
    answer(request, response).catch(() => send(response, 500, 'text/plain', 'Metrics failed\n'));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.metrics.port ?? 0, config.metrics.host, () => resolve());
  });
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : (config.metrics.port ?? 0),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

function send(response: ServerResponse, status: number, type: string, body: string): void {
  if (response.headersSent) return void response.end();
  response.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' }).end(body);
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  send(response, status, 'application/json; charset=utf-8', JSON.stringify(body));
}
