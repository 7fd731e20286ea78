import type { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { AppConfig } from '../../../platform/config/app-config';
import { APP_CONFIG } from '../../../platform/config/config.module';
import type { JobReaction } from '../../../platform/jobs/job-reaction';
import { MAIL_QUEUE, type MailJob } from '../../../platform/mail/mail-message';
import { MailJobHandler } from '../../../platform/mail/mail-job-handler';
import { OnceMailer } from '../../../platform/mail/once-mailer';
import { GetAccountContactsQuery } from '../../identity';
import type { InquiryReplied } from '../domain/inquiry';
import { activityRows, inquiryRow } from '../queries/get-inquiry/inquiry-rows';
import { inquiryReplyMail } from './inquiry-reply-mail';

export const SEND_INQUIRY_REPLY_MAIL_JOB = 'send-inquiry-reply-mail';

export interface InquiryReplyMailJob {
  inquiryId: string;
  replyId: string;
}

/** Every reply becomes one mail job, `inquiry-reply-mail-<event id>`: enqueuing it twice is a no-op. */
export const inquiryReplyMailReaction: JobReaction<InquiryReplyMailJob, InquiryReplied> = {
  purpose: 'inquiry-reply-mail',
  eventTypes: ['InquiryReplied'],
  queue: MAIL_QUEUE,
  jobName: SEND_INQUIRY_REPLY_MAIL_JOB,
  toJob: ({ data: { inquiryId, replyId } }) => ({ inquiryId, replyId }),
};

/**
 * Sends a reply once per job (OnceMailer). The job names the reply; the mail is composed from the inquiry's
 * read model when it goes out, which also knows the replies before it (the thread's References).
 */
@Injectable()
export class InquiryReplyMailJobHandler extends MailJobHandler<InquiryReplyMailJob> {
  readonly jobName = SEND_INQUIRY_REPLY_MAIL_JOB;

  constructor(
    mailer: OnceMailer,
    private readonly queries: QueryBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    super(mailer);
  }

  protected async compose(
    em: EntityManager,
    { inquiryId, replyId }: InquiryReplyMailJob,
  ): Promise<MailJob | null> {
    const inquiry = await inquiryRow(em, inquiryId);
    const replies = await activityRows(em, inquiryId, ['reply']);
    const index = replies.findIndex((reply) => reply.reply_id === replyId);
    // The job runs after the reply committed; missing, the read model is being rebuilt: BullMQ tries again.
    if (!inquiry || index < 0)
      throw new Error(`Reply ${replyId} of inquiry ${inquiryId} is not readable yet`);
    // The client's account was erased since: there is no one to write to any more.
    if (inquiry.email === null || inquiry.name === null || inquiry.message === null) return null;
    const reply = replies[index];
    const [adviser] = reply.actor_id
      ? await this.queries.execute(new GetAccountContactsQuery([reply.actor_id]))
      : [];
    return inquiryReplyMail({
      inquiry: {
        id: inquiry.id,
        name: inquiry.name,
        email: inquiry.email,
        subject: inquiry.subject,
        message: inquiry.message,
        language: inquiry.language,
        sentAt: new Date(inquiry.sent_at),
        hasAccount: inquiry.user_id !== null,
      },
      reply: { id: replyId, message: reply.body ?? '', adviser: adviser?.fullName ?? null },
      earlierReplyIds: replies
        .slice(0, index)
        .flatMap((earlier) => (earlier.reply_id ? [earlier.reply_id] : [])),
      publicUrl: this.config.publicUrl,
      agencyInbox: this.config.mail.agencyInbox,
    });
  }
}
