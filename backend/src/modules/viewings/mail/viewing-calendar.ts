import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import type { MailCalendar } from '../../../platform/mail/mail-message';

export interface ViewingCalendarEvent {
  viewingId: string;
  method: MailCalendar['method'];
  /** Increases with every change of the viewing's appointment (RFC 5545 SEQUENCE). */
  sequence: number;
  /** When this version of the entry was made (DTSTAMP). */
  stamp: string;
  start: string;
  end: string;
  summary: string;
  description: string;
  location: string;
  organizer: { name: string; email: string };
  attendee?: { name: string; email: string };
  publicUrl: string;
}

/**
 * One UID per viewing for its whole life, so calendars update or remove the same entry: the site's domain
 * without a port, so the same viewing keeps its UID whichever port the site was reached at (an .ics downloaded
 * in development, an invitation mailed by another instance).
 */
export function viewingUid(viewingId: string, publicUrl: string): string {
  return `viewing-${viewingId}@${new URL(publicUrl).hostname}`;
}

/**
 * The viewing as an iCalendar object: REQUEST invites (and updates), CANCEL withdraws the entry with the
 * same UID, PUBLISH is the "add to calendar" download. Times are in UTC (DTSTART…Z).
 */
export function viewingCalendar(event: ViewingCalendarEvent): MailCalendar {
  const calendar = ical({
    prodId: { company: 'Costa Cantabria Luxury', product: 'Viewings', language: 'ES' },
    method: ICalCalendarMethod[event.method],
  });
  calendar.createEvent({
    id: viewingUid(event.viewingId, event.publicUrl),
    sequence: event.sequence,
    stamp: new Date(event.stamp),
    start: new Date(event.start),
    end: new Date(event.end),
    summary: event.summary,
    description: event.description,
    location: event.location,
    url: event.publicUrl,
    organizer: event.organizer,
    attendees: event.attendee ? [{ ...event.attendee, rsvp: false }] : [],
    status: event.method === 'CANCEL' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
  return { method: event.method, content: calendar.toString(), filename: 'viewing.ics' };
}
