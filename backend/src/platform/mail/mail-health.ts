import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { mailLog, type MailTrouble } from './mail-log';
import { MAIL_STUCK_MINUTES } from './mail-sweep';

export type MailHealthStatus = 'ok' | 'degraded' | 'unknown';

/**
 * Mail as the health endpoint reports it, without a word about any mail: degraded while mails are failing
 * (retrying after an error), stuck, uncertain, or given up in the last day; unknown without the database.
 */
@Injectable()
export class MailHealth {
  constructor(private readonly orm: MikroORM) {}

  async status(): Promise<MailHealthStatus> {
    try {
      const trouble = await this.trouble();
      return Object.values(trouble).some((count) => count > 0) ? 'degraded' : 'ok';
    } catch {
      return 'unknown';
    }
  }

  /** The mails failing, stuck, uncertain or given up in the last day, counted (the metrics show them). */
  trouble(): Promise<MailTrouble> {
    return mailLog.trouble(this.orm.em.fork(), MAIL_STUCK_MINUTES);
  }

  /** Since when mail has been failing (the oldest mail retrying after an error), or null. */
  failingSince(): Promise<Date | null> {
    return mailLog.failingSince(this.orm.em.fork());
  }
}
