import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { mailLog } from './mail-log';
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
      const trouble = await mailLog.trouble(this.orm.em.fork(), MAIL_STUCK_MINUTES);
      return Object.values(trouble).some((count) => count > 0) ? 'degraded' : 'ok';
    } catch {
      return 'unknown';
    }
  }
}
