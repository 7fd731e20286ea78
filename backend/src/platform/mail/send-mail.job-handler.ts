import { Injectable } from '@nestjs/common';
import { SEND_MAIL_JOB, type MailJob } from './mail-message';
import { MailJobHandler } from './mail-job-handler';
import { OnceMailer } from './once-mailer';

/**
 * Renders and sends the e-mail a job carries, once per job id (OnceMailer).
 */
@Injectable()
export class SendMailJobHandler extends MailJobHandler<MailJob> {
  readonly jobName = SEND_MAIL_JOB;

  constructor(mailer: OnceMailer) {
    super(mailer);
  }

  protected async compose(_em: unknown, mail: MailJob): Promise<MailJob> {
    return mail;
  }
}
