import { formatPrice } from '../../../platform/format/money';
import type { StoredEvent } from '../../../platform/event-store/stored-event';
import { localize, type Language } from '../../../platform/i18n/languages';
import { localizedPath } from '../../../platform/i18n/public-paths';
import type { JobReaction } from '../../../platform/jobs/job-reaction';
import type { GreetingName } from '../../../platform/mail/greeting-name';
import { MAIL_QUEUE, type MailJob } from '../../../platform/mail/mail-message';
import type { BookingEvent } from '../domain/booking';

type ClientMailBookingEvent = Extract<BookingEvent, { type: ClientMailEvent }>;
import type { BookingReadModel } from '../read-models/booking.read-model';
import { BOOKING_MAIL_TEXTS, CLIENT_MAIL_EVENTS, type ClientMailEvent } from './booking-mail-texts';
import { mailClosing, mailGreeting } from '../../../platform/mail/salutation';

export const SEND_BOOKING_MAIL_JOB = 'send-booking-mail';

/** A booking mail job: whom it is for and the event it tells of; the rest is read when it is sent. */
export interface BookingMailJob {
  audience: 'client' | 'agency';
  bookingId: string;
  event: { type: ClientMailEvent; data: Record<string, unknown> };
}

export interface BookingMailRecipient extends GreetingName {
  email: string;
  language: Language;
}

function longDate(date: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' }).format(
    new Date(`${date}T12:00:00Z`),
  );
}

/** What the client is told at a step of their booking, in their language. */
export function clientBookingMail(
  recipient: BookingMailRecipient,
  booking: BookingReadModel,
  event: BookingMailJob['event'],
  publicUrl: string,
): MailJob {
  const text = BOOKING_MAIL_TEXTS[recipient.language];
  const title = localize(booking.itemTitle, recipient.language);
  const data = event.data;
  const opening =
    event.type === 'BookingCancelled' && data.by === 'staff' ? text.cancelledByAgency : text.body[event.type];
  const summary = [
    title,
    text.summary.when(longDate(booking.checkIn, text.dateLocale), booking.startTime ?? '00:00'),
    text.summary.guests(booking.guests),
  ];
  if (event.type === 'BookingPriceAdjusted') summary.push(text.price.newTotal(formatPrice(Number(data.to))));
  else if (booking.totalPriceEur !== null) summary.push(text.price.total(formatPrice(booking.totalPriceEur)));
  else if (booking.quoteEur !== null) summary.push(text.price.onRequest(formatPrice(booking.quoteEur)));
  const explanation =
    typeof data.reason === 'string'
      ? [text.reason(data.reason)]
      : typeof data.note === 'string'
        ? [text.note(data.note)]
        : [];
  return {
    to: recipient.email,
    content: {
      language: recipient.language,
      subject: text.subject[event.type](title),
      heading: text.subject[event.type](title),
      greeting: mailGreeting(recipient.language, recipient),
      paragraphs: [opening, summary.join('\n'), ...explanation],
      action: {
        label: text.action,
        url: `${publicUrl}${localizedPath(recipient.language, '/dashboard')}?tab=bookings`,
      },
      closing: mailClosing(recipient.language),
    },
  };
}

/** When a booking starts or was requested, as the agency's team in Cantabria reads it. */
const AGENCY_TIME = new Intl.DateTimeFormat('es-ES', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'Europe/Madrid',
});

/**
 * A new request, as the agency's inbox receives it: in Spanish whatever the client's language (the agency
 * works in Spanish); replying to it writes to the client.
 */
export function agencyBookingMail(
  client: BookingMailRecipient,
  booking: BookingReadModel,
  agencyInbox: string,
  publicUrl: string,
): MailJob {
  const kind = booking.kind === 'experience' ? 'experiencia' : 'servicio';
  const price =
    booking.totalPriceEur !== null
      ? formatPrice(booking.totalPriceEur)
      : `a consultar (desde ${formatPrice(booking.quoteEur ?? 0)})`;
  const details = [
    `Cliente: ${client.name}`,
    `Email: ${client.email}`,
    `Teléfono: ${booking.phone ?? '—'}`,
    `Idioma: ${client.language}`,
    `${kind === 'experiencia' ? 'Experiencia' : 'Servicio'}: ${localize(booking.itemTitle, 'es')}`,
    `Fecha: ${longDate(booking.checkIn, 'es-ES')}, ${booking.startTime ?? '—'} (hora de Madrid)`,
    `Personas: ${booking.guests}`,
    `Importe: ${price}`,
  ].join('\n');
  return {
    to: agencyInbox,
    replyTo: client.email,
    content: {
      language: 'es',
      subject: `Nueva solicitud de reserva: ${localize(booking.itemTitle, 'es')}`,
      paragraphs: [
        `Nueva solicitud de ${kind} recibida el ${AGENCY_TIME.format(booking.recordedAt)} (hora de Madrid)`,
        details,
        ...(booking.notes ? [booking.notes] : []),
      ],
      action: { label: 'Abrir la reserva', url: `${publicUrl}/admin/bookings/${booking.id}` },
      afterParagraphs: [`Si responde a este email, su respuesta llegará a ${client.email}.`],
    },
  };
}

/** Each client-facing step is a job for the client; a new request one for the agency too. */
export function bookingMailReactions(): JobReaction<BookingMailJob, ClientMailBookingEvent>[] {
  const job =
    (audience: BookingMailJob['audience']) =>
    ({ type, data }: StoredEvent<ClientMailBookingEvent>): BookingMailJob => ({
      audience,
      bookingId: data.bookingId,
      event: { type, data: { ...data } },
    });
  return [
    {
      purpose: 'booking-client-mail',
      eventTypes: CLIENT_MAIL_EVENTS,
      queue: MAIL_QUEUE,
      jobName: SEND_BOOKING_MAIL_JOB,
      toJob: job('client'),
    },
    {
      purpose: 'booking-agency-mail',
      eventTypes: ['BookingRequested'],
      queue: MAIL_QUEUE,
      jobName: SEND_BOOKING_MAIL_JOB,
      toJob: job('agency'),
    },
  ];
}
