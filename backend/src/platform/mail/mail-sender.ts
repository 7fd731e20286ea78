import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { Inject, Injectable } from '@nestjs/common';
import nodemailer, { type Transporter } from 'nodemailer';
import MailComposer from 'nodemailer/lib/mail-composer';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { renderBrandedMail } from './branded-mail';
import type { MailJob, MailMessage } from './mail-message';

/** How one mail is delivered: its Message-ID (nodemailer makes one up when absent) and the end-of-data hook. */
export interface MailDelivery {
  messageId?: string;
  beforeEndOfData?: () => Promise<void>;
}

/**
 * Sends through SMTP (production, docker-compose's Mailpit, tests' capture server) or, in local mode without
 * a mail server, writes each message as an .eml file into MAIL_OUTBOX_DIR so it can be opened and read.
 */
@Injectable()
export class MailSender {
  private readonly transporter: Transporter;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    const mail = config.mail;
    this.transporter =
      mail.transport === 'smtp'
        ? nodemailer.createTransport({
            host: mail.smtpHost,
            port: mail.smtpPort,
            secure: mail.smtpSecure,
            auth: mail.smtpUser ? { user: mail.smtpUser, pass: mail.smtpPassword } : undefined,
          })
        : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  }

  /**
   * Sends the message (HTML with its plain-text alternative) with the Message-ID given; returns it.
   * `beforeEndOfData` runs when the server has all of the message but its end: a server takes responsibility
   * only for a message whose end it received (RFC 5321 4.1.1.4, 6.1), so until then a lost connection leaves
   * nothing there.
   */
  async send(key: string, message: MailMessage, delivery: MailDelivery = {}): Promise<string> {
    const { to, subject, text, html, replyTo, headers, calendar } = message;
    const mime = new MailComposer({
      from: this.config.mail.from,
      to,
      subject,
      text,
      html,
      replyTo,
      headers,
      messageId: delivery.messageId,
      icalEvent: calendar
        ? { method: calendar.method, content: calendar.content, filename: calendar.filename }
        : undefined,
      // Known up front: nodemailer would otherwise scan every message to choose, a cost a digest notices.
      textEncoding: 'quoted-printable',
    }).compile();
    const info = await this.transporter.sendMail({
      envelope: mime.getEnvelope(),
      raw: endingAfter(await mime.build(), delivery.beforeEndOfData),
    });
    if (this.config.mail.transport === 'file') {
      const dir = path.resolve(this.config.mail.outboxDir);
      await mkdir(dir, { recursive: true });
      await writeFile(path.join(dir, `${key}.eml`), info.message as Buffer);
    }
    return mime.messageId();
  }

  /**
   * Renders a mail job in the brand's layout, in the recipient's language (also its Content-Language), and
   * sends it; returns its Message-ID.
   */
  async sendMailJob(key: string, mail: MailJob, delivery: MailDelivery = {}): Promise<string> {
    const { to, replyTo, headers, calendar, content } = mail;
    const rendered = await renderBrandedMail(content, this.config.publicUrl);
    const withLanguage = { ...headers, 'Content-Language': content.language };
    return this.send(key, { to, replyTo, headers: withLanguage, calendar, ...rendered }, delivery);
  }
}

/** The message as a stream that ends only after `beforeEnd` is done: its end is what the server accepts. */
function endingAfter(message: Buffer, beforeEnd?: () => Promise<void>): Readable {
  return Readable.from(
    (async function* () {
      yield message;
      await beforeEnd?.();
    })(),
    { objectMode: false },
  );
}
