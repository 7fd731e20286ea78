import { Injectable } from '@nestjs/common';
import type { MailJob } from '../../../platform/mail/mail-message';
import { MailJobHandler } from '../../../platform/mail/mail-job-handler';
import { OnceMailer } from '../../../platform/mail/once-mailer';
import { NewsletterComposer } from './newsletter-composer';
import { SEND_NEWSLETTER_JOB, type NewsletterMailJob } from './newsletter-mails';

/** Sends one client's letter of a month once per job id (OnceMailer), composed when it goes out. */
@Injectable()
export class NewsletterMailJobHandler extends MailJobHandler<NewsletterMailJob> {
  readonly jobName = SEND_NEWSLETTER_JOB;

  constructor(
    mailer: OnceMailer,
    private readonly composer: NewsletterComposer,
  ) {
    super(mailer);
  }

  protected compose(_em: unknown, job: NewsletterMailJob): Promise<MailJob | null> {
    return this.composer.compose(job.userId, job.month);
  }
}
