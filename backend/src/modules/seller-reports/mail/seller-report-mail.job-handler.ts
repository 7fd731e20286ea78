import { Injectable } from '@nestjs/common';
import type { MailJob } from '../../../platform/mail/mail-message';
import { MailJobHandler } from '../../../platform/mail/mail-job-handler';
import { OnceMailer } from '../../../platform/mail/once-mailer';
import { SellerReportComposer } from './seller-report-composer';
import { SEND_SELLER_REPORT_JOB, type SellerReportMailJob } from './seller-report-mails';

/** Sends one seller's weekly report once per job id (OnceMailer), composed when it goes out. */
@Injectable()
export class SellerReportMailJobHandler extends MailJobHandler<SellerReportMailJob> {
  readonly jobName = SEND_SELLER_REPORT_JOB;

  constructor(
    mailer: OnceMailer,
    private readonly composer: SellerReportComposer,
  ) {
    super(mailer);
  }

  protected compose(_em: unknown, job: SellerReportMailJob): Promise<MailJob | null> {
    return this.composer.compose(job);
  }
}
