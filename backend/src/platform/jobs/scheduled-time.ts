/**
 * The time a scheduled run was due: BullMQ names a scheduler's job `repeat:<scheduler id>:<time in ms>`, so a
 * late or retried run acts for the moment it was due (the same day, the same week). A run started by hand (an
 * operator, a test) is for the moment it was created.
 */
export function scheduledTime(job: { id?: string; timestamp: number }): Date {
  const match = /^repeat:.+:(\d+)$/.exec(job.id ?? '');
  return new Date(match ? Number(match[1]) : job.timestamp);
}
