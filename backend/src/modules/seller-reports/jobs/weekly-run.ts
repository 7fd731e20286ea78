import type { JobSchedule } from '../../../platform/jobs/job-workers';
import { REPORT_TIME_ZONE } from '../domain/report-week';

export const SELLER_REPORTS_QUEUE = 'seller-reports';
export const RUN_SELLER_REPORTS_JOB = 'run-seller-reports';

/** Every Monday at 08:00 in Madrid, summer time or not. */
export const WEEKLY_REPORTS_SCHEDULE: JobSchedule = {
  queue: SELLER_REPORTS_QUEUE,
  schedulerId: 'seller-reports-weekly',
  pattern: '0 8 * * 1',
  timeZone: REPORT_TIME_ZONE,
  jobName: RUN_SELLER_REPORTS_JOB,
  data: {},
};

/**
 * The time a run was scheduled for: BullMQ names a scheduler's job `repeat:<scheduler id>:<time in ms>`, so a
 * retried or late run reports the same week. A run started by hand is for the moment it was created.
 */
export function scheduledTime(job: { id?: string; timestamp: number }): Date {
  const match = /^repeat:.+:(\d+)$/.exec(job.id ?? '');
  return new Date(match ? Number(match[1]) : job.timestamp);
}
