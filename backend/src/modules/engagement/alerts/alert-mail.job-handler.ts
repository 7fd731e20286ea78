import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { Job } from 'bullmq';
import type { JobHandler } from '../../../platform/jobs/job-workers';
import { MAIL_QUEUE, type MailJob } from '../../../platform/mail/mail-message';
import { OnceMailer } from '../../../platform/mail/once-mailer';
import { AlertAddressing } from './alert-addressing';
import { ITEM_COLUMNS, toItem, type AlertItemRow } from './alert-log';
import { favoritePriceDropMail, searchAlertMail } from './alert-mails';
import { SEND_ALERT_MAIL_JOB, type AlertMailJob } from './alert-matcher';

interface AlertRow extends AlertItemRow {
  user_id: string;
  search_id: string | null;
  search_name: string | null;
  search_frequency: string | null;
  status: string;
  following: boolean;
}

/**
 * Sends an instant alert once per job (the sent-log). The alert is read again at sending time: nothing goes
 * out when the property left the market, the search was deleted or turned off, the client stopped
 * following the property or its price-drop e-mails, or the account may not receive mail.
 */
@Injectable()
export class AlertMailJobHandler implements JobHandler<AlertMailJob> {
  readonly queue = MAIL_QUEUE;
  readonly jobName = SEND_ALERT_MAIL_JOB;

  constructor(
    private readonly mailer: OnceMailer,
    private readonly addressing: AlertAddressing,
  ) {}

  handle(job: Job<AlertMailJob>): Promise<void> {
    return this.mailer.send(String(job.id), (em) => this.compose(em, job.data));
  }

  private async compose(em: EntityManager, key: AlertMailJob): Promise<MailJob | null> {
    const [alert] = await em.execute<AlertRow[]>(
      `select ${ITEM_COLUMNS}, l.user_id, l.search_id, s.name as search_name, s.frequency as search_frequency,
         p.status,
         exists (select 1 from engagement_favorites f where f.user_id = l.user_id and f.property_id = l.property_id
           and coalesce((select a.price_drop_alerts from engagement_alert_settings a
             where a.user_id = l.user_id), true)) as following
       from engagement_alert_log l
       join engagement_properties p on p.id = l.property_id
       left join engagement_saved_searches s on s.id = l.search_id
       where l.subject_key = ? and l.property_id = ? and l.reason = ? and l.price_eur = ?`,
      [key.subjectKey, key.propertyId, key.reason, key.priceEur],
    );
    if (!alert || alert.status !== 'active') return null;
    const forSearch = alert.search_id !== null;
    if (forSearch && (!alert.search_name || alert.search_frequency === 'none')) return null;
    if (!forSearch && !alert.following) return null;
    const address = await this.addressing.address(
      alert.user_id,
      alert.search_id ? { kind: 'search', searchId: alert.search_id } : { kind: 'price_drops' },
    );
    if (!address) return null;
    return alert.search_name
      ? searchAlertMail(address, alert.search_name, toItem(alert))
      : favoritePriceDropMail(address, toItem(alert));
  }
}
