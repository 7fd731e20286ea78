import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppConfig } from '../../../platform/config/app-config';
import { APP_CONFIG } from '../../../platform/config/config.module';
import { isLanguage } from '../../../platform/i18n/languages';
import type { MailJob } from '../../../platform/mail/mail-message';
import { MailJobHandler } from '../../../platform/mail/mail-job-handler';
import { OnceMailer } from '../../../platform/mail/once-mailer';
import { Clock } from '../../../platform/time/clock';
import { oneTimeTokens } from '../auth/one-time-tokens';
import type { OneTimeTokenPurpose } from '../domain/session-policy';
import { userLookup } from '../read-models/user-lookup';
import type { UserReadModel } from '../read-models/user.read-model';
import { SEND_ACCOUNT_MAIL_JOB, type AccountMailJob } from './account-mail.job';
import { accountGreetingName, accountLink, accountMail, settingsLink } from './account-mails';

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
export class AccountMailJobHandler extends MailJobHandler<AccountMailJob> {
  readonly jobName = SEND_ACCOUNT_MAIL_JOB;

  constructor(
    mailer: OnceMailer,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    super(mailer);
  }

  protected async compose(em: EntityManager, job: AccountMailJob, jobId: string): Promise<MailJob | null> {
    const user = await userLookup.byId(em, job.userId);
    const plan = user ? this.plan(job, user) : null;
    if (!user || !plan) return null;
    const kind = job.kind;
    const language = job.language ?? (isLanguage(user.language) ? user.language : 'es');
    let link: string | undefined;
    if (kind === 'new_device') link = settingsLink(this.config.publicUrl, language);
    else if (plan.purpose && kind !== 'password_changed') {
      const token = await oneTimeTokens.issueForJob(em, {
        jobId,
        userId: user.id,
        purpose: plan.purpose,
        email: plan.to,
        now: this.clock.now(),
      });
      link = accountLink(this.config.publicUrl, kind, token, language);
    }
    return {
      to: plan.to,
      content: accountMail({
        kind,
        ...accountGreetingName(user, plan.to),
        language,
        link,
        signIn: job.signIn,
      }),
    };
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
      case 'account_erasure':
        return user.status === 'active' ? { to: user.email, purpose: 'account_erasure' } : null;
      case 'new_device':
        // Still staff: the warning is about the back office's door.
        return user.status === 'active' && user.role !== 'user' ? { to: user.email, purpose: null } : null;
    }
  }
}
