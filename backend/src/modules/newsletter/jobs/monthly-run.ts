import type { JobSchedule } from '../../../platform/jobs/job-workers';
import { AGENCY_TIME_ZONE } from '../../../platform/time/madrid-calendar';

export const NEWSLETTER_QUEUE = 'newsletter';
export const RUN_NEWSLETTER_JOB = 'run-newsletter';

/**
 * Every Monday at 09:00 in Madrid, summer time or not; the run goes on only on the month's first Monday (cron
 * cannot say "first Monday": a day of the month and a weekday together mean either of them).
 */
export const MONTHLY_NEWSLETTER_SCHEDULE: JobSchedule = {
  queue: NEWSLETTER_QUEUE,
  schedulerId: 'newsletter-monthly',
  pattern: '0 9 * * 1',
  timeZone: AGENCY_TIME_ZONE,
  jobName: RUN_NEWSLETTER_JOB,
  data: {},
};
