import { Inject, Injectable, Logger } from '@nestjs/common';
import { MikroORM, type EntityManager } from '@mikro-orm/postgresql';
import { UnrecoverableError } from 'bullmq';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import type { MailJob } from './mail-message';
import { mailFailure } from './mail-failure';
import { mailLog } from './mail-log';
import { mailMessageId } from './mail-message-id';
import { MailSender } from './mail-sender';

/**
 * What every mail job does around its own content: at most one e-mail per job id, however often BullMQ
 * delivers the job, and none lost. The sent-log row is claimed before composing; a job whose row says 'sent'
 * does nothing; a mail that no longer applies (`compose` answers null) is recorded as skipped, so a retry
 * skips it too. Every attempt sends the same Message-ID (derived from the job id unless the mail names one).
 *
 * The hand-over is recorded right before the server receives the end of the message, and acceptance right
 * after its answer. An attempt that did not learn the answer after the hand-over (the worker died, the
 * connection broke) leaves the row 'uncertain': the server may have accepted the mail, so nothing sends it
 * again on its own. Everything before the hand-over is retried: the server cannot have accepted it.
 */
@Injectable()
export class OnceMailer {
  private readonly logger = new Logger(OnceMailer.name);

  constructor(
    private readonly orm: MikroORM,
    private readonly sender: MailSender,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** `compose` reads what the mail needs at sending time, with the entity manager of the claim. */
  async send(jobId: string, compose: (em: EntityManager) => Promise<MailJob | null>): Promise<void> {
    const em = this.orm.em.fork();
    const claim = await mailLog.claim(em, jobId);
    if (claim === 'done') {
      this.logger.log(`Mail ${jobId} was sent or refused before; skipping`);
      return;
    }
    if (claim === 'uncertain') throw this.uncertain(jobId);
    const mail = await compose(em);
    if (!mail) {
      this.logger.log(`Mail ${jobId} no longer applies; skipping`);
      await mailLog.markSent(em, jobId, 'skipped');
      return;
    }
    const messageId = mail.headers?.['Message-ID'] ?? mailMessageId(jobId, this.config.publicUrl);
    let handedOver = false;
    try {
      await this.sender.sendMailJob(jobId, mail, {
        messageId,
        beforeEndOfData: async () => {
          await mailLog.markHandedOver(em, jobId, messageId);
          handedOver = true;
        },
      });
    } catch (error) {
      throw await this.undelivered(em, jobId, error, handedOver);
    }
    await mailLog.markSent(em, jobId, messageId);
  }

  /** Records why an attempt did not deliver; returns what the job throws (BullMQ retries all but unrecoverable). */
  private async undelivered(em: EntityManager, jobId: string, error: unknown, handedOver: boolean) {
    const failure = mailFailure(error);
    if (handedOver && !failure.answered) {
      await mailLog.markUndelivered(em, jobId, 'uncertain', failure.code);
      return this.uncertain(jobId);
    }
    if (failure.permanent) {
      await mailLog.markUndelivered(em, jobId, 'refused', failure.code);
      this.logger.warn(`Mail ${jobId} refused by the mail server for good (${failure.code})`);
      return new UnrecoverableError(`Mail ${jobId} refused (${failure.code})`);
    }
    await mailLog.markUndelivered(em, jobId, 'sending', failure.code);
    // What BullMQ keeps and logs of a retried attempt: the code, not the server's text (it may name the recipient).
    return failure.fromTransport ? new Error(`Mail ${jobId} not sent (${failure.code}); retrying`) : error;
  }

  private uncertain(jobId: string): UnrecoverableError {
    this.logger.warn(
      `Mail ${jobId} was handed over to the mail server without an answer; not sent again (mail failed, mail retry)`,
    );
    return new UnrecoverableError(`Mail ${jobId} uncertain: the mail server may have accepted it`);
  }
}
