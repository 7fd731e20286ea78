import { Injectable, Logger } from '@nestjs/common';
import { MikroORM, type EntityManager } from '@mikro-orm/postgresql';
import type { MailJob } from './mail-message';
import { mailLog } from './mail-log';
import { MailSender } from './mail-sender';

/**
 * What every mail job does around its own content: at most one e-mail per job id, however often BullMQ
 * delivers the job. The sent-log row is claimed before composing; a job whose row says 'sent' does nothing;
 * a mail that no longer applies (`compose` answers null) is recorded as skipped, so a retry skips it too.
 */
@Injectable()
export class OnceMailer {
  private readonly logger = new Logger(OnceMailer.name);

  constructor(
    private readonly orm: MikroORM,
    private readonly sender: MailSender,
  ) {}

  /** `compose` reads what the mail needs at sending time, with the entity manager of the claim. */
  async send(jobId: string, compose: (em: EntityManager) => Promise<MailJob | null>): Promise<void> {
    const em = this.orm.em.fork();
    if (!(await mailLog.claim(em, jobId))) {
      this.logger.log(`Mail ${jobId} was sent before; skipping`);
      return;
    }
    const mail = await compose(em);
    if (!mail) this.logger.log(`Mail ${jobId} no longer applies; skipping`);
    const messageId = mail ? await this.sender.sendMailJob(jobId, mail) : 'skipped';
    await mailLog.markSent(em, jobId, messageId);
  }
}
