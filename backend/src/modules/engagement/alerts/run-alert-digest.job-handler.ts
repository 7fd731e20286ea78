import { Injectable, Logger } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import type { Job } from 'bullmq';
import { JobQueues } from '../../../platform/jobs/job-queues';
import type { JobHandler } from '../../../platform/jobs/job-workers';
import { scheduledTime } from '../../../platform/jobs/scheduled-time';
import { MAIL_QUEUE } from '../../../platform/mail/mail-message';
import {
  ALERTS_QUEUE,
  RUN_ALERT_DIGEST_JOB,
  SEND_ALERT_DIGEST_JOB,
  digestJobId,
  type AlertDigestMailJob,
  type RunAlertDigestJob,
} from './alert-digest';

/**
 * A digest run: one SQL statement finds the clients with alerts waiting for this frequency, and one e-mail
 * job per client is enqueued (its id names the client and the day, so the mail sent-log lets a second run's
 * job send nothing).
 * The e-mails themselves gather and check their alerts, in parallel on the mail workers.
 */
@Injectable()
export class RunAlertDigestJobHandler implements JobHandler<RunAlertDigestJob> {
  readonly queue = ALERTS_QUEUE;
  readonly jobName = RUN_ALERT_DIGEST_JOB;
  private readonly logger = new Logger(RunAlertDigestJobHandler.name);

  constructor(
    private readonly orm: MikroORM,
    private readonly queues: JobQueues,
  ) {}

  async handle(job: Job<RunAlertDigestJob>): Promise<void> {
    const { frequency } = job.data;
    const cutoff = scheduledTime({ id: job.id, timestamp: job.timestamp });
    const clients = await this.orm.em.fork().execute<{ user_id: string }[]>(
      `select distinct l.user_id from engagement_alert_log l
       join engagement_saved_searches s on s.id = l.search_id and s.frequency = l.delivery
       where l.delivery = ? and l.digest_key is null and l.occurred_at <= ?`,
      [frequency, cutoff],
    );
    await this.queues.addMany(
      MAIL_QUEUE,
      clients.map(({ user_id: userId }) => ({
        name: SEND_ALERT_DIGEST_JOB,
        data: { userId, frequency, cutoff: cutoff.toISOString() } satisfies AlertDigestMailJob,
        jobId: digestJobId(frequency, cutoff, userId),
      })),
    );
    this.logger.log(`${frequency} digest for ${cutoff.toISOString()}: ${clients.length} clients`);
  }
}
