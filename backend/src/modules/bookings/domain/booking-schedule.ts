import { TZDate } from '@date-fns/tz';

/** Services and experiences take place on the agency's clock in Cantabria. */
export const BOOKING_TIME_ZONE = 'Europe/Madrid';
/** A client may cancel a requested or confirmed booking until this long before it starts; staff at any time. */
export const CLIENT_CANCELLATION_HOURS = 48;
/** How far ahead a booking may be requested. */
export const MAX_BOOKING_LEAD_DAYS = 730;

const HOUR_MS = 60 * 60 * 1000;

/** The instant a booking starts: its date and time (HH:mm) in Madrid, in UTC. */
export function bookingStart(date: string, time: string): Date {
  const [year, month, day] = date.split('-').map(Number);
  const [hours, minutes] = time.split(':').map(Number);
  return new Date(new TZDate(year, month - 1, day, hours, minutes, BOOKING_TIME_ZONE).getTime());
}

/** The last moment the client may cancel themselves. */
export function clientCancellationDeadline(date: string, time: string): Date {
  return new Date(bookingStart(date, time).getTime() - CLIENT_CANCELLATION_HOURS * HOUR_MS);
}

export function clientMayCancel(date: string, time: string, now: Date): boolean {
  return now.getTime() <= clientCancellationDeadline(date, time).getTime();
}
