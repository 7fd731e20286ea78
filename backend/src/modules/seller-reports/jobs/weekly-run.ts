import type { JobSchedule } from '../../../platform/jobs/job-workers';
import { AGENCY_TIME_ZONE } from '../../../platform/time/madrid-calendar';

export const SELLER_REPORTS_QUEUE = 'seller-reports';
export const RUN_SELLER_REPORTS_JOB = 'run-seller-reports';

/** Every Monday at 08:00 in Madrid, summer time or not. */
export const WEEKLY_REPORTS_SCHEDULE: JobSchedule = {
  queue: SELLER_REPORTS_QUEUE,
  schedulerId: 'seller-reports-weekly',
  pattern: '0 8 * * 1',
  timeZone: AGENCY_TIME_ZONE,
  jobName: RUN_SELLER_REPORTS_JOB,
  data: {},
};
