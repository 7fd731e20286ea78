import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import nodemailer, { type Transporter } from 'nodemailer';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import type { MailMessage } from './mail-message';

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

  /** Sends the message; returns the transport's message id. */
  async send(key: string, message: MailMessage): Promise<string> {
    const info = await this.transporter.sendMail({ from: this.config.mail.from, ...message });
    if (this.config.mail.transport === 'file') {
      const dir = path.resolve(this.config.mail.outboxDir);
      await mkdir(dir, { recursive: true });
      await writeFile(path.join(dir, `${key}.eml`), info.message as Buffer);
    }
    return String(info.messageId ?? key);
  }
}
