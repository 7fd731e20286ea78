import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import nodemailer, { type Transporter } from 'nodemailer';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { renderBrandedMail } from './branded-mail';
import type { MailJob, MailMessage } from './mail-message';

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

  /** Sends the message (HTML with its plain-text alternative); returns the transport's message id. */
  async send(key: string, message: MailMessage): Promise<string> {
    const { to, subject, text, html, replyTo, headers, calendar } = message;
    const info = await this.transporter.sendMail({
      from: this.config.mail.from,
      to,
      subject,
      text,
      html,
      replyTo,
      headers,
      icalEvent: calendar
        ? { method: calendar.method, content: calendar.content, filename: calendar.filename }
        : undefined,
      // Known up front: nodemailer would otherwise scan every message to choose, a cost a digest notices.
      textEncoding: 'quoted-printable',
    });
    if (this.config.mail.transport === 'file') {
      const dir = path.resolve(this.config.mail.outboxDir);
      await mkdir(dir, { recursive: true });
      await writeFile(path.join(dir, `${key}.eml`), info.message as Buffer);
    }
    return String(info.messageId ?? key);
  }

  /** Renders a mail job in the brand's layout and sends it; returns the transport's message id. */
  async sendMailJob(key: string, mail: MailJob): Promise<string> {
    const { to, replyTo, headers, calendar, content } = mail;
    const rendered = await renderBrandedMail(content, this.config.publicUrl);
    return this.send(key, { to, replyTo, headers, calendar, ...rendered });
  }
}
