import type { JobSchedule } from '../../../platform/jobs/job-workers';
import type { DigestFrequency } from '../domain/search-filters';

export const ALERTS_QUEUE = 'alerts';
export const RUN_ALERT_DIGEST_JOB = 'run-alert-digest';
export const SEND_ALERT_DIGEST_JOB = 'send-alert-digest';

/** The agency's clock: digests leave at 08:00 in Cantabria, summer time or not. */
export const DIGEST_TIME_ZONE = 'Europe/Madrid';

export interface RunAlertDigestJob {
  frequency: DigestFrequency;
}

/** One client's digest: what to gather is fixed by the run's scheduled time, so a retry gathers the same. */
export interface AlertDigestMailJob {
  userId: string;
  frequency: DigestFrequency;
  /** The run's scheduled time (ISO): alerts recorded up to then. */
  cutoff: string;
}

/** Daily at 08:00, and weekly on Mondays at 08:00, Madrid time. */
export const DIGEST_SCHEDULES: readonly JobSchedule[] = [
  {
    queue: ALERTS_QUEUE,
    schedulerId: 'alert-digest-daily',
    pattern: '0 8 * * *',
    timeZone: DIGEST_TIME_ZONE,
    jobName: RUN_ALERT_DIGEST_JOB,
    data: { frequency: 'daily' } satisfies RunAlertDigestJob,
  },
  {
    queue: ALERTS_QUEUE,
    schedulerId: 'alert-digest-weekly',
    pattern: '0 8 * * 1',
    timeZone: DIGEST_TIME_ZONE,
    jobName: RUN_ALERT_DIGEST_JOB,
    data: { frequency: 'weekly' } satisfies RunAlertDigestJob,
  },
];

const MADRID_DATE = new Intl.DateTimeFormat('en-CA', { timeZone: DIGEST_TIME_ZONE });

/** `alert-digest-daily-2026-03-29-<user>`: one digest per client, frequency and Madrid day. */
export function digestJobId(frequency: DigestFrequency, cutoff: Date, userId: string): string {
  return `alert-digest-${frequency}-${MADRID_DATE.format(cutoff)}-${userId}`;
}
