import { Inject, Injectable, Logger } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import type { Job } from 'bullmq';
import type { AppConfig } from '../../../platform/config/app-config';
import { APP_CONFIG } from '../../../platform/config/config.module';
import { isLanguage } from '../../../platform/i18n/languages';
import type { JobHandler } from '../../../platform/jobs/job-workers';
import { MAIL_QUEUE } from '../../../platform/mail/mail-message';
import { mailLog } from '../../../platform/mail/mail-log';
import { MailSender } from '../../../platform/mail/mail-sender';
import { Clock } from '../../../platform/time/clock';
import { oneTimeTokens } from '../auth/one-time-tokens';
import type { OneTimeTokenPurpose } from '../domain/session-policy';
import { userLookup } from '../read-models/user-lookup';
import type { UserReadModel } from '../read-models/user.read-model';
import { SEND_ACCOUNT_MAIL_JOB, type AccountMailJob } from './account-mail.job';
import { accountLink, accountMail } from './account-mails';

interface Plan {
  to: string;
  purpose: OneTimeTokenPurpose | null;
}

/**
 * Sends an account mail once per job (the sent-log, like every mail job). For mails with a link, the job
 * creates the single-use token right before sending: only its SHA-256 is stored (keyed by the job id, so a
 * retry replaces it), the raw token goes into the mail and nowhere else. The account is read as it is at
 * sending time: a mail that no longer makes sense (address changed since, account disabled) is skipped.
 */
@Injectable()
export class AccountMailJobHandler implements JobHandler<AccountMailJob> {
  readonly queue = MAIL_QUEUE;
  readonly jobName = SEND_ACCOUNT_MAIL_JOB;
  private readonly logger = new Logger(AccountMailJobHandler.name);

  constructor(
    private readonly orm: MikroORM,
    private readonly sender: MailSender,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async handle(job: Job<AccountMailJob>): Promise<void> {
    const jobId = String(job.id);
    const em = this.orm.em.fork();
    if (!(await mailLog.claim(em, jobId))) return;
    const user = await userLookup.byId(em, job.data.userId);
    const plan = user ? this.plan(job.data, user) : null;
    if (!user || !plan) {
      this.logger.log(`Account mail ${jobId} no longer applies; skipping`);
      await mailLog.markSent(em, jobId, 'skipped');
      return;
    }
    const kind = job.data.kind;
    const language = job.data.language ?? (isLanguage(user.language) ? user.language : 'es');
    let link: string | undefined;
    if (plan.purpose && kind !== 'password_changed') {
      const token = await oneTimeTokens.issueForJob(em, {
        jobId,
        userId: user.id,
        purpose: plan.purpose,
        email: plan.to,
        now: this.clock.now(),
      });
      link = accountLink(this.config.publicUrl, kind, token, language);
    }
    const name = user.displayName || user.firstName || plan.to.split('@')[0];
    const content = accountMail({ kind, name, language, link });
    const messageId = await this.sender.sendMailJob(jobId, { to: plan.to, content });
    await mailLog.markSent(em, jobId, messageId);
  }

  private plan(job: AccountMailJob, user: UserReadModel): Plan | null {
    const to = job.to ?? user.email;
    switch (job.kind) {
      case 'welcome':
        // The link only while the address is still the account's and unverified.
        return { to, purpose: !user.emailVerified && user.email === to ? 'verify_email' : null };
      case 'password_reset':
        return user.status === 'active' && user.email === to ? { to, purpose: 'password_reset' } : null;
      case 'email_change':
        return user.status === 'active' && user.pendingEmail === to ? { to, purpose: 'email_change' } : null;
      case 'password_changed':
        return { to: user.email, purpose: null };
    }
  }
}
