import type { BrandedMailContent } from './branded-mail';

/** A rendered e-mail, as MailSender sends it: HTML with its plain-text part. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  /** Extra header fields, e.g. List-Unsubscribe. */
  headers?: Record<string, string>;
  calendar?: MailCalendar;
}

/**
 * An iCalendar invitation (RFC 5545/6047): sent as a text/calendar alternative with its method, which
 * calendar clients offer to add, update or remove, and as an .ics attachment for the others.
 */
export interface MailCalendar {
  method: 'REQUEST' | 'CANCEL' | 'PUBLISH';
  /** The VCALENDAR text; its METHOD must be `method`. */
  content: string;
  filename: string;
}

/**
 * The payload of a send-mail job: who receives it and what it says. The worker renders it (MJML is
 * asynchronous, a reactor's toJob is not), so the job stays small and the layout is the one of sending time.
 */
export interface MailJob {
  to: string;
  replyTo?: string;
  headers?: Record<string, string>;
  calendar?: MailCalendar;
  content: BrandedMailContent;
}

export const MAIL_QUEUE = 'mail';
export const SEND_MAIL_JOB = 'send-mail';
