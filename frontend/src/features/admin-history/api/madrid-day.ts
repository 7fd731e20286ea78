const MADRID = 'Europe/Madrid';
const DAY_MS = 86_400_000;

const wallClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: MADRID,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** How far Madrid's clock is ahead of UTC at an instant (one or two hours, by summer time). */
function madridOffsetMs(instant: number): number {
  const parts = Object.fromEntries(wallClock.formatToParts(instant).map((part) => [part.type, part.value]));
  const asUtc = Date.UTC(
    +parts.year,
    +parts.month - 1,
    +parts.day,
    +parts.hour,
    +parts.minute,
    +parts.second,
  );
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/** The instant a day (YYYY-MM-DD) starts in Madrid, the office's clock the history is shown in. */
export function madridDayStart(day: string): string {
  const utcMidnight = Date.parse(`${day}T00:00:00Z`);
  return new Date(utcMidnight - madridOffsetMs(utcMidnight)).toISOString();
}

/** The instant the day after `day` starts in Madrid: the end of a range that includes `day`. */
export function madridDayEnd(day: string): string {
  const next = new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
  return madridDayStart(next);
}
