import { Inject, Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { JobQueues } from '../jobs/job-queues';
import { MailHealth } from '../mail/mail-health';
import { readProcessorLag } from '../projections/processor-lag';
import { ProjectionRegistry } from '../projections/projection-registry';
import { Clock } from '../time/clock';
import { settleWithin } from './settle-within';

/** How long one check may take before it counts as failed: a probe answers within a few seconds, whatever hangs. */
const CHECK_TIMEOUT_MS = 2000;
const settle = <T>(check: Promise<T>) => settleWithin(check, CHECK_TIMEOUT_MS);

export interface ReadinessChecks {
  postgres: 'up' | 'down';
  redis: 'up' | 'down';
  /** `stuck`: events wait and a processor's checkpoint has not moved for READY_PROCESSOR_STUCK_SECONDS. */
  processors: 'ok' | 'stuck' | 'unknown';
  /** `failing`: a mail has been retrying after errors for READY_MAIL_FAILING_MINUTES; absent when that is 0. */
  mail?: 'ok' | 'failing' | 'unknown';
}

export interface ReadinessReport {
  status: 'ready' | 'not_ready';
  checks: ReadinessChecks;
  /** The processors found stuck, by name. */
  stuckProcessors?: string[];
}

/**
 * Whether the installation can do its work: what `/api/ready` and the worker's `/ready` answer. Every instance
 * shares what it checks (PostgreSQL, Redis, the processors, mail), so this is for monitoring to alert on, not
 * for a load balancer to route on (operations.md, "Health and readiness"). One cheap query or command per check,
 * all at once, each within CHECK_TIMEOUT_MS.
 */
@Injectable()
export class Readiness {
  constructor(
    private readonly orm: MikroORM,
    private readonly queues: JobQueues,
    private readonly registry: ProjectionRegistry,
    private readonly mail: MailHealth,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async check(): Promise<ReadinessReport> {
    const { processorStuckSeconds, mailFailingMinutes } = this.config.readiness;
    const [postgres, redis, stuck, mailFailing] = await Promise.all([
      settle(this.orm.em.fork().execute('select 1')),
      settle(this.queues.ping()),
      settle(this.stuckProcessors(processorStuckSeconds)),
      mailFailingMinutes > 0 ? settle(this.mailFailing(mailFailingMinutes)) : null,
    ]);
    const checks: ReadinessChecks = {
      postgres: postgres.ok ? 'up' : 'down',
      redis: redis.ok ? 'up' : 'down',
      processors: !stuck.ok ? 'unknown' : stuck.value.length > 0 ? 'stuck' : 'ok',
      ...(mailFailing && { mail: !mailFailing.ok ? 'unknown' : mailFailing.value ? 'failing' : 'ok' }),
    };
    const ready = Object.values(checks).every((state) => state === 'up' || state === 'ok');
    return {
      status: ready ? 'ready' : 'not_ready',
      checks,
      ...(stuck.ok && stuck.value.length > 0 ? { stuckProcessors: stuck.value } : {}),
    };
  }

  private async stuckProcessors(limitSeconds: number): Promise<string[]> {
    const lags = await readProcessorLag(
      this.orm.em.fork(),
      this.registry.asyncProcessors(),
      this.clock.now(),
    );
    return lags.filter((lag) => lag.stalledSeconds > limitSeconds).map((lag) => lag.processor);
  }

  private async mailFailing(limitMinutes: number): Promise<boolean> {
    const since = await this.mail.failingSince();
    return since !== null && this.clock.now().getTime() - since.getTime() > limitMinutes * 60_000;
  }
}
