import { Injectable, Logger } from '@nestjs/common';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { settleWithin } from '../health/settle-within';

/** How long one reading of a scrape (the queues, the processors, mail) may take before it is left out. */
const READING_TIMEOUT_MS = 2000;

/** A reading done at scrape time: it sets its gauges from what PostgreSQL, Redis or the process hold now. */
export type ScrapeReading = () => Promise<void>;

/**
 * Every metric the process exposes on `GET /metrics` (METRICS_PORT), one registry per application, and the
 * readings that fill the gauges at scrape time. Names and meanings: docs/operations.md, "Metrics and traces";
 * the Grafana dashboard (deploy/monitoring/) queries these names, and a unit test checks that it names no other.
 */
@Injectable()
export class Metrics {
  private readonly logger = new Logger(Metrics.name);
  readonly registry = new Registry();
  private readonly readings = new Map<string, { gauges: Gauge[]; read: ScrapeReading }>();

  readonly httpRequestDuration = new Histogram({
    name: 'costa_http_request_duration_seconds',
    help: 'HTTP requests by method, route template (`page` for a page of the site, `unmatched` for no route) and status',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });

  readonly eventsAppended = new Counter({
    name: 'costa_events_appended_total',
    help: 'Events appended to the log, by type (an append rolled back with its transaction counts too)',
    labelNames: ['type'] as const,
    registers: [this.registry],
  });

  readonly serverRenderingDuration = new Histogram({
    name: 'costa_ssr_duration_seconds',
    help: "Server rendering of a public page: `load` runs the page's loaders (every request), `render` renders it (cache misses)",
    labelNames: ['phase'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [this.registry],
  });

  readonly renderedPageCache = new Counter({
    name: 'costa_ssr_cache_total',
    help: 'Rendered pages served from the cache (`hit`) or rendered for the request (`miss`)',
    labelNames: ['result'] as const,
    registers: [this.registry],
  });

  readonly queueJobs = new Gauge({
    name: 'costa_queue_jobs',
    help: 'Jobs of each BullMQ queue by state (waiting, active, delayed, failed), read at scrape time',
    labelNames: ['queue', 'state'] as const,
    registers: [this.registry],
  });

  readonly processorEventsWaiting = new Gauge({
    name: 'costa_processor_events_waiting',
    help: "Events after each async processor's checkpoint (counted up to 10,000), read at scrape time",
    labelNames: ['processor'] as const,
    registers: [this.registry],
  });

  readonly processorStalledSeconds = new Gauge({
    name: 'costa_processor_stalled_seconds',
    help: "Seconds events have waited without each processor's checkpoint moving (0 when none wait)",
    labelNames: ['processor'] as const,
    registers: [this.registry],
  });

  readonly mailTrouble = new Gauge({
    name: 'costa_mail_trouble',
    help: 'Mails retrying after an error, stuck for 15 minutes, uncertain, or given up (failed) in the last day',
    labelNames: ['state'] as const,
    registers: [this.registry],
  });

  readonly databasePool = new Gauge({
    name: 'costa_db_pool_connections',
    help: "PostgreSQL pool of this process: connections used and free, acquires waiting, the pool's maximum",
    labelNames: ['state'] as const,
    registers: [this.registry],
  });

  constructor() {
    collectDefaultMetrics({ register: this.registry });
  }

  /**
   * Adds a reading done before every scrape. Its gauges are emptied first, so a reading that fails or takes
   * longer than READING_TIMEOUT_MS leaves its series out rather than showing stale values.
   */
  addReading(name: string, gauges: Gauge[], read: ScrapeReading): void {
    this.readings.set(name, { gauges, read });
  }

  /** The exposition text, after every reading. */
  async scrape(): Promise<string> {
    await Promise.all(
      [...this.readings].map(async ([name, { gauges, read }]) => {
        for (const gauge of gauges) gauge.reset();
        const outcome = await settleWithin(read(), READING_TIMEOUT_MS);
        if (!outcome.ok) {
          for (const gauge of gauges) gauge.reset();
          this.logger.warn(`Metrics: reading ${name} failed or took over ${READING_TIMEOUT_MS} ms`);
        }
      }),
    );
    return this.registry.metrics();
  }

  get contentType(): string {
    return this.registry.contentType;
  }
}
