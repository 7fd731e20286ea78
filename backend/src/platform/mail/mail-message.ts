/** A rendered e-mail, as a mail job carries it. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
}

export const MAIL_QUEUE = 'mail';
export const SEND_MAIL_JOB = 'send-mail';
