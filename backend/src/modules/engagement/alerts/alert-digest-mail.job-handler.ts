import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { MailJob } from '../../../platform/mail/mail-message';
import { MailJobHandler } from '../../../platform/mail/mail-job-handler';
import { OnceMailer } from '../../../platform/mail/once-mailer';
import { AlertAddressing } from './alert-addressing';
import { SEND_ALERT_DIGEST_JOB, type AlertDigestMailJob } from './alert-digest';
import { ITEM_COLUMNS, SEARCH_MATCHES_PROPERTY, toItem, type AlertItemRow } from './alert-log';
import { digestMail, type AlertItem, type DigestSearch } from './alert-mails';

interface DigestRow extends AlertItemRow {
  search_id: string;
  search_name: string;
  search_filters: Record<string, unknown>;
  occurred_at: Date;
}

/**
 * One client's digest, once per job (the sent-log). Its alerts are first tied to the job (`digest_key`), so a
 * retry shows exactly the same ones; then each is checked against the property as it is now: still on the
 * market, still matching the search, a price drop still at that price. No e-mail when nothing is left.
 */
@Injectable()
export class AlertDigestMailJobHandler extends MailJobHandler<AlertDigestMailJob> {
  readonly jobName = SEND_ALERT_DIGEST_JOB;

  constructor(
    mailer: OnceMailer,
    private readonly addressing: AlertAddressing,
  ) {
    super(mailer);
  }

  protected async compose(
    em: EntityManager,
    job: AlertDigestMailJob,
    jobId: string,
  ): Promise<MailJob | null> {
    await em.execute(
      `update engagement_alert_log l set digest_key = ?
       from engagement_saved_searches s
       where s.id = l.search_id and s.frequency = l.delivery
         and l.user_id = ? and l.delivery = ? and l.digest_key is null and l.occurred_at <= ?`,
      [jobId, job.userId, job.frequency, job.cutoff],
    );
    const rows = await em.execute<DigestRow[]>(
      `select * from (select distinct on (s.created_at, s.id, l.property_id) ${ITEM_COLUMNS}, l.occurred_at,
         s.id as search_id, s.name as search_name, s.filters as search_filters, s.created_at as search_created_at
       from engagement_alert_log l
       join engagement_saved_searches s on s.id = l.search_id
       join engagement_properties p on p.id = l.property_id
       where l.digest_key = ? and p.status = 'active'
         and (l.reason <> 'price_drop' or p.price_eur = l.price_eur) and ${SEARCH_MATCHES_PROPERTY}
         and (l.reason = 'price_drop' or not s.reductions_only)
       order by s.created_at, s.id, l.property_id, l.occurred_at desc) latest
       order by search_created_at, search_id, occurred_at desc, property_id`,
      [jobId],
    );
    if (rows.length === 0) return null;
    const address = await this.addressing.address(job.userId, { kind: 'digest', frequency: job.frequency });
    if (!address) return null;
    const searches = new Map<string, DigestSearch & { items: AlertItem[] }>();
    for (const row of rows) {
      const search = searches.get(row.search_id) ?? {
        name: row.search_name,
        filters: row.search_filters,
        items: [],
      };
      search.items.push(toItem(row));
      searches.set(row.search_id, search);
    }
    return digestMail(address, job.frequency, [...searches.values()]);
  }
}
