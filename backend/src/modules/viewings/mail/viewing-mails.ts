import type { StoredEvent } from '../../../platform/event-store/stored-event';
import { isLanguage, localize, type Language, type LocalizedText } from '../../../platform/i18n/languages';
import { localizedPath, propertyPath } from '../../../platform/i18n/public-paths';
import { jobIdFor, type JobReaction, type JobRemoval } from '../../../platform/jobs/job-reaction';
import { MAIL_QUEUE, type MailJob } from '../../../platform/mail/mail-message';
import type {
  ViewingAppointment,
  ViewingCancelled,
  ViewingConfirmed,
  ViewingEvent,
  ViewingMoveRequested,
  ViewingRequested,
} from '../domain/viewing.events';
import { VIEWING_TIME_ZONE, type ViewingSlot } from '../domain/viewing-slots';
import { viewingCalendar } from './viewing-calendar';
import { VIEWING_MAIL_TEXTS } from './viewing-mail-texts';
import { mailClosing, mailGreeting } from '../../../platform/mail/salutation';

export const SEND_VIEWING_MAIL_JOB = 'send-viewing-mail';
const REMINDER_PURPOSE = 'viewing-reminder-mail';
const REMINDER_LEAD_MS = 24 * 3600_000;

/** What a viewing mail job carries: which mail, and what the event said; the rest is read at sending time. */
export type ViewingMailJob =
  | { kind: 'received'; viewingId: string; released: ViewingAppointment | null; sequence: number; at: string }
  | { kind: 'agency'; viewingId: string; moved: boolean; at: string }
  | { kind: 'confirmed'; viewingId: string; appointment: ViewingAppointment; at: string }
  | { kind: 'proposed'; viewingId: string; slot: ViewingSlot; at: string }
  | { kind: 'declined'; viewingId: string; reason: string; at: string }
  | {
      kind: 'cancelled';
      viewingId: string;
      by: 'client' | 'staff';
      reason: string | null;
      released: ViewingAppointment | null;
      sequence: number;
      at: string;
    }
  | { kind: 'reminder'; viewingId: string; appointment: ViewingAppointment; at: string };

/** The reminder's job id names the confirmation (viewing and SEQUENCE), so a later event can remove it. */
export const reminderJobId = (viewingId: string, sequence: number): string =>
  jobIdFor(REMINDER_PURPOSE, `${viewingId}-${sequence}`);

function appointmentOf(event: ViewingConfirmed): ViewingAppointment {
  const { start, end, mode, agentId, sequence } = event.data;
  return { start, end, mode, agentId, sequence };
}

function toMailJob(event: StoredEvent<ViewingEvent>): ViewingMailJob | null {
  switch (event.type) {
    case 'ViewingRequested':
      return {
        kind: 'received',
        viewingId: event.data.viewingId,
        released: null,
        sequence: 0,
        at: event.data.requestedAt,
      };
    case 'ViewingMoveRequested':
      return {
        kind: 'received',
        viewingId: event.data.viewingId,
        released: event.data.released,
        sequence: event.data.sequence,
        at: event.data.requestedAt,
      };
    case 'ViewingConfirmed':
      return {
        kind: 'confirmed',
        viewingId: event.data.viewingId,
        appointment: appointmentOf(event),
        at: event.data.confirmedAt,
      };
    case 'ViewingTimeProposed': {
      const { viewingId, start, end, mode, proposedAt } = event.data;
      return { kind: 'proposed', viewingId, slot: { start, end, mode }, at: proposedAt };
    }
    case 'ViewingDeclined':
      return {
        kind: 'declined',
        viewingId: event.data.viewingId,
        reason: event.data.reason,
        at: event.data.declinedAt,
      };
    case 'ViewingCancelled': {
      const { viewingId, by, reason, released, sequence, cancelledAt } = event.data;
      return { kind: 'cancelled', viewingId, by, reason, released, sequence, at: cancelledAt };
    }
    default:
      return null;
  }
}

/**
 * The client's mail at each step, the agency's for each request (and each move), and the reminder the day
 * before: a delayed job, removed again when the appointment is cancelled or moved.
 */
export function viewingMailReactions(): JobReaction<ViewingMailJob>[] {
  const mail = (
    purpose: string,
    eventTypes: ViewingEvent['type'][],
  ): JobReaction<ViewingMailJob, ViewingEvent> => ({
    purpose,
    eventTypes,
    queue: MAIL_QUEUE,
    jobName: SEND_VIEWING_MAIL_JOB,
    toJob: toMailJob,
  });
  return [
    mail('viewing-received-mail', ['ViewingRequested', 'ViewingMoveRequested']),
    mail('viewing-confirmed-mail', ['ViewingConfirmed']),
    mail('viewing-proposed-mail', ['ViewingTimeProposed']),
    mail('viewing-declined-mail', ['ViewingDeclined']),
    mail('viewing-cancelled-mail', ['ViewingCancelled']),
    {
      purpose: 'viewing-agency-mail',
      eventTypes: ['ViewingRequested', 'ViewingMoveRequested'],
      queue: MAIL_QUEUE,
      jobName: SEND_VIEWING_MAIL_JOB,
      toJob: (event) => ({
        kind: 'agency',
        viewingId: event.data.viewingId,
        moved: event.type === 'ViewingMoveRequested',
        at: event.data.requestedAt,
      }),
    } satisfies JobReaction<ViewingMailJob, ViewingRequested | ViewingMoveRequested>,
    {
      purpose: REMINDER_PURPOSE,
      eventTypes: ['ViewingConfirmed'],
      queue: MAIL_QUEUE,
      jobName: SEND_VIEWING_MAIL_JOB,
      jobKey: ({ data }) => `${data.viewingId}-${data.sequence}`,
      // A viewing confirmed less than a day ahead has just had its confirmation: no reminder.
      toJob: (event) => {
        if (Date.parse(event.data.start) - REMINDER_LEAD_MS <= Date.parse(event.data.confirmedAt))
          return null;
        return {
          kind: 'reminder',
          viewingId: event.data.viewingId,
          appointment: appointmentOf(event),
          at: event.data.confirmedAt,
        };
      },
      delayUntil: ({ data }) => new Date(Date.parse(data.start) - REMINDER_LEAD_MS),
    } satisfies JobReaction<ViewingMailJob, ViewingConfirmed>,
  ];
}

/** A cancellation or a move takes the released appointment's reminder back. */
export const viewingReminderRemoval: JobRemoval<ViewingCancelled | ViewingMoveRequested> = {
  purpose: 'viewing-reminder-removal',
  eventTypes: ['ViewingCancelled', 'ViewingMoveRequested'],
  queue: MAIL_QUEUE,
  jobIds({ data }) {
    return data.released ? [reminderJobId(data.viewingId, data.released.sequence)] : [];
  },
};

/** The viewing as the mails need it, read at sending time. */
export interface ViewingMailSubject {
  viewingId: string;
  propertyId: string;
  propertyTitle: LocalizedText;
  propertyReference: string;
  slots: ViewingSlot[];
  message: string;
  phone: string;
  language: string;
  client: { name: string; fullName: string; email: string };
  agentName: string | null;
}

export interface MailSetting {
  publicUrl: string;
  agencyInbox: string;
}

/** "lunes, 14 de diciembre de 2026, 10:30 (hora de Madrid)". */
export function viewingTime(start: string, language: Language): string {
  const texts = VIEWING_MAIL_TEXTS[language];
  const format = new Intl.DateTimeFormat(texts.locale, {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: VIEWING_TIME_ZONE,
  });
  return `${format.format(new Date(start))} (${texts.madridTime})`;
}

/** The client's e-mail for one step, in the viewing's language, with its invitation when it changes one. */
export function clientViewingMail(
  job: ViewingMailJob,
  subject: ViewingMailSubject,
  setting: MailSetting,
): MailJob {
  const language: Language = isLanguage(subject.language) ? subject.language : 'es';
  const t = VIEWING_MAIL_TEXTS[language];
  const title = localize(subject.propertyTitle, language);
  const site = setting.publicUrl.replace(/\/$/, '');
  const appointments = {
    label: t.appointments,
    url: `${site}${localizedPath(language, '/dashboard')}?tab=appointments`,
  };
  const when = (slot: { start: string; mode: ViewingSlot['mode'] }) =>
    `${viewingTime(slot.start, language)} · ${t.modes[slot.mode]}`;
  const calendar = (method: 'REQUEST' | 'CANCEL', appointment: ViewingAppointment, sequence: number) =>
    viewingCalendar({
      viewingId: subject.viewingId,
      method,
      sequence,
      stamp: job.at,
      start: appointment.start,
      end: appointment.end,
      summary: t.calendarTitle(title),
      description: `${t.modes[appointment.mode]} · ${subject.propertyReference}\n${site}${localizedPath(language, propertyPath(subject.propertyId))}`,
      location: appointment.mode === 'video' ? t.videoLocation : `${title} (${subject.propertyReference})`,
      organizer: { name: 'Costa Cantabria Luxury', email: setting.agencyInbox },
      attendee: { name: subject.client.fullName, email: subject.client.email },
      publicUrl: site,
    });
  const base = {
    language,
    greeting: mailGreeting(language, subject.client),
    closing: mailClosing(language),
    action: appointments,
  };
  const mail = (
    content: Omit<MailJob['content'], 'language' | 'greeting' | 'closing' | 'action'> & {
      action?: MailJob['content']['action'];
    },
    extra: Partial<MailJob> = {},
  ): MailJob => ({
    to: subject.client.email,
    ...extra,
    content: { ...base, heading: content.subject, ...content },
  });
  switch (job.kind) {
    case 'received':
      return mail(
        {
          subject: job.released ? t.moved.subject(title) : t.received.subject(title),
          paragraphs: [
            job.released ? t.moved.body(title) : t.received.body(title),
            [t.received.times, ...subject.slots.map(when)].join('\n'),
          ],
          afterParagraphs: [t.phone],
        },
        job.released ? { calendar: calendar('CANCEL', job.released, job.sequence) } : {},
      );
    case 'confirmed':
      return mail(
        {
          subject: t.confirmed.subject(title),
          paragraphs: [
            t.confirmed.body(title),
            `${t.when}\n${when(job.appointment)}`,
            ...(subject.agentName ? [t.confirmed.agent(subject.agentName)] : []),
            t.confirmed.calendar,
          ],
          afterParagraphs: [t.phone],
        },
        { calendar: calendar('REQUEST', job.appointment, job.appointment.sequence) },
      );
    case 'proposed':
      return mail({
        subject: t.proposed.subject(title),
        paragraphs: [t.proposed.body(title), `${t.when}\n${when(job.slot)}`],
        action: { label: t.proposed.answer, url: appointments.url },
      });
    case 'declined':
      return mail({
        subject: t.declined.subject(title),
        paragraphs: [t.declined.body(title), `${t.declined.reason} ${job.reason}`],
        afterParagraphs: [t.phone],
      });
    case 'cancelled':
      return mail(
        {
          subject: t.cancelled.subject(title),
          paragraphs: [
            job.by === 'client' ? t.cancelled.byClient(title) : t.cancelled.byStaff(title),
            ...(job.released ? [`${t.when}\n${when(job.released)}`] : []),
            ...(job.reason ? [`${t.cancelled.reason} ${job.reason}`] : []),
          ],
          afterParagraphs: [t.phone],
        },
        job.released ? { calendar: calendar('CANCEL', job.released, job.sequence) } : {},
      );
    case 'reminder':
      return mail({
        subject: t.reminder.subject(title),
        paragraphs: [t.reminder.body(title), `${t.when}\n${when(job.appointment)}`],
        afterParagraphs: [t.phone],
      });
    case 'agency':
      throw new Error('The agency mail is agencyViewingMail');
  }
}

/** The agency's notice of a request (or of new times), in Spanish like every mail the agency reads. */
export function agencyViewingMail(
  job: ViewingMailJob & { kind: 'agency' },
  subject: ViewingMailSubject,
  setting: MailSetting,
): MailJob {
  const site = setting.publicUrl.replace(/\/$/, '');
  const title = localize(subject.propertyTitle, 'es');
  const t = VIEWING_MAIL_TEXTS.es;
  return {
    to: setting.agencyInbox,
    replyTo: subject.client.email,
    content: {
      language: 'es',
      subject: `${job.moved ? 'Nuevos horarios para una visita' : 'Nueva solicitud de visita'}: ${title} (${subject.propertyReference})`,
      paragraphs: [
        job.moved
          ? `${subject.client.fullName} pide otros horarios para visitar ${title}.`
          : `${subject.client.fullName} solicita visitar ${title}.`,
        [
          `Email: ${subject.client.email}`,
          `Teléfono: ${subject.phone}`,
          `Idioma: ${subject.language}`,
          `Referencia: ${subject.propertyReference}`,
        ].join('\n'),
        [
          'Horarios preferidos:',
          ...subject.slots.map((slot) => `${viewingTime(slot.start, 'es')} · ${t.modes[slot.mode]}`),
        ].join('\n'),
        ...(subject.message ? [subject.message] : []),
      ],
      action: { label: 'Gestionar las visitas', url: `${site}/admin/viewings` },
      afterParagraphs: [`Si responde a este email, su respuesta llegará a ${subject.client.email}.`],
    },
  };
}
