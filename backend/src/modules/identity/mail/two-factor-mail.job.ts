import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { DomainEvent } from '../../../platform/domain/decider';
import type { StoredEvent } from '../../../platform/event-store/stored-event';
import { isLanguage } from '../../../platform/i18n/languages';
import type { JobReaction } from '../../../platform/jobs/job-reaction';
import { MAIL_QUEUE, type MailJob } from '../../../platform/mail/mail-message';
import { MailJobHandler } from '../../../platform/mail/mail-job-handler';
import { OnceMailer } from '../../../platform/mail/once-mailer';
import type {
  RecoveryCodeUsed,
  TwoFactorDisabled,
  TwoFactorEnabled,
  TwoFactorReset,
} from '../domain/user.events';
import { userLookup } from '../read-models/user-lookup';
import { accountGreetingName } from './account-mails';
import { twoFactorMail, type TwoFactorMailKind } from './two-factor-mails';

export const SEND_TWO_FACTOR_MAIL_JOB = 'send-two-factor-mail';

/** Who hears of what; ids and a count only. */
export interface TwoFactorMailJob {
  kind: TwoFactorMailKind;
  userId: string;
  remaining?: number;
}

function reaction<E extends DomainEvent>(
  purpose: string,
  eventType: E['type'],
  toJob: (event: StoredEvent<E>) => TwoFactorMailJob,
): JobReaction<TwoFactorMailJob, E> {
  return { purpose, eventTypes: [eventType], queue: MAIL_QUEUE, jobName: SEND_TWO_FACTOR_MAIL_JOB, toJob };
}

/**
 * One mail per event: the job id is `<purpose>-<event id>` (a replayed event or a second worker adds the
 * same job) and the sent-log keyed by it keeps a retried job from sending twice.
 */
export const twoFactorMailReactions: JobReaction<TwoFactorMailJob>[] = [
  reaction<TwoFactorEnabled>('identity-two-factor-enabled-mail', 'TwoFactorEnabled', ({ data }) => ({
    kind: 'enabled',
    userId: data.userId,
  })),
  reaction<TwoFactorDisabled>('identity-two-factor-disabled-mail', 'TwoFactorDisabled', ({ data }) => ({
    kind: 'disabled',
    userId: data.userId,
  })),
  reaction<TwoFactorReset>('identity-two-factor-reset-mail', 'TwoFactorReset', ({ data }) => ({
    kind: 'reset',
    userId: data.userId,
  })),
  reaction<RecoveryCodeUsed>('identity-recovery-code-used-mail', 'RecoveryCodeUsed', ({ data }) => ({
    kind: 'recovery_code_used',
    userId: data.userId,
    remaining: data.remaining,
  })),
];

/** Sends a second-factor notice once per job, to the account's address, in its language. */
@Injectable()
export class TwoFactorMailJobHandler extends MailJobHandler<TwoFactorMailJob> {
  readonly jobName = SEND_TWO_FACTOR_MAIL_JOB;

  constructor(mailer: OnceMailer) {
    super(mailer);
  }

  protected async compose(em: EntityManager, job: TwoFactorMailJob): Promise<MailJob | null> {
    const user = await userLookup.byId(em, job.userId);
    if (!user) return null;
    const language = isLanguage(user.language) ? user.language : 'es';
    return {
      to: user.email,
      content: twoFactorMail({
        kind: job.kind,
        language,
        ...accountGreetingName(user, user.email),
        remaining: job.remaining,
      }),
    };
  }
}
